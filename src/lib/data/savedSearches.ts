/** Saved searches: the user's list, saving one (at most 20, the database decides), opening and deleting. */
import type { VehicleFilters } from '../domain/filters';
import { SAVED_SEARCH_LIMIT, SAVED_SEARCH_LIMIT_MESSAGE, savedSearchRow } from '../domain/savedSearch';
import type { Client } from './client';
import { getClient } from './client';
import type { Tables } from '../database.types';
import { DataError, fail } from './errors';

const COLUMNS = 'id, name, type, query, new_match_count, last_notified_at, email_digest, created_at, near_label';

export type SavedSearch = Pick<
  Tables<'saved_searches'>,
  | 'id'
  | 'name'
  | 'type'
  | 'query'
  | 'new_match_count'
  | 'last_notified_at'
  | 'email_digest'
  | 'created_at'
  | 'near_label'
>;

/** The user's saved searches, newest first. */
export async function listSavedSearches(userId: string, client?: Client): Promise<SavedSearch[]> {
  const supabase = client ?? (await getClient());
  const { data, error } = await supabase
    .from('saved_searches')
    .select(COLUMNS)
    .eq('user_id', userId)
    .order('created_at', { ascending: false })
    .order('id');
  if (error) fail('listSavedSearches', error);
  return data;
}

const LIMIT_CODE = 'PT409';

/** The refusal of a 21st saved search: an answer for the buyer, not a failure to log. */
export function isSavedSearchLimit(error: unknown): boolean {
  return error instanceof DataError && error.operation === 'saveSearch' && error.code === LIMIT_CODE;
}

function limitReached(): DataError {
  return new DataError('saveSearch', SAVED_SEARCH_LIMIT_MESSAGE, { code: LIMIT_CODE, status: 409 });
}

/**
 * Save the search with these filters under a name; a 21st is refused with the
 * limit's message. The database enforces the limit; the count asked first
 * lets a full list be refused without a refused request (which the browser
 * logs as a console error).
 */
export async function saveSearch(
  userId: string,
  name: string,
  filters: VehicleFilters,
  client?: Client,
): Promise<SavedSearch> {
  const supabase = client ?? (await getClient());
  const counted = await supabase
    .from('saved_searches')
    .select('id', { count: 'exact', head: true })
    .eq('user_id', userId);
  if (counted.error) fail('saveSearch', counted.error);
  if ((counted.count ?? 0) >= SAVED_SEARCH_LIMIT) throw limitReached();
  const { data, error } = await supabase
    .from('saved_searches')
    .insert({ user_id: userId, ...savedSearchRow(filters, name) })
    .select(COLUMNS)
    .single();
  if (!error) return data;
  if (error.code === LIMIT_CODE) throw limitReached();
  fail('saveSearch', error);
}

/** Opening a saved search clears its count of new matches. */
export async function markSavedSearchSeen(id: string, client?: Client): Promise<void> {
  const supabase = client ?? (await getClient());
  const { error } = await supabase.from('saved_searches').update({ new_match_count: 0 }).eq('id', id);
  if (error) fail('markSavedSearchSeen', error);
}

export async function deleteSavedSearch(id: string, client?: Client): Promise<void> {
  const supabase = client ?? (await getClient());
  const { error } = await supabase.from('saved_searches').delete().eq('id', id);
  if (error) fail('deleteSavedSearch', error);
}

/** Turn the daily e-mail digest of a saved search on or off. */
export async function setSavedSearchDigest(id: string, on: boolean, client?: Client): Promise<void> {
  const supabase = client ?? (await getClient());
  const { error } = await supabase.from('saved_searches').update({ email_digest: on }).eq('id', id);
  if (error) fail('setSavedSearchDigest', error);
}

/**
 * The digest's unsubscribe link, signed-out or not: turns off the digest of
 * the search the token names and answers its name; a DataError with the
 * server's message (status 404) for a token that is not valid.
 */
export async function unsubscribeSavedSearchDigest(token: string, client?: Client): Promise<string> {
  const supabase = client ?? (await getClient());
  const { data, error } = await supabase.rpc('unsubscribe_saved_search_digest', { token });
  if (error) fail('unsubscribeSavedSearchDigest', error);
  const name = (data as { name?: unknown } | null)?.name;
  return typeof name === 'string' ? name : '';
}
