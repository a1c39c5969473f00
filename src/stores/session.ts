/**
 * The signed-in state shared by every island (spec §3 "App context"): the
 * session, its user, the profile and a loading flag, plus the account actions
 * with their §8 toasts.
 *
 * supabase-js is only loaded when browser storage holds a session, the URL
 * carries one (a password-recovery link), or a page asks for it (the sign-in
 * page); a signed-out visitor reading the site never downloads it.
 */
import { atom, computed } from 'nanostores';
import {
  onAuthChange,
  getSession,
  sendPasswordReset,
  signInWithPassword,
  signOut,
  signUp,
  updatePassword,
  type AuthChangeEvent,
  type Session,
} from '../lib/data/auth';
import { deleteAccount } from '../lib/data/account';
import { invalidate as clearReadCache } from '../lib/data/cache';
import { hasStoredSession } from '../lib/data/client';
import { phrase } from '../i18n/active';
import { ACCOUNT_TOASTS_EN, type AccountToastKey } from '../i18n/messages/accountToasts';
import { isRetryable, messageOf } from '../lib/data/errors';
import { getProfile, updateProfile, type Profile, type ProfilePatch } from '../lib/data/profiles';
import { withRetry } from '../lib/domain/retry';
import { toast, toastAfterNavigation } from './toasts';

/** An account toast in the page's language. */
const say = (key: AccountToastKey): string => phrase(ACCOUNT_TOASTS_EN, key);

export const $session = atom<Session | null>(null);
export const $profile = atom<Profile | null>(null);
/** True until the stored session (if any) has been restored or refused. */
export const $authLoading = atom<boolean>(true);
export const $user = computed($session, (session) => session?.user ?? null);
/**
 * `useStore($user, SIGNED_OUT_ON_SERVER)`: while an island hydrates it renders
 * what the server rendered (nobody signed in), so the first frame matches the
 * HTML; the restored user follows at once. Atoms get the same with `{ ssr: 'initial' }`.
 */
export const SIGNED_OUT_ON_SERVER = { ssr: () => null };
/** True once an action is taking the visitor elsewhere (sign-out, deletion): pages skip their own sign-in redirects. */
export const $leaving = atom<boolean>(false);
/** The last auth event, so the sign-in page can tell a password-recovery arrival. */
export const $authEvent = atom<AuthChangeEvent | null>(null);

/** Marks <html> so CSS can show the signed-in header before islands hydrate. */
function markDocument(signedIn: boolean): void {
  if (typeof document === 'undefined') return;
  if (signedIn) document.documentElement.dataset.session = '';
  else delete document.documentElement.dataset.session;
}

async function loadProfile(userId: string): Promise<void> {
  try {
    $profile.set(await getProfile(userId));
  } catch (error) {
    // Spec §8: a failed profile fetch is only logged.
    console.error('Failed to load profile', error);
  }
}

function applySession(event: AuthChangeEvent, session: Session | null): void {
  const previousUser = $session.get()?.user.id;
  $session.set(session);
  $authEvent.set(event);
  $authLoading.set(false);
  markDocument(session !== null);
  if (!session) {
    $profile.set(null);
    // Nothing read for one account may be served to the next.
    clearReadCache('');
  } else if (session.user.id !== previousUser) {
    void loadProfile(session.user.id);
  }
}

let started: Promise<void> | null = null;

async function connect(): Promise<void> {
  try {
    await onAuthChange((event, session) => {
      applySession(event, session);
    });
    // The stored session may need a refresh; network trouble is retried with backoff.
    applySession('INITIAL_SESSION', await withRetry(getSession, { retries: 4, isRetryable }));
  } catch (error) {
    console.error('Failed to restore the session', error);
    applySession('SIGNED_OUT', null);
  }
}

/**
 * Restore the session if there may be one. `always` loads the client even
 * without a stored session (pages that sign in or need the backend anyway).
 */
export function initSession(options: { always?: boolean } = {}): Promise<void> {
  const urlCarriesSession = typeof window !== 'undefined' && window.location.hash.includes('access_token=');
  if (!started && !options.always && !urlCarriesSession && !hasStoredSession()) {
    applySession('INITIAL_SESSION', null);
    return Promise.resolve();
  }
  started ??= connect();
  return started;
}

