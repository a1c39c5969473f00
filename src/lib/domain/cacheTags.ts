/**
 * How on-demand pages are cached on Netlify's CDN and which cache tags a
 * listing change purges. Detail pages carry their listing's tag and the tags
 * of the similar listings they show; the sitemap carries SITEMAP_TAG. The
 * database's webhook (supabase/migrations/…_listing_revalidation.sql) posts
 * each change; tagsForChange() names what to purge.
 */
import { z } from './zod.ts';

/** Browsers always revalidate; the CDN keeps the page until a purge, at most a day, then refreshes it in the background. */
export const BROWSER_CACHE = 'public, max-age=0, must-revalidate';
export const CDN_CACHE = 'public, durable, max-age=86400, stale-while-revalidate=3600';
export const NO_STORE = 'no-store';

export const SITEMAP_TAG = 'sitemap';

const LISTING_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a path segment can be a listing id (a UUID); anything else is a 404 without asking the database. */
export function isListingId(value: string): boolean {
  return LISTING_ID.test(value);
}

export function listingTag(id: string): string {
  return `listing-${id.toLowerCase()}`;
}

/** Headers for an on-demand response: cached on the CDN under `tags`, or never stored when `tags` is null. */
export function cacheHeaders(tags: readonly string[] | null): Record<string, string> {
  if (tags === null) return { 'Cache-Control': NO_STORE, 'Netlify-CDN-Cache-Control': NO_STORE };
  const headers: Record<string, string> = { 'Cache-Control': BROWSER_CACHE, 'Netlify-CDN-Cache-Control': CDN_CACHE };
  if (tags.length > 0) headers['Netlify-Cache-Tag'] = [...new Set(tags)].join(',');
  return headers;
}

const listingRecord = z.object({
  id: z.string().regex(LISTING_ID),
  type: z.enum(['car', 'scooter']),
  status: z.enum(['active', 'draft', 'sold', 'removed']),
});

/** The Database Webhook body the vehicles trigger sends. */
export const listingChangeSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('INSERT'), table: z.literal('vehicles'), record: listingRecord, old_record: z.null() }),
  z.object({
    type: z.literal('UPDATE'),
    table: z.literal('vehicles'),
    record: listingRecord,
    old_record: listingRecord,
  }),
  z.object({ type: z.literal('DELETE'), table: z.literal('vehicles'), record: z.null(), old_record: listingRecord }),
]);

export type ListingChange = z.infer<typeof listingChangeSchema>;

const isPublic = (record: { status: string } | null) => record?.status === 'active' || record?.status === 'sold';

/**
 * The tags a change makes stale: the listing's own page (and every page
 * showing it as a similar listing, which carries its tag too), and the
 * sitemap when the listing is or was in it (its lastmod or presence changed).
 */
export function tagsForChange(change: ListingChange): string[] {
  const ids = new Set([change.record?.id, change.old_record?.id].filter((id) => id !== undefined));
  const tags = [...ids].map(listingTag);
  if (isPublic(change.record) || isPublic(change.old_record)) tags.push(SITEMAP_TAG);
  return tags;
}
