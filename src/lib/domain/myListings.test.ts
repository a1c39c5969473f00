import { describe, expect, it } from 'vitest';
import { DEFAULT_MY_LISTINGS_QUERY, myListingsQueryFromParams, myListingsSearch } from './myListings.ts';
import { priceSchema } from './listingSchema.ts';

describe('myListingsQueryFromParams', () => {
  it('reads the tab, the term and the page', () => {
    expect(myListingsQueryFromParams(new URLSearchParams('status=draft&q=%20golf%20&page=3'))).toEqual({
      tab: 'draft',
      term: 'golf',
      page: 3,
    });
  });
  it('falls back to the defaults for unknown or malformed values', () => {
    expect(myListingsQueryFromParams(new URLSearchParams('status=deleted&page=-2'))).toEqual(DEFAULT_MY_LISTINGS_QUERY);
    expect(myListingsQueryFromParams(new URLSearchParams('page=1.5')).page).toBe(1);
    expect(myListingsQueryFromParams(new URLSearchParams(''))).toEqual(DEFAULT_MY_LISTINGS_QUERY);
  });
  it('round-trips through the URL, leaving the defaults out', () => {
    const query = { tab: 'sold', term: 'vespa gts', page: 2 } as const;
    expect(myListingsSearch(query)).toBe('?status=sold&q=vespa+gts&page=2');
    expect(myListingsQueryFromParams(new URLSearchParams(myListingsSearch(query)))).toEqual(query);
    expect(myListingsSearch(DEFAULT_MY_LISTINGS_QUERY)).toBe('');
  });
});

describe('priceSchema', () => {
  it('takes a price as a seller types it', () => {
    expect(priceSchema.parse({ price: '12.500' })).toEqual({ price: 12_500 });
  });
  it('refuses negative, empty and absurd prices with the form messages', () => {
    expect(priceSchema.safeParse({ price: '-1' }).error?.issues[0]?.message).toBe('The price cannot be negative');
    expect(priceSchema.safeParse({ price: '' }).error?.issues[0]?.message).toBe('Enter the price');
    expect(priceSchema.safeParse({ price: '99999999' }).success).toBe(false);
  });
});
