/**
 * Saved searches through the real client: only the owner reads, saves,
 * renames and deletes theirs (at most 20); matches are the owner's to read
 * and the trigger's to write; a published listing alerts the owners of the
 * searches it matches, once per search per hour; and, for random listings
 * and random filters, the trigger decides exactly as the listing search does.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import exportData from '../../netlify/functions/account-export.ts';
import { sendDueSavedSearchAlerts } from '../../netlify/functions/_shared/savedSearchAlerts.ts';
import type { Json, TablesInsert } from '../../src/lib/database.types.ts';
import { searchListings } from '../../src/lib/data/listings.ts';
import {
  deleteSavedSearch,
  listSavedSearches,
  markSavedSearchSeen,
  saveSearch,
} from '../../src/lib/data/savedSearches.ts';
import { BODY_TYPES, FEATURES, MAKES, type BodyType, type FilterType } from '../../src/lib/domain/constants.ts';
import { defaultFilters, type VehicleFilters } from '../../src/lib/domain/filters.ts';
import { LICENCE_CATEGORIES } from '../../src/lib/domain/licence.ts';
import { SAVED_SEARCH_LIMIT_MESSAGE, savedSearchRow } from '../../src/lib/domain/savedSearch.ts';
import { listingRow, type Person } from './support/fixtures.ts';
import { setSavedSearchAlertWebhook } from '../../scripts/db/webhooks.ts';
import { ALERTS_SECRET, deliverSavedSearchAlerts, type AlertDelivery } from './support/savedSearchAlerts.ts';
import { startTestStack, type TestStack } from './support/stack.ts';

let stack: TestStack;
let alerts: AlertDelivery;
let buyer: Person;
let seller: Person;
let stranger: Person;

beforeAll(async () => {
  stack = await startTestStack();
  alerts = await deliverSavedSearchAlerts(stack);
  [buyer, seller, stranger] = await Promise.all([
    stack.newUser('buyer', { first_name: 'Bea' }),
    stack.newUser('seller', { first_name: 'Sol' }),
    stack.newUser('stranger', { first_name: 'Stan' }),
  ]);
});

afterAll(async () => {
  await alerts.close();
  await stack.stop();
});

const YEAR = new Date().getFullYear();
const cars = (overrides: Partial<VehicleFilters> = {}): VehicleFilters => ({ ...defaultFilters('car'), ...overrides });

/** Publishes (or drafts) a listing of the seller's through the seller's own client, and waits for its alerts. */
async function publish(overrides: Partial<TablesInsert<'vehicles'>> = {}): Promise<string> {
  const { data, error } = await seller.client
    .from('vehicles')
    .insert(listingRow(seller.id, overrides))
    .select('id')
    .single();
  if (error) throw new Error(`publish: ${error.message}`);
  await alerts.settled();
  return data.id;
}

async function edit(vehicleId: string, patch: Partial<TablesInsert<'vehicles'>>): Promise<void> {
  const { error } = await seller.client.from('vehicles').update(patch).eq('id', vehicleId);
  if (error) throw new Error(`edit: ${error.message}`);
  await alerts.settled();
}

/** The person's alerts about one saved search, newest first. */
async function alertsOf(person: Person, searchName: string) {
  const { data, error } = await person.client
    .from('notifications')
    .select('id, type, title, content, related_id, read')
    .like('title', `% new vehicle% “${searchName}”`)
    .order('created_at', { ascending: false });
  if (error) throw new Error(error.message);
  return data;
}

async function matchesOf(person: Person, savedSearchId: string) {
  const { data, error } = await person.client
    .from('saved_search_matches')
    .select('vehicle_id, notified_at')
    .eq('saved_search_id', savedSearchId);
  if (error) throw new Error(error.message);
  return data;
}

async function newMatchCount(id: string): Promise<number> {
  const { data, error } = await stack.service().from('saved_searches').select('new_match_count').eq('id', id).single();
  if (error) throw new Error(error.message);
  return data.new_match_count;
}

