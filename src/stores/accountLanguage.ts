/**
 * Keeping the account's language (profiles.locale and the auth metadata) in
 * step with the pages it uses: loaded only after signing in or saving the
 * profile, so no page carries it up front.
 */
import { pageLocale, setAuthLocale } from '../lib/data/auth';
import { rememberLocale } from '../lib/data/profiles';

/** The language signed in with becomes the account's, for its e-mails. */
export async function rememberPageLanguage(userId: string): Promise<void> {
  const locale = pageLocale();
  if (await rememberLocale(userId, locale)) await setAuthLocale(locale);
}

export { setAuthLocale };
