/**
 * How on-demand pages are cached on Netlify's CDN and which cache tags a
 * listing change purges. Detail pages carry their listing's tag and the tags
 * of the similar listings they show; seller pages their seller's tag; the
 * sitemap carries SITEMAP_TAG. The database's webhooks
 * (supabase/migrations/…_listing_revalidation.sql, …_seller_pages.sql) post
 * each change of a listing or of a public profile; tagsForChange() names what
 * to purge.
 */
import { UUID_PATTERN, isUuid } from './ids.ts';
import type { LandingKey } from './landing.ts';
import { z } from './zod.ts';

/** Browsers always revalidate; the CDN keeps the page until a purge, at most a day, then refreshes it in the background. */
export const BROWSER_CACHE = 'public, max-age=0, must-revalidate';
export const CDN_CACHE = 'public, durable, max-age=86400, stale-while-revalidate=3600';
export const NO_STORE = 'no-store';

export const SITEMAP_TAG = 'sitemap';

const LISTING_ID = UUID_PATTERN;

/** Whether a path segment can be a listing id (a UUID); anything else is a 404 without asking the database. */
export function isListingId(value: string): boolean {
  return isUuid(value);
}

export function listingTag(id: string): string {
  return `listing-${id.toLowerCase()}`;
}

/** The tag of a seller's page (/sellers/{id}). */
export function sellerTag(id: string): string {
  return `seller-${id.toLowerCase()}`;
}

/**
 * The tag of every page that shows the seller's card: their listings' detail
 * pages. Purged when what the card says about the seller changes on its own
 * (their reply time), not with each listing.
 */
export function sellerCardTag(id: string): string {
  return `seller-card-${id.toLowerCase()}`;
}

/** A change's cache-tag part of a page: type, make, model or `_` (any), place id or none. */
function landingTag(type: string, make: string, model: string | null, placeId: number | null): string {
  return `lp.${type}.${make}.${model ?? '_'}${placeId === null ? '' : `.p${String(placeId)}`}`;
}

/** What a landing page read: its own key and the places its results and counts cover. */
export interface LandingReads {
  key: LandingKey;
  /** The places its own area covers; empty for a page without a place. */
  area: readonly number[];
  /** Every place whose listings its results or counts read (its area and its nearby places' areas). */
  places: readonly number[];
}

/**
 * The cache tags of a landing page: one per listing combination it shows or
 * counts. A page without a place shows the make's listings or counts them by
 * model and place, so any listing of the make changes it: the make's tag. A
 * place page counts the make's models in its area (the make in each place of
 * the area) and its own make or model in the nearby places' areas.
 */
export function landingPageTags({ key, area, places }: LandingReads): string[] {
  if (key.place === null) return [landingTag(key.type, key.make, null, null)];
  const own = places.map((place) => landingTag(key.type, key.make, key.model, place));
  if (key.model === null) return own;
  return [...new Set([...area.map((place) => landingTag(key.type, key.make, null, place)), ...own])];
}

/** What the revalidation webhook says of a listing (supabase/schemas/80_revalidation.sql). */
export interface LandingListing {
  type: string;
  status: string;
  make_slug?: string | undefined;
  model_slug?: string | undefined;
  place_id?: number | null | undefined;
}

/**
 * The landing tags an active listing sits under: its make's, and its make's
 * and model's in its place (every place page whose area covers it carries those).
 */