describe('saved searches under row-level security', () => {
  it('lets only the owner read, rename and delete a search', async () => {
    const saved = await saveSearch(buyer.id, 'Red Hondas', cars({ make: 'Honda', color: 'Red' }), buyer.client);
    expect(saved).toMatchObject({ name: 'Red Hondas', type: 'car', new_match_count: 0 });
    expect((await listSavedSearches(buyer.id, buyer.client)).map((s) => s.id)).toContain(saved.id);

    const anonRead = await stack.anon().from('saved_searches').select('id');
    expect(anonRead.error?.code).toBe('42501');
    const strangerRead = await stranger.client.from('saved_searches').select('id').eq('id', saved.id);
    expect(strangerRead.data).toEqual([]);

    const renamed = await stranger.client
      .from('saved_searches')
      .update({ name: 'Mine now' })
      .eq('id', saved.id)
      .select();
    expect(renamed.data).toEqual([]);
    const removed = await stranger.client.from('saved_searches').delete().eq('id', saved.id).select();
    expect(removed.data).toEqual([]);

    const own = await buyer.client
      .from('saved_searches')
      .update({ name: 'Red Honda cars' })
      .eq('id', saved.id)
      .select('name');
    expect(own.data).toEqual([{ name: 'Red Honda cars' }]);
    await deleteSavedSearch(saved.id, buyer.client);
    expect((await listSavedSearches(buyer.id, buyer.client)).map((s) => s.id)).not.toContain(saved.id);
  });

  it('refuses saving for someone else, anonymously, or with alert state or bad values', async () => {
    const row = savedSearchRow(cars(), 'Cars');
    const forged = await stranger.client.from('saved_searches').insert({ ...row, user_id: buyer.id });
    expect(forged.error?.code).toBe('42501');
    const anon = await stack
      .anon()
      .from('saved_searches')
      .insert({ ...row, user_id: buyer.id });
    expect(anon.error?.code).toBe('42501');
    const counted = await buyer.client.from('saved_searches').insert({ ...row, user_id: buyer.id, new_match_count: 9 });
    expect(counted.error?.code).toBe('42501');
    for (const bad of [{ name: ' ' }, { name: 'x'.repeat(61) }]) {
      const { error } = await buyer.client.from('saved_searches').insert({ ...row, user_id: buyer.id, ...bad });
      expect(error?.code, JSON.stringify(bad)).toBe('23514');
    }
    // A saved search is a search: the search's own validation, with its 400 naming the filter.
    const invalid: [Json, string][] = [
      [{ fuelType: 'Steam' }, 'Search filter "fuelType" must be one of'],
      [{ minPrice: 'cheap' }, 'Search filter "minPrice" must be a whole number'],
      [{ colour: 'Red' }, 'Unknown search filter "colour"'],
      [[], 'Search filters must be a JSON object'],
    ];
    for (const [filters, message] of invalid) {
      const { error, status } = await buyer.client
        .from('saved_searches')
        .insert({ ...row, user_id: buyer.id, filters });
      expect(status, JSON.stringify(filters)).toBe(400);
      expect(error?.message).toContain(message);
    }
  });

  it('only clears the new-match count, never sets it', async () => {
    const saved = await saveSearch(buyer.id, 'Anything', cars(), buyer.client);
    const raised = await buyer.client.from('saved_searches').update({ new_match_count: 50 }).eq('id', saved.id);
    expect(raised.error?.code).toBe('42501');
    await markSavedSearchSeen(saved.id, buyer.client);
    await deleteSavedSearch(saved.id, buyer.client);
  });

  it('keeps matches to the search owner and the trigger', async () => {
    const saved = await saveSearch(buyer.id, 'Private matches', cars({ make: 'Ford' }), buyer.client);
    const vehicleId = await publish({ make: 'Ford', model: 'Focus', title: 'Ford Focus for the match test' });
    expect(await matchesOf(buyer, saved.id)).toHaveLength(1);
    expect(await matchesOf(stranger, saved.id)).toEqual([]);
    expect((await stack.anon().from('saved_search_matches').select('vehicle_id')).error?.code).toBe('42501');
    const forged = await stranger.client
      .from('saved_search_matches')
      .insert({ saved_search_id: saved.id, vehicle_id: vehicleId });
    expect(forged.error?.code).toBe('42501');
    const own = await buyer.client
      .from('saved_search_matches')
      .insert({ saved_search_id: saved.id, vehicle_id: vehicleId });
    expect(own.error?.code).toBe('42501');
    // The matching functions are not an API: nobody runs them for other people's searches.
    const { data: listing } = await stack.service().from('vehicles').select('*').eq('id', vehicleId).single();
    const rpc = await stranger.client.rpc('saved_searches_matching', { v: listing } as never);
    expect(rpc.error).not.toBeNull();
    await deleteSavedSearch(saved.id, buyer.client);
  });

  it('refuses a 21st search with the message the page shows', async () => {
    const collector = await stack.newUser('collector', { first_name: 'Cole' });
    for (let i = 1; i <= 20; i += 1) await saveSearch(collector.id, `Search ${String(i)}`, cars(), collector.client);
    const raw = await collector.client
      .from('saved_searches')
      .insert({ ...savedSearchRow(cars(), 'One more'), user_id: collector.id });
    expect(raw.error?.message).toBe(SAVED_SEARCH_LIMIT_MESSAGE);
    await expect(saveSearch(collector.id, 'One more', cars(), collector.client)).rejects.toThrow(
      SAVED_SEARCH_LIMIT_MESSAGE,
    );
    expect(await listSavedSearches(collector.id, collector.client)).toHaveLength(20);
  });

  it('is in the account export, with its matches, and nobody else’s', async () => {
    const env = { url: process.env.SUPABASE_URL, anon: process.env.SUPABASE_ANON_KEY };
    process.env.SUPABASE_URL = stack.url;
    process.env.SUPABASE_ANON_KEY = stack.anonKey;
    try {
      const exporter = await stack.newUser('exporter', { first_name: 'Ezra' });
      await saveSearch(exporter.id, 'Ezra’s Fords', cars({ make: 'Ford' }), exporter.client);
      const other = await saveSearch(stranger.id, 'Stan’s Fords', cars({ make: 'Ford' }), stranger.client);
      const vehicleId = await publish({ make: 'Ford', model: 'Kuga', title: 'Ford Kuga for the export' });
      const { data } = await exporter.client.auth.getSession();
      const response = await exportData(
        new Request('http://localhost/api/account/export', {
          headers: { Authorization: `Bearer ${data.session?.access_token ?? ''}` },
        }),
      );
      const body = (await response.json()) as { saved_searches: { name: string; matches: { vehicle_id: string }[] }[] };
      expect(body.saved_searches).toMatchObject([{ name: 'Ezra’s Fords', matches: [{ vehicle_id: vehicleId }] }]);
      await deleteSavedSearch(other.id, stranger.client);
    } finally {
      process.env.SUPABASE_URL = env.url;
      process.env.SUPABASE_ANON_KEY = env.anon;
    }
  });

  it('goes with the account', async () => {
    const leaver = await stack.newUser('leaver', { first_name: 'Lee' });
    const saved = await saveSearch(leaver.id, 'Before I go', cars(), leaver.client);
    const { error } = await stack.service().auth.admin.deleteUser(leaver.id);
    expect(error).toBeNull();
    const left = await stack.service().from('saved_searches').select('id').eq('id', saved.id);
    expect(left.data).toEqual([]);
  });
});

