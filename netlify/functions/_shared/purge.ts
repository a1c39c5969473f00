/**
 * Purging Netlify's CDN by cache tag. On Netlify the platform gives
 * functions NETLIFY_PURGE_API_TOKEN and purgeCache() calls the purge API.
 * Locally there is no CDN: each purge is appended as a JSON line (tags,
 * time) to CACHE_PURGE_LOG (default .netlify/cache-purges.jsonl) and
 * printed, so `npm start` users and the tests can see what was purged.
 */
import { appendFile, mkdir } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { purgeCache } from '@netlify/functions';

export const DEFAULT_PURGE_LOG = '.netlify/cache-purges.jsonl';

export interface PurgeRecord {
  tags: string[];
  at: string;
}

export async function recordPurge(tags: readonly string[], file: string): Promise<PurgeRecord> {
  const record: PurgeRecord = { tags: [...tags], at: new Date().toISOString() };
  const path = resolve(file);
  await mkdir(dirname(path), { recursive: true });
  await appendFile(path, `${JSON.stringify(record)}\n`);
  console.info(`Cache purge (local, no CDN): ${record.tags.join(', ')}`);
  return record;
}

export async function purgeTags(tags: readonly string[]): Promise<void> {
  if (process.env.NETLIFY_PURGE_API_TOKEN) {
    await purgeCache({ tags: [...tags] });
    return;
  }
  await recordPurge(tags, process.env.CACHE_PURGE_LOG ?? DEFAULT_PURGE_LOG);
}
