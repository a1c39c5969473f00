/**
 * Listings kept fresh, through the real client under row-level security:
 * publishing and confirming set last_confirmed_at (clients cannot backdate
 * it or pause a listing), sweep_stale_listings reminds at 21 days and pauses
 * at 30 (only the service role may run it), a paused listing is hidden from
 * everyone but its seller, and the seller's confirmation brings it back.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sweepFunction, { config as sweepConfig } from '../../netlify/functions/sweep-stale-listings.ts';
import { loadListingPage } from '../../src/lib/data/listingPage.ts';
import { PAUSE_AFTER_DAYS, REMIND_AFTER_DAYS } from '../../src/lib/domain/freshness.ts';
import { createListing, type Person, schedulerRequest } from './support/fixtures.ts';
import { startTestStack, type TestStack } from './support/stack.ts';

let stack: TestStack;
let seller: Person;
let other: Person;

const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY).toISOString();

beforeAll(async () => {
  stack = await startTestStack();
  seller = await stack.newUser('fresh-seller', { first_name: 'Frieda' });
  other = await stack.newUser('fresh-other');
});

afterAll(async () => {
  await stack.stop();
});

/** A live listing of the seller's, last confirmed `confirmedDaysAgo` days ago (reminded `remindedDaysAgo` ago). */
async function staleListing(confirmedDaysAgo: number, remindedDaysAgo: number | null = null): Promise<string> {
  const id = await createListing(stack.service(), seller.id, { status: 'active' });
  const { error } = await stack
    .service()
    .from('vehicles')
    .update({
      last_confirmed_at: daysAgo(confirmedDaysAgo),
      availability_reminded_at: remindedDaysAgo === null ? null : daysAgo(remindedDaysAgo),
    })
    .eq('id', id);
  if (error) throw new Error(error.message);
  return id;
}

async function listing(id: string) {
  const { data, error } = await stack
    .service()
    .from('vehicles')
    .select('status, last_confirmed_at, availability_reminded_at')
    .eq('id', id)
    .single();
  if (error) throw new Error(error.message);
  return data;
}

async function notificationsAbout(id: string) {
  const { data, error } = await seller.client
    .from('notifications')
    .select('type, title, content, related_id, event_count, read')
    .eq('related_id', id);
  if (error) throw new Error(error.message);
  return data;
}

async function sweep(batchSize?: number): Promise<{ reminded: number; paused: number }> {
  const { data, error } = await stack.service().rpc('sweep_stale_listings', batchSize ? { batch_size: batchSize } : {});
  if (error) throw new Error(error.message);
  return data as { reminded: number; paused: number };
}

const secondsFromNow = (iso: string | null) => Math.abs(Date.parse(iso ?? '') - Date.now()) / 1000;

describe('confirmation times', () => {
  it('are set when a seller publishes, and clients can only move them to now', async () => {
    const id = await createListing(seller.client, seller.id, { status: 'active' });
    expect(secondsFromNow((await listing(id)).last_confirmed_at)).toBeLessThan(30);

    const { error } = await seller.client
      .from('vehicles')
      .update({ last_confirmed_at: daysAgo(90), availability_reminded_at: daysAgo(1) })
      .eq('id', id);
    expect(error).toBeNull();
    const after = await listing(id);
    expect(secondsFromNow(after.last_confirmed_at)).toBeLessThan(30);
    expect(after.availability_reminded_at).toBeNull();
  });

  it('start again when a draft or sold listing goes live', async () => {
    const id = await createListing(seller.client, seller.id, { status: 'draft' });
    await stack
      .service()
      .from('vehicles')
      .update({ last_confirmed_at: daysAgo(40) })
      .eq('id', id);
    const { error } = await seller.client.from('vehicles').update({ status: 'active' }).eq('id', id);
    expect(error).toBeNull();
    expect(secondsFromNow((await listing(id)).last_confirmed_at)).toBeLessThan(30);
  });

  it('cannot be used by a seller to pause a listing themselves', async () => {
    const id = await createListing(seller.client, seller.id, { status: 'active' });
    const { error } = await seller.client.from('vehicles').update({ status: 'paused' }).eq('id', id);
    expect(error?.code).toBe('42501');
    expect((await listing(id)).status).toBe('active');
  });
});

