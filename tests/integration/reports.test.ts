/**
 * Reporting listings: who may report what, what a report may say, who reads
 * reports, and that moderation state belongs to the service role.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TablesInsert } from '../../src/lib/database.types.ts';
import { createListing } from './support/fixtures.ts';
import type { ListingStatus, Person } from './support/fixtures.ts';
import { startTestStack } from './support/stack.ts';
import type { TestStack } from './support/stack.ts';

let stack: TestStack;
let seller: Person;
let reporter: Person;
let other: Person;

beforeAll(async () => {
  stack = await startTestStack();
  seller = await stack.newUser('seller');
  reporter = await stack.newUser('reporter');
  other = await stack.newUser('other');
});

afterAll(async () => {
  await stack.stop();
});

/** A listing of the seller's, created by the service role. */
function listing(status: ListingStatus = 'active'): Promise<string> {
  return createListing(stack.service(), seller.id, { status });
}

function report(who: Person, vehicleId: string, fields: Partial<TablesInsert<'reports'>> = {}) {
  return who.client
    .from('reports')
    .insert({ vehicle_id: vehicleId, reporter_id: who.id, reason: 'scam', details: ' Deposit first ', ...fields })
    .select('id, status, details')
    .single();
}

describe('reporting a listing', () => {
  it('a signed-in user reports an active or sold listing once; the report starts open and trimmed', async () => {
    const vehicleId = await listing();
    const first = await report(reporter, vehicleId);
    expect(first.error).toBeNull();
    expect(first.data).toMatchObject({ status: 'open', details: 'Deposit first' });
    const again = await report(reporter, vehicleId);
    expect(again.error?.code).toBe('23505');
    expect((await report(reporter, await listing('sold'))).error).toBeNull();
  });

  it('refuses drafts, hidden listings and unknown ones with 404, and one’s own', async () => {
    for (const vehicleId of [
      await listing('draft'),
      await listing('removed'),
      '00000000-0000-4000-8000-000000000000',
    ]) {
      const { error, status } = await report(reporter, vehicleId);
      expect(error).toMatchObject({ code: 'PT404', message: 'This listing is no longer available to report.' });
      expect(status).toBe(404);
    }
    const own = await report(seller, await listing());
    expect(own.error?.code).toBe('23514');
    expect(own.error?.message).toMatch(/own listing/);
  });

  it('refuses reporting as someone else, and anon', async () => {
    const vehicleId = await listing();
    const impostor = await other.client
      .from('reports')
      .insert({ vehicle_id: vehicleId, reporter_id: reporter.id, reason: 'scam' });
    expect(impostor.error?.code).toBe('42501');
    const anon = await stack
      .anon()
      .from('reports')
      .insert({ vehicle_id: vehicleId, reporter_id: reporter.id, reason: 'scam' });
    expect(anon.error?.code).toBe('42501');
  });

  it('checks the reason and the details like the form does', async () => {
    const vehicleId = await listing();
    // A reason the generated types already refuse: the database must refuse it too.
    expect((await report(other, vehicleId, { reason: 'boring' as never })).error?.code).toBe('23514');
    expect((await report(other, vehicleId, { reason: 'other', details: 'short' })).error?.code).toBe('23514');
    expect((await report(other, vehicleId, { details: 'x'.repeat(1001) })).error?.code).toBe('23514');
    expect(
      (await report(other, vehicleId, { reason: 'other', details: 'The engine number is scratched off.' })).error,
    ).toBeNull();
  });

  it('a client cannot set the moderation fields', async () => {
    const vehicleId = await listing();
    const forged = await other.client
      .from('reports')
      .insert({ vehicle_id: vehicleId, reporter_id: other.id, reason: 'scam', status: 'resolved' });
    expect(forged.error?.code).toBe('42501');
  });
});

describe('reading and changing reports', () => {
  it('reporters read only their own reports; sellers and anon read none', async () => {
    const vehicleId = await listing();
    const mine = await report(reporter, vehicleId);
    const id = mine.data?.id ?? '';
    expect((await reporter.client.from('reports').select('id').eq('id', id)).data).toHaveLength(1);
    expect((await seller.client.from('reports').select('id').eq('id', id)).data).toEqual([]);
    expect((await other.client.from('reports').select('id').eq('id', id)).data).toEqual([]);
    expect((await stack.anon().from('reports').select('id').eq('id', id)).data).toEqual([]);
  });

  it('nobody but the service role updates or deletes a report', async () => {
    const vehicleId = await listing();
    const id = (await report(reporter, vehicleId)).data?.id ?? '';
    const update = await reporter.client.from('reports').update({ status: 'dismissed' }).eq('id', id);
    expect(update.error?.code).toBe('42501');
    const remove = await reporter.client.from('reports').delete().eq('id', id);
    expect(remove.error?.code).toBe('42501');
    const { data } = await stack.service().from('reports').select('status').eq('id', id).single();
    expect(data?.status).toBe('open');
  });

  it('sellers cannot touch what moderators remember about a hidden listing', async () => {
    const vehicleId = await listing();
    const write = await seller.client.from('vehicles').update({ status_before_removal: 'sold' }).eq('id', vehicleId);
    expect(write.error?.code).toBe('42501');
  });

  it('the audit log is closed to every client role', async () => {
    for (const client of [stack.anon(), reporter.client]) {
      expect((await client.from('audit_log').select('id')).error?.code).toBe('42501');
      expect((await client.from('audit_log').insert({ action: 'x', target_type: 'site' })).error?.code).toBe('42501');
    }
  });
});
