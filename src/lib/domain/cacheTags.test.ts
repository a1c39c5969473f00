import { describe, expect, it } from 'vitest';
import {
  SITEMAP_TAG,
  cacheHeaders,
  isListingId,
  listingChangeSchema,
  listingTag,
  revalidationChangeSchema,
  sellerCardTag,
  sellerTag,
  tagsForChange,
} from './cacheTags.ts';

const ID = '5a1e0006-0000-4000-8000-000000000006';
const OTHER = '5a1e0007-0000-4000-8000-000000000007';
const row = (status: string, id = ID) => ({ id, type: 'car', status });

const change = (body: Record<string, unknown>) =>
  tagsForChange(listingChangeSchema.parse({ table: 'vehicles', schema: 'public', ...body }));

describe('cache tags for listing changes', () => {
  it('purges the page and the sitemap when a listing is published', () => {
    expect(change({ type: 'INSERT', record: row('active'), old_record: null })).toEqual([listingTag(ID), SITEMAP_TAG]);
  });

  it('purges only the page (its 404) when a draft is saved', () => {
    expect(change({ type: 'INSERT', record: row('draft'), old_record: null })).toEqual([listingTag(ID)]);
    expect(change({ type: 'UPDATE', record: row('draft'), old_record: row('draft') })).toEqual([listingTag(ID)]);
  });

  it('purges the page and the sitemap on a price change, a sale, a hide and a delete', () => {
    const both = [listingTag(ID), SITEMAP_TAG];
    expect(change({ type: 'UPDATE', record: row('active'), old_record: row('active') })).toEqual(both);
    expect(change({ type: 'UPDATE', record: row('sold'), old_record: row('active') })).toEqual(both);
    expect(change({ type: 'UPDATE', record: row('removed'), old_record: row('sold') })).toEqual(both);
    expect(change({ type: 'DELETE', record: null, old_record: row('active') })).toEqual(both);
  });

  it('names both ids if a change ever carries two', () => {
    expect(change({ type: 'UPDATE', record: row('draft', OTHER), old_record: row('draft') })).toEqual([
      listingTag(OTHER),
      listingTag(ID),
    ]);
  });

  it('refuses bodies that are not listing changes', () => {
    expect(listingChangeSchema.safeParse({ type: 'INSERT', table: 'profiles', record: row('active') }).success).toBe(
      false,
    );
    expect(listingChangeSchema.safeParse({ type: 'TRUNCATE', table: 'vehicles' }).success).toBe(false);
    expect(
      listingChangeSchema.safeParse({ type: 'DELETE', table: 'vehicles', record: null, old_record: row('active', 'x') })
        .success,
    ).toBe(false);
  });
});

describe('cache tags for seller pages', () => {
  const SELLER = 'd0000000-0000-4000-8000-00000000000a';
  const NEW_SELLER = 'd0000000-0000-4000-8000-00000000000b';
  const sellers = (body: Record<string, unknown>) =>
    tagsForChange(revalidationChangeSchema.parse({ schema: 'public', ...body }));
  const owned = (status: string, sellerId = SELLER) => ({ ...row(status), seller_id: sellerId });

  it('purges the seller page when one of their public listings changes, is paused or leaves', () => {
    const all = [listingTag(ID), sellerTag(SELLER), SITEMAP_TAG];
    expect(sellers({ table: 'vehicles', type: 'INSERT', record: owned('active'), old_record: null })).toEqual(all);
    expect(
      sellers({ table: 'vehicles', type: 'UPDATE', record: owned('paused'), old_record: owned('active') }),
    ).toEqual(all);
    expect(
      sellers({ table: 'vehicles', type: 'UPDATE', record: owned('active'), old_record: owned('paused') }),
    ).toEqual(all);
    expect(sellers({ table: 'vehicles', type: 'DELETE', record: null, old_record: owned('sold') })).toEqual(all);
  });

  it('leaves the seller page alone for listings it never shows', () => {
    expect(sellers({ table: 'vehicles', type: 'UPDATE', record: owned('paused'), old_record: owned('draft') })).toEqual(
      [listingTag(ID)],
    );
  });

  it('purges both sellers if a listing ever moves between them', () => {
    expect(
      sellers({
        table: 'vehicles',
        type: 'UPDATE',
        record: owned('active', NEW_SELLER),
        old_record: owned('active'),
      }),
    ).toEqual([listingTag(ID), sellerTag(NEW_SELLER), sellerTag(SELLER), SITEMAP_TAG]);
  });

  it('purges the seller page when the public profile changes or the account is deleted', () => {
    const profile = { id: SELLER };
    expect(sellers({ table: 'profiles', type: 'UPDATE', record: profile, old_record: profile })).toEqual([
      sellerTag(SELLER),
    ]);
    expect(sellers({ table: 'profiles', type: 'DELETE', record: null, old_record: profile })).toEqual([
      sellerTag(SELLER),
    ]);
  });

  it('refuses profile bodies without a valid id and profile inserts (a new account has no cached page)', () => {
    expect(
      revalidationChangeSchema.safeParse({
        type: 'UPDATE',
        table: 'profiles',
        record: { id: 'x' },
        old_record: { id: 'x' },
      }).success,
    ).toBe(false);
    expect(
      revalidationChangeSchema.safeParse({
        type: 'INSERT',
        table: 'profiles',
        record: { id: SELLER },
        old_record: null,
      }).success,
    ).toBe(false);
  });
});