export function landingTagsOfListing(listing: LandingListing | null): string[] {
  if (listing?.status !== 'active' || !listing.make_slug || !listing.model_slug) return [];
  const { type, make_slug: make, model_slug: model } = listing;
  const place = listing.place_id ?? null;
  const tags = [landingTag(type, make, null, null)];
  if (place !== null) tags.push(landingTag(type, make, null, place), landingTag(type, make, model, place));
  return tags;
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
  status: z.enum(['active', 'draft', 'sold', 'removed', 'paused']),
  /** Absent from changes queued before the seller pages existed. */
  seller_id: z.string().regex(UUID_PATTERN).optional(),
  /** The landing pages' slugs and place; absent from changes queued before the landing pages existed. */
  make_slug: z.string().optional(),
  model_slug: z.string().optional(),
  place_id: z.number().int().nullable().optional(),
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

const profileRecord = z.object({ id: z.string().regex(UUID_PATTERN) });

/** The Database Webhook body the profiles trigger sends: what public_profiles shows changed, or the account is gone. */
export const profileChangeSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('UPDATE'),
    table: z.literal('profiles'),
    record: profileRecord,
    old_record: profileRecord,
  }),
  z.object({ type: z.literal('DELETE'), table: z.literal('profiles'), record: z.null(), old_record: profileRecord }),
]);

export type ProfileChange = z.infer<typeof profileChangeSchema>;

const replyTimeRecord = z.object({ seller_id: z.string().regex(UUID_PATTERN) });

/** The Database Webhook body the seller_reply_stats trigger sends when the reply time buyers see changes. */
export const replyTimeChangeSchema = z.object({
  type: z.enum(['INSERT', 'UPDATE', 'DELETE']),
  table: z.literal('seller_reply_stats'),
  record: replyTimeRecord,
  old_record: replyTimeRecord,
});

export type ReplyTimeChange = z.infer<typeof replyTimeChangeSchema>;

/** One post for a dealer import's listings (private.post_bulk_listing_change), in place of one per row. */
export const bulkListingChangeSchema = z.object({
  type: z.literal('BULK'),
  table: z.literal('vehicles'),
  seller_id: z.string().regex(UUID_PATTERN),
  records: z.array(listingRecord).min(1).max(2_000),
});

export type BulkListingChange = z.infer<typeof bulkListingChangeSchema>;

/** Any body /api/revalidate accepts. */
export const revalidationChangeSchema = z.union([
  listingChangeSchema,
  profileChangeSchema,
  replyTimeChangeSchema,
  bulkListingChangeSchema,
]);

export type RevalidationChange = ListingChange | ProfileChange | ReplyTimeChange | BulkListingChange;

const isPublic = (record: { status: string } | null) => record?.status === 'active' || record?.status === 'sold';

/**
 * The tags a change makes stale. For a listing: its own page (and every page
 * showing it as a similar listing, which carries its tag too), and, when the
 * listing is or was public, its seller's page and the sitemap (its lastmod or
 * presence changed). For a profile: its seller page. For a seller's reply
 * time: their page and every page with their seller card. An active listing
 * before or after the change also purges its landing pages.
 */
export function tagsForChange(change: RevalidationChange): string[] {
  if (change.table === 'profiles') return [sellerTag(change.old_record.id)];
  if (change.type === 'BULK') {
    // An import's listing was or is active (created, updated, withdrawn or re-rated): its landing pages change either way.
    const landing = change.records.flatMap((record) => landingTagsOfListing({ ...record, status: 'active' }));
    return [
      ...change.records.map((record) => listingTag(record.id)),
      sellerTag(change.seller_id),
      SITEMAP_TAG,
      ...new Set(landing),
    ];
  }
  if (change.table === 'seller_reply_stats') {
    return [sellerTag(change.record.seller_id), sellerCardTag(change.record.seller_id)];
  }
  const ids = new Set([change.record?.id, change.old_record?.id].filter((id) => id !== undefined));
  const tags = [...ids].map(listingTag);
  if (isPublic(change.record) || isPublic(change.old_record)) {
    const sellers = new Set([change.record?.seller_id, change.old_record?.seller_id].filter((id) => id !== undefined));
    tags.push(...[...sellers].map(sellerTag), SITEMAP_TAG);
  }
  // The landing pages that showed it before or show it now (a sale, a move or a new model leaves one set for another).
  tags.push(...new Set([...landingTagsOfListing(change.old_record), ...landingTagsOfListing(change.record)]));
  return tags;
}
