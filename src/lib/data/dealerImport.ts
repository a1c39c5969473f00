/**
 * The dealer import and API keys (68_dealer_import.sql): the signed-in
 * seller's feed through import_dealer_feed (dry run or for real), and their
 * inventory API keys. Row-level security and the functions' own checks limit
 * every call to the caller's stock.
 */
import type { Json } from '../database.types';
import type { ParsedFeed } from '../domain/dealerFeed';
import {
  importReport,
  runImportCalls,
  type ImportReport,
  type PhotoOutcome,
  type StockResult,
} from '../domain/dealerImportReport';
import { invalidate } from './cache';
import { getClient } from './client';
import { fail } from './errors';
import { callFunction } from './functions';

/**
 * Runs a read feed through the import: a dry run plans the whole file in one call; an import writes it in
 * chunks of 250 rows, each its own transaction, withdraws what the file no longer names (importCalls), then
 * re-rates the prices the import queued.
 */
export async function importDealerFeed(userId: string, feed: ParsedFeed, dryRun: boolean): Promise<ImportReport> {
  const supabase = await getClient();
  try {
    const result = await runImportCalls(feed, dryRun, {
      importFeed: async (args) => {
        const { data, error } = await supabase.rpc('import_dealer_feed', {
          ...args,
          feed: args.feed as unknown as Json,
        });
        if (error) fail('import_dealer_feed', error);
        return data as unknown as StockResult;
      },
      rerateQueued: async () => {
        const { data, error } = await supabase.rpc('rerate_queued_prices', {});
        if (error) fail('rerate_queued_prices', error);
        return data;
      },
    });
    return importReport(feed, result);
  } finally {
    if (!dryRun) invalidate(`seller:${userId}`);
  }
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

/** The private bucket the ZIP of a feed's photos is uploaded to, in the dealer's folder (68_dealer_import.sql). */
const PHOTO_ARCHIVES_BUCKET = 'dealer-photo-archives';

/** Uploads the ZIP of photos chosen with the feed; its path for the photo step. */
export async function uploadPhotoArchive(userId: string, file: Blob): Promise<string> {
  const supabase = await getClient();
  const path = `${userId}/${crypto.randomUUID()}.zip`;
  const { error } = await supabase.storage
    .from(PHOTO_ARCHIVES_BUCKET)
    .upload(path, file, { contentType: 'application/zip', upsert: false });
  if (error) fail('upload photo archive', error);
  return path;
}

/** Deletes an uploaded ZIP of photos once its photos are in (a failure leaves it; it is private). */
export async function removePhotoArchive(path: string): Promise<void> {
  const supabase = await getClient();
  await supabase.storage.from(PHOTO_ARCHIVES_BUCKET).remove([path]);
}

/** Fetches the feed photos of imported listings on the server, 20 listings a call (`archive`: the uploaded ZIP). */
export async function fetchFeedPhotos(listingIds: readonly string[], archive?: string): Promise<PhotoOutcome[]> {
  const outcomes: PhotoOutcome[] = [];
  for (let start = 0; start < listingIds.length; start += 20) {
    const { listings } = await callFunction<{ listings: PhotoOutcome[] }>(
      'fetch feed photos',
      '/api/dealer-photos',
      { method: 'POST', body: { listingIds: listingIds.slice(start, start + 20), ...(archive ? { archive } : {}) } },
      'The photos could not be fetched',
    );
    outcomes.push(...listings);
  }
  return outcomes;
}