describe('on-demand cache headers', () => {
  it('lets the CDN keep tagged pages while browsers revalidate', () => {
    expect(cacheHeaders([listingTag(ID), listingTag(ID), SITEMAP_TAG])).toEqual({
      'Cache-Control': 'public, max-age=0, must-revalidate',
      'Netlify-CDN-Cache-Control': 'public, durable, max-age=86400, stale-while-revalidate=3600',
      'Netlify-Cache-Tag': `${listingTag(ID)},${SITEMAP_TAG}`,
    });
  });

  it('stores nothing for failures and sends no empty tag header', () => {
    expect(cacheHeaders(null)).toEqual({ 'Cache-Control': 'no-store', 'Netlify-CDN-Cache-Control': 'no-store' });
    expect(cacheHeaders([])).not.toHaveProperty('Netlify-Cache-Tag');
  });

  it('accepts only UUIDs as listing ids', () => {
    expect(isListingId(ID)).toBe(true);
    expect(isListingId(ID.toUpperCase())).toBe(true);
    expect(isListingId('not-an-id')).toBe(false);
    expect(isListingId(`${ID}x`)).toBe(false);
    expect(isListingId('x'.repeat(5000))).toBe(false);
  });
});

describe('cache tags for reply times', () => {
  const SELLER = 'd0000000-0000-4000-8000-00000000000a';
  const record = { seller_id: SELLER };

  it("purges the seller's page and every page showing their seller card when their reply time changes", () => {
    for (const type of ['INSERT', 'UPDATE', 'DELETE']) {
      const change = revalidationChangeSchema.parse({
        type,
        table: 'seller_reply_stats',
        schema: 'public',
        record,
        old_record: record,
      });
      expect(tagsForChange(change)).toEqual([sellerTag(SELLER), sellerCardTag(SELLER)]);
    }
    expect(sellerCardTag(SELLER.toUpperCase())).toBe(`seller-card-${SELLER}`);
  });

  it('refuses a reply time change without a seller id', () => {
    const bad = { type: 'UPDATE', table: 'seller_reply_stats', record: { seller_id: 'x' }, old_record: record };
    expect(revalidationChangeSchema.safeParse(bad).success).toBe(false);
  });
});

describe('cache tags for a dealer import', () => {
  const SELLER = '85f03f6b-d497-4038-a30e-e8a990dfa0a0';
  const golf = { type: 'car', make_slug: 'volkswagen', model_slug: 'golf', place_id: 7, seller_id: SELLER };
  const bulk = (records: Record<string, unknown>[]) =>
    tagsForChange(revalidationChangeSchema.parse({ type: 'BULK', table: 'vehicles', seller_id: SELLER, records }));

  it('purges the landing pages of every listing it created and of every one it withdrew', () => {
    const created = bulk([{ id: ID, status: 'active', ...golf }]);
    const withdrawn = bulk([{ id: ID, status: 'sold', ...golf }]);
    expect(created).toEqual(withdrawn);
    expect(created).toEqual(expect.arrayContaining([listingTag(ID), sellerTag(SELLER), SITEMAP_TAG]));
    expect(created.filter((tag) => tag.startsWith('lp.'))).toHaveLength(3);
  });

  it('names each landing page once however many of its listings the import touched', () => {
    const tags = bulk([
      { id: ID, status: 'active', ...golf },
      { id: OTHER, status: 'active', ...golf },
    ]);
    expect(tags.filter((tag) => tag.startsWith('lp.'))).toHaveLength(3);
  });
});