describe('alerts on published listings', () => {
  const diesel = { make: 'Volkswagen', model: 'Passat Variant', fuel_type: 'Diesel' as const, price: 14_000 };

  it('notifies once per search and hour, counting new matches, and follows edits in and out', async () => {
    const search = await saveSearch(
      buyer.id,
      'Diesel estates',
      cars({ make: 'Volkswagen', fuelType: 'Diesel', maxPrice: 15_000 }),
      buyer.client,
    );
    // The seller's own search never alerts them about their own listing.
    const own = await saveSearch(seller.id, 'My own kind', cars({ make: 'Volkswagen' }), seller.client);

    const first = await publish({ ...diesel, title: 'VW Passat Variant 2.0 TDI' });
    let alerts = await alertsOf(buyer, 'Diesel estates');
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({
      type: 'vehicle',
      title: '1 new vehicle matches “Diesel estates”',
      content: 'Newest: VW Passat Variant 2.0 TDI, €14,000.',
      related_id: first,
      read: false,
    });
    expect(await alertsOf(seller, 'My own kind')).toEqual([]);
    expect(await matchesOf(seller, own.id)).toEqual([]);

    await publish({ ...diesel, fuel_type: 'Petrol', title: 'Petrol Passat, not a match' });
    await publish({ ...diesel, status: 'draft', title: 'Draft Passat, not yet' });
    const second = await publish({ ...diesel, title: 'Second Passat' });
    alerts = await alertsOf(buyer, 'Diesel estates');
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({ title: '2 new vehicles match “Diesel estates”', related_id: second });
    expect(await newMatchCount(search.id)).toBe(2);

    // An edit that keeps matching counts nothing twice.
    await edit(second, { price: 13_500, description: 'Now cheaper' });
    expect((await alertsOf(buyer, 'Diesel estates'))[0]?.title).toBe('2 new vehicles match “Diesel estates”');

    // Read within the hour: later matches wait instead of raising another notification.
    const read = await buyer.client
      .from('notifications')
      .update({ read: true })
      .eq('id', alerts[0]?.id ?? '');
    expect(read.error).toBeNull();
    const third = await publish({ ...diesel, title: 'Third Passat' });
    expect(await alertsOf(buyer, 'Diesel estates')).toHaveLength(1);
    expect(await matchesOf(buyer, search.id)).toContainEqual({ vehicle_id: third, notified_at: null });
    expect(await newMatchCount(search.id)).toBe(3);

    // Edited out of the search, a waiting match goes; edited back in, it waits again.
    await edit(third, { price: 19_000 });
    expect((await matchesOf(buyer, search.id)).map((m) => m.vehicle_id)).not.toContain(third);
    expect(await newMatchCount(search.id)).toBe(2);
    await edit(third, { price: 14_900 });
    expect((await matchesOf(buyer, search.id)).map((m) => m.vehicle_id)).toContain(third);

    // An hour later the next match brings one notification for both.
    const hourAgo = new Date(Date.now() - 61 * 60_000).toISOString();
    await stack.service().from('saved_searches').update({ last_notified_at: hourAgo }).eq('id', search.id);
    const fourth = await publish({ ...diesel, title: 'Fourth Passat' });
    alerts = await alertsOf(buyer, 'Diesel estates');
    expect(alerts).toHaveLength(2);
    expect(alerts[0]).toMatchObject({
      title: '2 new vehicles match “Diesel estates”',
      related_id: fourth,
      read: false,
    });
    expect((await matchesOf(buyer, search.id)).every((m) => m.notified_at !== null)).toBe(true);

    // Sold or drafted, a listing that was announced stays counted.
    await edit(first, { status: 'sold' });
    expect((await matchesOf(buyer, search.id)).map((m) => m.vehicle_id)).toContain(first);

    await markSavedSearchSeen(search.id, buyer.client);
    expect(await newMatchCount(search.id)).toBe(0);
    await deleteSavedSearch(search.id, buyer.client);
    await deleteSavedSearch(own.id, seller.client);
  });

  it('alerts when a draft is published', async () => {
    const search = await saveSearch(
      buyer.id,
      'Yellow scooters',
      { ...defaultFilters('scooter'), color: 'Other' },
      buyer.client,
    );
    const draft = await publish({
      type: 'scooter',
      make: 'Vespa',
      model: 'GTS',
      fuel_type: 'Petrol',
      transmission: 'CVT',
      color: 'Other',
      status: 'draft',
      title: 'Vespa GTS in yellow',
    });
    expect(await matchesOf(buyer, search.id)).toEqual([]);
    await edit(draft, { status: 'active' });
    expect((await alertsOf(buyer, 'Yellow scooters'))[0]).toMatchObject({
      title: '1 new vehicle matches “Yellow scooters”',
      related_id: draft,
    });
    await deleteSavedSearch(search.id, buyer.client);
  });
});

