/**
 * Purges that time or buyers cause, through the real webhook (pg_net → the
 * /api/revalidate handler): the daily price-rating refresh, called as Netlify
 * calls the scheduled function, re-rates a listing whose sold comparable aged
 * out and purges its page; a seller's page and their listings' pages are
 * purged when the reply time buyers see changes, and not on other messages.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import refreshJob from '../../netlify/functions/refresh-price-ratings.ts';
import { setRevalidationWebhook } from '../../scripts/db/webhooks.ts';
import { pick } from '../../src/i18n/index.ts';
import { replyTimeLabel } from '../../src/lib/domain/replyTime.ts';
import { createListing, type Person, schedulerRequest } from './support/fixtures.ts';
import { SECRET, startTarget, type Target } from './support/revalidationTarget.ts';
import { startTestStack, type TestStack } from './support/stack.ts';

const english = pick('en', ['detail.repliesHour', 'detail.repliesHours', 'detail.repliesDay']);

const NET = { retryBaseMs: 100, retryMaxMs: 400, pollMs: 50 };
let stack: TestStack;
let target: Target | undefined;
const saved = { ...process.env };

beforeAll(async () => {
  stack = await startTestStack({ net: NET });
  Object.assign(process.env, { SUPABASE_URL: stack.url, SUPABASE_SERVICE_ROLE_KEY: stack.serviceRoleKey });
});
afterAll(async () => {
  process.env = saved;
  await stack.stop();
});
afterEach(async () => {
  await setRevalidationWebhook(stack.db, null);
  await target?.close();
});

async function connect(): Promise<Target> {
  const site = await startTarget();
  target = site;
  await setRevalidationWebhook(stack.db, { url: site.url, secret: SECRET });
  return site;
}

const sql = (text: string, params: unknown[] = []) => stack.db.transaction((tx) => tx.run(text, params));
const settle = () => new Promise((resolve) => setTimeout(resolve, 400));

describe('the daily price-rating refresh', () => {
  it('re-rates a listing whose sold comparable aged out, and its page is purged', async () => {
    const sellers = await Promise.all([0, 1, 2, 3, 4, 5].map((n) => stack.newUser(`rater${String(n)}`)));
    const service = stack.service();
    // A make of its own and no body type: no other test's listings are its evidence.
    const car = { make: 'Refreshed', model: 'MX-5', body_type: null, year: 2018, mileage: 50_000, price: 12_000 };
    const comparables: string[] = [];
    for (const seller of sellers.slice(1)) comparables.push(await createListing(service, seller.id, car));
    const subject = await createListing(service, sellers[0]?.id ?? '', car);
    const sold = comparables[0] ?? '';
    expect((await service.from('vehicles').update({ status: 'sold' }).eq('id', sold)).error).toBeNull();
    const rating = async () =>
      (await service.from('vehicles').select('price_rating').eq('id', subject).single()).data?.price_rating;
    expect(await rating()).toBe('fair');

    // A run some days ago; since then the sale passed 90 days.
    expect((await refreshJob(schedulerRequest())).status).toBe(200);
    await sql(
      `update private.scheduled_job_runs set covered_until = now() - interval '2 days' where job = 'price-ratings'`,
    );
    await sql(`update public.vehicles set status_changed_at = now() - interval '91 days' where id = $1`, [sold]);
    expect(await rating()).toBe('fair');

    const site = await connect();
    const response = await refreshJob(schedulerRequest());
    // The subject and the four active comparables each had five listings of other sellers, and now four: none is rated.
    expect(await response.json()).toEqual({ aged: 1, changed: 5, done: true, calls: 2 });
    expect(await rating()).toBeNull();
    const rerated = [subject, ...comparables.slice(1)].map((id) => `listing-${id}`);
    await expect.poll(() => site.purges.flat(), { timeout: 5000 }).toEqual(expect.arrayContaining(rerated));

    // The next run finds nothing new to age out.
    expect(await (await refreshJob(schedulerRequest())).json()).toEqual({ aged: 0, changed: 0, done: true, calls: 1 });
  });
});

describe('purges when a seller’s reply time changes', () => {
  it('agrees with what the seller card says for every band and its edges', async () => {
    const cases: [number, number | null][] = [
      [2, 60],
      [3, null],
      [3, 0],
      [3, 3_600],
      [3, 3_601],
      [3, 21_600],
      [3, 21_601],
      [3, 86_400],
      [3, 86_401],
    ];
    const labels: Record<string, string> = {
      hour: 'Usually replies within an hour',
      hours: 'Usually replies within a few hours',
      day: 'Usually replies within a day',
    };
    for (const [conversations, median] of cases) {
      const rows = await stack.db.transaction((tx) =>
        tx.query<{ band: string | null }>('select private.reply_time_band($1, $2) as band', [conversations, median]),
      );
      const band = rows[0]?.band ?? null;
      expect(band === null ? null : labels[band], `${String(conversations)}, ${String(median)}`).toBe(
        replyTimeLabel({ conversations, medianReplySeconds: median }, english),
      );
    }
  });

  it("purges the seller's page and seller cards when the shown reply time changes, not on every message", async () => {
    const seller: Person = await stack.newUser('replier', { first_name: 'Rhea' });
    const listing = await createListing(seller.client, seller.id);
    const site = await connect();
    const cardPurges = () => site.purges.filter((tags) => tags.includes(`seller-card-${seller.id}`));
    const conversation = async (n: number) => {
      const buyer = await stack.newUser(`asker${String(n)}`);
      const { data: id, error } = await buyer.client.rpc('start_conversation', { vehicle_id: listing });
      if (error) throw new Error(error.message);
      await buyer.client.from('messages').insert({ conversation_id: id, sender_id: buyer.id, body: 'Still there?' });
      await seller.client.from('messages').insert({ conversation_id: id, sender_id: seller.id, body: 'Yes.' });
      await buyer.client.from('messages').insert({ conversation_id: id, sender_id: buyer.id, body: 'Great.' });
    };

    await conversation(1);
    await conversation(2);
    await settle();
    expect(cardPurges()).toEqual([]);
    await conversation(3);
    await expect.poll(cardPurges, { timeout: 5000 }).toEqual([[`seller-${seller.id}`, `seller-card-${seller.id}`]]);
    await conversation(4);
    await settle();
    expect(cardPurges()).toHaveLength(1);

    // Replies slow down to three hours: the card now says "within a few hours".
    await sql(
      `update public.conversations set first_reply_at = first_buyer_message_at + interval '3 hours' where seller_id = $1`,
      [seller.id],
    );
    expect((await stack.service().rpc('refresh_seller_reply_stats', { seller: seller.id })).error).toBeNull();
    await expect.poll(() => cardPurges().length, { timeout: 5000 }).toBe(2);
    // The hourly refresh recomputes the same value: nothing to purge.
    expect((await stack.service().rpc('refresh_seller_reply_stats', { seller: seller.id })).error).toBeNull();
    await settle();
    expect(cardPurges()).toHaveLength(2);
  });
});
