/**
 * The dealer import and API keys (68_dealer_import.sql): the signed-in
 * seller's feed through import_dealer_feed (dry run or for real), and their
 * inventory API keys. Row-level security and the functions' own checks limit
 * every call to the caller's stock.
 */
import type { Json } from '../database.types';
import type { ParsedFeed } from '../domain/dealerFeed';
import {
  importPayload,
  importReport,
  type ImportReport,
  type PhotoOutcome,
  type StockResult,
} from '../domain/dealerImportReport';
import { invalidate } from './cache';
import { getClient } from './client';
import { fail } from './errors';
import { callFunction } from './functions';

/** Runs a read feed through the import: a dry run plans only; otherwise the plan is written in one transaction. */
export async function importDealerFeed(userId: string, feed: ParsedFeed, dryRun: boolean): Promise<ImportReport> {
  const supabase = await getClient();
  const { feed: rows, keep } = importPayload(feed);
  const { data, error } = await supabase.rpc('import_dealer_feed', {
    feed: rows as unknown as Json,
    dry_run: dryRun,
    keep,
  });
  if (error) fail('import_dealer_feed', error);
  if (!dryRun) invalidate(`seller:${userId}`);
  return importReport(feed, data as unknown as StockResult);
}

export interface ApiKey {
  id: string;
  name: string;
  prefix: string;
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
}

/** The seller's API keys, newest first (the key itself is never readable again). */
export async function listApiKeys(userId: string): Promise<ApiKey[]> {
  const supabase = await getClient();
  const { data, error } = await supabase
    .from('dealer_api_keys')
    .select('id, name, prefix, created_at, last_used_at, revoked_at')
    .eq('seller_id', userId)
    .order('created_at', { ascending: false });
  if (error) fail('list API keys', error);
  return data.map((k) => ({
    id: k.id,
    name: k.name,
    prefix: k.prefix,
    createdAt: k.created_at,
    lastUsedAt: k.last_used_at,
    revokedAt: k.revoked_at,
  }));
}

/** Creates a named key; the answer holds the key, the only time it is shown. */
export async function createApiKey(name: string): Promise<{ id: string; key: string }> {
  const supabase = await getClient();
  const { data, error } = await supabase.rpc('create_dealer_api_key', { name });
  if (error) fail('create API key', error);
  return data as unknown as { id: string; key: string };
}

/** Revokes a key at once; calls with it fail from now on. */
export async function revokeApiKey(keyId: string): Promise<void> {
  const supabase = await getClient();
  const { error } = await supabase.rpc('revoke_dealer_api_key', { key_id: keyId });
  if (error) fail('revoke API key', error);
}

/** Fetches the feed photos of imported listings on the server, 20 listings a call. */
export async function fetchFeedPhotos(listingIds: readonly string[]): Promise<PhotoOutcome[]> {
  const outcomes: PhotoOutcome[] = [];
  for (let start = 0; start < listingIds.length; start += 20) {
    const { listings } = await callFunction<{ listings: PhotoOutcome[] }>(
      'fetch feed photos',
      '/api/dealer-photos',
      { method: 'POST', body: { listingIds: listingIds.slice(start, start + 20) } },
      'The photos could not be fetched',
    );
    outcomes.push(...listings);
  }
  return outcomes;
}