describe('alerts after the publication commits', () => {
  it('lets only the service role run the alert step', async () => {
    const vehicleId = await publish({ make: 'Ford', model: 'Kuga', title: 'Ford Kuga for the step test' });
    for (const client of [stack.anon(), stranger.client, seller.client]) {
      const { error } = await client.rpc('send_saved_search_alerts', { listing_id: vehicleId });
      expect(error?.code).toBe('42501');
    }
  });

  it('alerts once however often the delivery arrives, retried or repeated', async () => {
    const search = await saveSearch(buyer.id, 'Pumas', cars({ make: 'Ford', model: 'Puma' }), buyer.client);
    // The site is down for the first attempt: pg_net retries, and the alert still comes.
    alerts.target.failNext = 1;
    const hits = alerts.target.hits;
    const vehicleId = await publish({ make: 'Ford', model: 'Puma', title: 'Ford Puma ST' });
    expect(alerts.target.hits).toBe(hits + 2);
    // A repeated delivery finds the match recorded and sends nothing more.
    for (let n = 0; n < 2; n += 1) {
      const { data, error } = await stack.service().rpc('send_saved_search_alerts', { listing_id: vehicleId });
      expect(error).toBeNull();
      expect(data).toBe(0);
    }
    const sent = await alertsOf(buyer, 'Pumas');
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ title: '1 new vehicle matches “Pumas”', related_id: vehicleId });
    expect(await matchesOf(buyer, search.id)).toHaveLength(1);
    expect(await newMatchCount(search.id)).toBe(1);
    await deleteSavedSearch(search.id, buyer.client);
  });

  it('alerts nobody for a delivery the site refuses, and the hourly sweep sends what it missed', async () => {
    const search = await saveSearch(buyer.id, 'Rangers', cars({ make: 'Ford', model: 'Ranger' }), buyer.client);
    await setSavedSearchAlertWebhook(stack.db, {
      url: alerts.target.url,
      secret: 'a-forged-secret-of-at-least-32-characters',
    });
    let vehicleId: string;
    try {
      vehicleId = await publish({ make: 'Ford', model: 'Ranger', title: 'Ford Ranger Wildtrak' });
    } finally {
      await setSavedSearchAlertWebhook(stack.db, { url: alerts.target.url, secret: ALERTS_SECRET });
    }
    expect(await alertsOf(buyer, 'Rangers')).toEqual([]);
    expect(await matchesOf(buyer, search.id)).toEqual([]);

    // Only the service role sweeps; listings whose delivery arrived are not due.
    for (const client of [stack.anon(), buyer.client]) {
      const { error } = await client.rpc('send_due_saved_search_alerts', {});
      expect(error?.code).toBe('42501');
    }
    const sweep = () => stack.service().rpc('send_due_saved_search_alerts', { waited: '0 seconds' });
    expect((await stack.service().rpc('send_due_saved_search_alerts', {})).data).toEqual({
      listings: 0,
      newMatches: 0,
      done: true,
    });
    // The one listing whose delivery was refused (it also matches the collector's 20 searches for any car).
    expect(await sendDueSavedSearchAlerts(stack.service(), { waited: '0 seconds' })).toMatchObject({
      listings: 1,
      done: true,
      calls: 1,
    });
    expect((await alertsOf(buyer, 'Rangers'))[0]).toMatchObject({
      title: '1 new vehicle matches “Rangers”',
      related_id: vehicleId,
    });
    expect((await sweep()).data).toEqual({ listings: 0, newMatches: 0, done: true });
    await deleteSavedSearch(search.id, buyer.client);
  });
});

