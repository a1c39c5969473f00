/** Profile reads and partial updates (spec §7). */
import { cachedRead, invalidate } from './cache';
import { getClient } from './client';
import type { Tables, TablesUpdate } from '../database.types';
import { fail } from './errors';
import type { Locale } from '../../i18n/locale';

export type Profile = Tables<'profiles'>;
/** What a user may change about themselves. */
export type ProfilePatch = Pick<
  TablesUpdate<'profiles'>,
  'first_name' | 'last_name' | 'phone' | 'location' | 'bio' | 'avatar_url' | 'show_phone' | 'locale'
>;

export function getProfile(id: string): Promise<Profile> {
  return cachedRead(`profile:${id}`, async () => {
    const supabase = await getClient();
    const { data, error } = await supabase.from('profiles').select('*').eq('id', id).single();
    if (error) fail('getProfile', error);
    return data;
  });
}

/**
 * Remember the language the owner uses the site in, for their e-mails: a
 * write only when it changed; true when it did.
 */
export async function rememberLocale(id: string, locale: Locale): Promise<boolean> {
  const supabase = await getClient();
  const { data, error } = await supabase
    .from('profiles')
    .update({ locale })
    .eq('id', id)
    .neq('locale', locale)
    .select('id');
  if (error) fail('rememberLocale', error);
  invalidate(`profile:${id}`);
  return data.length > 0;
}

export async function updateProfile(id: string, patch: ProfilePatch): Promise<Profile> {
  invalidate(`profile:${id}`);
  const supabase = await getClient();
  const { data, error } = await supabase.from('profiles').update(patch).eq('id', id).select('*').single();
  if (error) fail('updateProfile', error);
  return data;
}