describe('the availability sweep', () => {
  it('can be run by the service role only', async () => {
    for (const client of [stack.anon(), seller.client]) {
      const { error } = await client.rpc('sweep_stale_listings', {});
      expect(error?.code).toBe('42501');
    }
    expect(typeof (await sweep()).reminded).toBe('number');
  });

  it(`reminds the seller once after ${String(REMIND_AFTER_DAYS)} days, with a notification leading to the listing`, async () => {
    const fresh = await staleListing(REMIND_AFTER_DAYS - 1);
    const due = await staleListing(REMIND_AFTER_DAYS + 1);
    const first = await sweep();
    expect(first.reminded).toBeGreaterThanOrEqual(1);
    expect(await notificationsAbout(fresh)).toEqual([]);
    expect(await notificationsAbout(due)).toEqual([
      expect.objectContaining({
        type: 'vehicle',
        title: 'Is your listing still available?',
        related_id: due,
        event_count: 1,
        read: false,
      }),
    ]);
    const reminded = (await listing(due)).availability_reminded_at;
    expect(secondsFromNow(reminded)).toBeLessThan(30);

    await sweep();
    expect((await listing(due)).availability_reminded_at).toBe(reminded);
    expect(await notificationsAbout(due)).toEqual([expect.objectContaining({ event_count: 1 })]);
    expect((await listing(due)).status).toBe('active');
  });

  it(`pauses after ${String(PAUSE_AFTER_DAYS)} days, but never without a reminder ${String(PAUSE_AFTER_DAYS - REMIND_AFTER_DAYS)} days before`, async () => {
    const stale = await staleListing(PAUSE_AFTER_DAYS + 1, PAUSE_AFTER_DAYS - REMIND_AFTER_DAYS + 1);
    const lateReminder = await staleListing(PAUSE_AFTER_DAYS + 1, 2);
    const neverReminded = await staleListing(PAUSE_AFTER_DAYS + 5);
    await sweep();
    expect((await listing(stale)).status).toBe('paused');
    expect((await listing(lateReminder)).status).toBe('active');
    expect((await listing(neverReminded)).status).toBe('active');
    expect(secondsFromNow((await listing(neverReminded)).availability_reminded_at)).toBeLessThan(30);
    expect(await notificationsAbout(stale)).toEqual([
      expect.objectContaining({ type: 'vehicle', title: 'Listing paused', related_id: stale }),
    ]);
  });

  it('leaves drafts, sold and hidden listings alone', async () => {
    const ids = await Promise.all(
      (['draft', 'sold'] as const).map((status) => createListing(stack.service(), seller.id, { status })),
    );
    for (const id of ids) {
      await stack
        .service()
        .from('vehicles')
        .update({ last_confirmed_at: daysAgo(60), availability_reminded_at: daysAgo(20) })
        .eq('id', id);
    }
    await sweep();
    for (const id of ids) {
      expect(await notificationsAbout(id)).toEqual([]);
      expect(['draft', 'sold']).toContain((await listing(id)).status);
    }
  });

  it('runs from the scheduled Netlify function with the service key', async () => {
    expect(sweepConfig.schedule).toBe('@hourly');
    const due = await staleListing(REMIND_AFTER_DAYS + 2);
    const saved = { url: process.env.SUPABASE_URL, key: process.env.SUPABASE_SERVICE_ROLE_KEY };
    process.env.SUPABASE_URL = stack.url;
    process.env.SUPABASE_SERVICE_ROLE_KEY = stack.serviceRoleKey;
    try {
      const response = await sweepFunction(schedulerRequest());
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual(expect.objectContaining({ reminded: expect.any(Number) as number }));
    } finally {
      // Assigning undefined would store the string "undefined".
      for (const [name, value] of [
        ['SUPABASE_URL', saved.url],
        ['SUPABASE_SERVICE_ROLE_KEY', saved.key],
      ] as const) {
        if (value === undefined) Reflect.deleteProperty(process.env, name);
        else process.env[name] = value;
      }
    }
    expect((await listing(due)).availability_reminded_at).not.toBeNull();
  });

  it('works in bounded batches, oldest first', async () => {
    await sweep();
    const older = await staleListing(REMIND_AFTER_DAYS + 6);
    const newer = await staleListing(REMIND_AFTER_DAYS + 3);
    expect(await sweep(1)).toEqual({ reminded: 1, paused: 0 });
    expect((await listing(older)).availability_reminded_at).not.toBeNull();
    expect((await listing(newer)).availability_reminded_at).toBeNull();
    expect(await sweep(1)).toEqual({ reminded: 1, paused: 0 });
    expect(await sweep(1)).toEqual({ reminded: 0, paused: 0 });
  });
});

describe('a paused listing', () => {
  let paused: string;

  beforeAll(async () => {
    paused = await staleListing(PAUSE_AFTER_DAYS + 2, PAUSE_AFTER_DAYS - REMIND_AFTER_DAYS + 2);
    await sweep();
  });

  it('is hidden from visitors, other users and the sitemap, and kept for its seller', async () => {
    expect((await listing(paused)).status).toBe('paused');
    for (const client of [stack.anon(), other.client]) {
      const { data } = await client.from('vehicles').select('id').eq('id', paused);
      expect(data).toEqual([]);
    }
    const { data: own } = await seller.client.from('vehicles').select('id, status').eq('id', paused);
    expect(own).toEqual([{ id: paused, status: 'paused' }]);
    const { data: sitemap } = await stack.anon().rpc('sitemap_listings', { file_index: 0 });
    expect(JSON.stringify(sitemap)).not.toContain(paused);
  });

  it('answers 404 on its page, which knows it is paused', async () => {
    expect(await loadListingPage(paused, stack.anonRpc())).toEqual({ status: 404, paused: true });
  });

  it('cannot be confirmed by anyone but its seller', async () => {
    const { error: anonError } = await stack.anon().rpc('confirm_listing_available', { listing_id: paused });
    expect(anonError?.code).toBe('42501');
    const { error } = await other.client.rpc('confirm_listing_available', { listing_id: paused });
    expect(error?.code).toBe('PT404');
    expect((await listing(paused)).status).toBe('paused');
  });

  it('goes live again when its seller confirms it is still available', async () => {
    const { data, error } = await seller.client.rpc('confirm_listing_available', { listing_id: paused });
    expect(error).toBeNull();
    expect(secondsFromNow(data)).toBeLessThan(30);
    const after = await listing(paused);
    expect(after.status).toBe('active');
    expect(secondsFromNow(after.last_confirmed_at)).toBeLessThan(30);
    const { data: visible } = await stack.anon().from('vehicles').select('id').eq('id', paused);
    expect(visible).toEqual([{ id: paused }]);
    expect(await sweep()).toEqual(expect.objectContaining({ paused: 0 }));
    expect((await listing(paused)).status).toBe('active');
  });

  it('refuses to confirm a sold listing', async () => {
    const sold = await createListing(stack.service(), seller.id, { status: 'sold' });
    const { error } = await seller.client.rpc('confirm_listing_available', { listing_id: sold });
    expect(error?.code).toBe('PT409');
  });
});