export async function signIn(email: string, password: string): Promise<boolean> {
  try {
    const session = await signInWithPassword(email, password);
    applySession('SIGNED_IN', session);
    // The language signed in with is the one the account's e-mails are written in.
    import('./accountLanguage')
      .then(({ rememberPageLanguage }) => rememberPageLanguage(session.user.id))
      .catch((error: unknown) => {
        console.warn('Could not remember the language', error);
      });
    toastAfterNavigation({
      title: say('toast.loginSuccessful'),
      description: say('toast.welcomeBack'),
      variant: 'success',
    });
    return true;
  } catch (error) {
    toast({
      title: say('toast.loginFailed'),
      description: messageOf(error, say('toast.checkCredentials')),
      variant: 'destructive',
    });
    return false;
  }
}

/** The §8 "Account created" toast, saying what the visitor does next. */
const SIGNED_UP = {
  signedIn: 'toast.signedIn',
  confirmEmail: 'toast.confirmEmail',
  signIn: 'toast.canSignIn',
} as const;

/** Create the account; true when it was created. */
export async function register(email: string, password: string, firstName: string): Promise<boolean> {
  try {
    const outcome = await signUp(email, password, firstName);
    const created = {
      title: say('toast.accountCreated'),
      description: say(SIGNED_UP[outcome.kind]),
      variant: 'success',
    } as const;
    if (outcome.kind === 'signedIn') {
      applySession('SIGNED_IN', outcome.session);
      toastAfterNavigation(created);
    } else {
      toast(created);
    }
    return true;
  } catch (error) {
    toast({
      title: say('toast.signupFailed'),
      description: messageOf(error, say('toast.tryAgain')),
      variant: 'destructive',
    });
    return false;
  }
}

export async function requestPasswordReset(email: string): Promise<boolean> {
  try {
    await sendPasswordReset(email);
    toast({
      title: say('toast.resetSent'),
      description: say('toast.resetSentDescription'),
      variant: 'success',
    });
    return true;
  } catch (error) {
    toast({ title: say('toast.resetFailed'), description: messageOf(error, ''), variant: 'destructive' });
    return false;
  }
}

export async function setNewPassword(password: string): Promise<boolean> {
  try {
    await updatePassword(password);
    toastAfterNavigation({
      title: say('toast.passwordUpdated'),
      description: say('toast.passwordUpdatedDescription'),
      variant: 'success',
    });
    return true;
  } catch (error) {
    toast({ title: say('toast.resetFailed'), description: messageOf(error, ''), variant: 'destructive' });
    return false;
  }
}

/** Sign out and return to the home page. */
export async function signOutAndLeave(): Promise<void> {
  $leaving.set(true);
  try {
    await signOut();
    applySession('SIGNED_OUT', null);
    toastAfterNavigation({ title: 'Signed out', description: 'You have been signed out successfully' });
    window.location.assign('/');
  } catch {
    $leaving.set(false);
    toast({ title: 'Error', description: 'Failed to sign out', variant: 'destructive' });
  }
}

/** Partial profile update with the §8 toasts; the saved profile, or null. */
export async function saveProfile(patch: ProfilePatch): Promise<Profile | null> {
  const user = $user.get();
  if (!user) {
    toast({ title: say('toast.mustLogIn'), variant: 'destructive' });
    return null;
  }
  try {
    const profile = await updateProfile(user.id, patch);
    if (patch.locale) await (await import('./accountLanguage')).setAuthLocale(patch.locale);
    $profile.set(profile);
    toast({
      title: say('toast.profileUpdated'),
      description: say('toast.profileUpdatedDescription'),
      variant: 'success',
    });
    return profile;
  } catch (error) {
    toast({
      title: say('toast.profileFailed'),
      description: messageOf(error, say('toast.profileFailedDescription')),
      variant: 'destructive',
    });
    return null;
  }
}

/** Delete the account and everything in it, then leave for the home page. */
export async function deleteMyAccount(): Promise<boolean> {
  $leaving.set(true);
  try {
    await deleteAccount();
    applySession('SIGNED_OUT', null);
    toastAfterNavigation({ title: 'Account deleted', description: 'Your account has been permanently deleted' });
    window.location.assign('/');
    return true;
  } catch (error) {
    console.error('Failed to delete account', error);
    $leaving.set(false);
    toast({ title: 'Deletion failed', description: 'Failed to delete account', variant: 'destructive' });
    return false;
  }
}