/** A small deterministic PRNG, so a failing case can be replayed from its seed. */
function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('the trigger and the listing search agree', () => {
  const SEED = Number(process.env.SAVED_SEARCH_SEED ?? 20261124);
  const random = prng(SEED);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const maybe = <T>(value: T, chance = 0.4): T | null => (random() < chance ? value : null);
  // Listings come from the seller, who has no reply times, or from one who replies within the hour.
  let fastSeller: Person;
  beforeAll(async () => {
    fastSeller = await stack.newUser('fast-seller');
    await stack.db.transaction((tx) =>
      tx.query(
        'insert into public.seller_reply_stats (seller_id, conversations, median_reply_seconds) values ($1, 5, 1800)',
        [fastSeller.id],
      ),
    );
  });

  // Words that hit make, model, title (whole and partial, any case) or only the description, with and without accents.
  const WORDS = [
    'golf',
    'GOLF',
    'olf',
    'tour',
    'ivic',
    'volkswagen',
    'wagen',
    'vespa',
    'dusseldorf',
    'Düsseldorf',
    'koln',
    'estate',
    'tdi',
    '2019',
    'zz',
  ];

  function randomFilters(): VehicleFilters {
    const type = pick<FilterType>(['car', 'scooter', 'all']);
    const f = defaultFilters(type);
    const makes = type === 'all' ? [...MAKES.car, ...MAKES.scooter] : MAKES[type];
    f.make = maybe(pick(makes), 0.35);
    if (f.make !== null) f.model = maybe(pick(['Golf', 'Golf Variant', 'Civic', 'PCX']), 0.4);
    if (type !== 'car') f.licence = maybe(pick(LICENCE_CATEGORIES), 0.3);
    if (random() < 0.6) [f.minPrice, f.maxPrice] = [pick([0, 2_000, 8_000]), pick([10_000, 20_000, 50_000, 100_000])];
    if (random() < 0.5) [f.minYear, f.maxYear] = [pick([1980, 2010, 2016]), pick([2018, 2021, YEAR])];
    f.fuelType = maybe(type === 'scooter' ? pick(['Petrol', 'Electric']) : pick(['Petrol', 'Diesel', 'Electric']), 0.3);
    f.transmission = maybe(type === 'scooter' ? 'CVT' : pick(['Manual', 'Automatic', 'CVT']), 0.25);
    f.mileageMax = maybe(pick([10_000, 50_000, 100_000]), 0.3);
    if (type === 'car' && random() < 0.3) [f.engineSizeMin, f.engineSizeMax] = [maybe(1_200, 0.6), maybe(2_000, 0.6)];
    f.color = maybe(pick(['Black', 'Red', 'Other']), 0.2);
    f.features = random() < 0.2 ? [pick(type === 'scooter' ? FEATURES.scooter : FEATURES.car)] : [];
    f.searchTerm = random() < 0.35 ? [pick(WORDS), ...(random() < 0.3 ? [pick(WORDS)] : [])].join(' ') : '';
    const bodies = type === 'all' ? [...BODY_TYPES.car, ...BODY_TYPES.scooter] : BODY_TYPES[type];
    f.bodyType =
      random() < 0.3 ? [...new Set([pick<BodyType>(['estate', 'step-through', ...bodies]), pick(bodies)])] : [];
    f.accidentFree = random() < 0.25;
    f.goodPrice = random() < 0.2;
    f.fastReply = random() < 0.3;
    return f;
  }

  function randomListing(): Partial<TablesInsert<'vehicles'>> {
    const type = pick(['car', 'scooter'] as const);
    const make = pick(type === 'car' ? ['Volkswagen', 'BMW', 'Honda'] : ['Vespa', 'Honda']);
    const model = type === 'car' ? pick(['Golf', 'Golf Variant', '320d Touring', 'Civic']) : pick(['GTS', 'PCX']);
    const electric = random() < 0.2;
    return {
      type,
      make,
      model,
      // Titles do not always name the model, so make, model and title each decide some words alone.
      title: pick([
        `${String(pick([2012, 2019, YEAR]))} ${make} ${model}`,
        `${make} TDI estate`,
        'Family car, low mileage',
      ]),
      description: pick(['', 'Garaged in Düsseldorf.', 'From Köln, one owner.', 'Serviced at the dealer.']),
      year: pick([1985, 2012, 2017, 2019, YEAR]),
      price: pick([1_500, 8_000, 10_000, 14_000, 20_000, 49_000, 120_000]),
      mileage: pick([5_000, 10_000, 60_000, 100_000, 180_000]),
      fuel_type: electric ? 'Electric' : type === 'car' ? pick(['Petrol', 'Diesel'] as const) : 'Petrol',
      transmission: type === 'car' ? pick(['Manual', 'Automatic', 'CVT'] as const) : 'CVT',
      engine_size: electric ? null : pick([50, 125, 1_200, 1_600, 2_000, 3_000]),
      power: maybe(pick([4, 14, 15, 40, 150]), 0.7),
      color: pick(['Black', 'Red', 'Other'] as const),
      features: random() < 0.5 ? [pick([...FEATURES.car, ...FEATURES.scooter]), pick(FEATURES.car)] : [],
      body_type:
        type === 'car' ? pick(['estate', 'hatchback', 'suv'] as const) : pick(['step-through', 'maxi'] as const),
      accident_free: pick([true, false, null]),
      seller_id: random() < 0.5 ? seller.id : fastSeller.id,
    };
  }

  /** Publishes the listing and tells, per saved search, whether the trigger matched it and whether the search shows it. */
  async function decide(
    listing: Partial<TablesInsert<'vehicles'>>,
    searches: readonly { id: string; filters: VehicleFilters }[],
  ) {
    const { data, error } = await stack
      .service()
      .from('vehicles')
      .insert(listingRow(seller.id, listing))
      .select('id')
      .single();
    if (error) throw new Error(error.message);
    await alerts.settled();
    const { data: rows } = await stack
      .service()
      .from('saved_search_matches')
      .select('saved_search_id')
      .eq('vehicle_id', data.id);
    const byTrigger = new Set((rows ?? []).map((row) => row.saved_search_id));
    const anon = stack.anon();
    return Promise.all(
      searches.map(async ({ id, filters }) => {
        // The newest active listing comes first in any search that holds it.
        const page = await searchListings(filters, 'newest', 1, anon);
        return { filters, trigger: byTrigger.has(id), search: page.vehicles.some((vehicle) => vehicle.id === data.id) };
      }),
    );
  }

  async function saveAll(person: Person, filters: readonly VehicleFilters[]) {
    const saved = [];
    for (const [i, f] of filters.entries())
      saved.push({ id: (await saveSearch(person.id, `Case ${String(i)}`, f, person.client)).id, filters: f });
    return saved;
  }

  it('matches words as the search box does: whole, partial, accented, in any field', async () => {
    const terms = ['olf', 'tour', 'GOLF', 'dusseldorf', 'Düsseldorf', 'family low', 'golf zz', 'pass'];
    const searches = await saveAll(
      await stack.newUser('words'),
      terms.map((searchTerm) => ({ ...defaultFilters('all'), searchTerm })),
    );
    const listings: Partial<TablesInsert<'vehicles'>>[] = [
      { make: 'Volkswagen', model: 'Golf', title: 'Family car, low mileage', description: 'Garaged in Düsseldorf.' },
      { make: 'BMW', model: '320d Touring', title: 'Estate for the holidays', description: 'Passed inspection.' },
    ];
    const expected = [
      [true, false, true, true, true, true, false, false],
      [false, true, false, false, false, false, false, false],
    ];
    for (const [index, listing] of listings.entries()) {
      const decisions = await decide(listing, searches);
      for (const decision of decisions)
        expect(decision.trigger, JSON.stringify({ listing, decision })).toBe(decision.search);
      expect(decisions.map((d) => d.search)).toEqual(expected[index]);
    }
  });

  it(`matches what searchListings returns (seed ${String(SEED)})`, { timeout: 240_000 }, async () => {
    // Two searchers: 30 searches are more than one account may keep.
    const searches = [
      ...(await saveAll(await stack.newUser('fuzz-a'), Array.from({ length: 15 }, randomFilters))),
      ...(await saveAll(await stack.newUser('fuzz-b'), Array.from({ length: 15 }, randomFilters))),
    ];
    let agreed = 0;
    let matched = 0;
    for (let n = 0; n < 16; n += 1) {
      const listing = randomListing();
      for (const decision of await decide(listing, searches)) {
        expect(decision.trigger, JSON.stringify({ listing, filters: decision.filters })).toBe(decision.search);
        agreed += 1;
        if (decision.search) matched += 1;
      }
    }
    expect(agreed).toBe(16 * 30);
    // The random cases must exercise both answers.
    expect(matched).toBeGreaterThan(10);
    expect(matched).toBeLessThan(agreed - 10);
  });
});
