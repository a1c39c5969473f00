import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_VEHICLES } from '../../src/lib/domain/sampleVehicles.ts';
import { GENERATED_COUNT } from '../../scripts/db/demoListings.ts';
import { SEED_PATH, renderSeed, sampleSeller } from '../../scripts/db/seed.ts';
import { TYPES_PATH, renderTypes } from '../../scripts/db/types.ts';
import { DEMO_ACCOUNTS, startTestStack } from './support/stack.ts';
import type { TestStack } from './support/stack.ts';

let stack: TestStack;

beforeAll(async () => {
  stack = await startTestStack();
});

afterAll(async () => {
  await stack.stop();
});

describe('generated files', () => {
  it('seed.sql matches what the seed generator writes', async () => {
    expect(await readFile(SEED_PATH, 'utf8')).toBe(renderSeed());
  });

  it('database.types.ts matches the migrated schema', async () => {
    // The generator reads PGlite's catalog (as `npm run db:types` does): the stack's when it is one,
    // else (native Postgres) a throwaway database it migrates itself, which takes longer.
    expect(await readFile(TYPES_PATH, 'utf8')).toBe(
      await renderTypes(stack.db.kind === 'pglite' ? stack.db : undefined),
    );
  }, 90_000);
});

describe('seed data', () => {
  it('holds the eight sample vehicles exactly as the static site shows them', async () => {
    const { data, error } = await stack
      .service()
      .from('vehicles')
      .select('*')
      .in(
        'id',
        SAMPLE_VEHICLES.map((vehicle) => vehicle.id),
      );
    expect(error).toBeNull();
    expect(data).toHaveLength(8);
    for (const sample of SAMPLE_VEHICLES) {
      const row = data?.find((vehicle) => vehicle.id === sample.id);
      const seller = sampleSeller(sample);
      expect(row).toMatchObject({
        type: sample.type,
        title: sample.title,
        make: sample.make,
        model: sample.model,
        year: sample.year,
        price: sample.price,
        mileage: sample.mileage,
        fuel_type: sample.fuelType,
        transmission: sample.transmission,
        power: sample.power,
        engine_size: sample.engineSize,
        color: sample.color,
        location: sample.location,
        description: sample.description,
        image_url: sample.imageUrl,
        // Each belongs to the seller named on it; the listing shows that account's public name
        // (a dealer's trading name, a private person's first name).
        seller_name: sample.seller.isDealer ? sample.seller.name : seller.firstName,
        seller_phone: '',
        seller_has_phone: true,
        seller_is_dealer: sample.seller.isDealer,
        features: sample.features,
        status: 'active',
        seller_id: seller.id,
        body_type: sample.bodyType,
        first_registration: sample.facts.firstRegistration && `${sample.facts.firstRegistration}-01`,
        previous_owners: sample.facts.previousOwners,
        next_inspection: sample.facts.nextInspection && `${sample.facts.nextInspection}-01`,
        accident_free: sample.facts.accidentFree,
        consumption: sample.facts.consumption,
        electric_range: sample.facts.electricRange,
        emissions_class: sample.facts.emissionsClass,
      });
      expect(new Date(row?.created_at ?? '').toISOString()).toBe(sample.createdAt);
    }
  });

  it('adds a couple of hundred generated listings across both types and statuses', async () => {
    const service = stack.service();
    const all = await service.from('vehicles').select('id', { count: 'exact', head: true });
    expect(all.count).toBe(SAMPLE_VEHICLES.length + GENERATED_COUNT);
    const scooters = await service.from('vehicles').select('id', { count: 'exact', head: true }).eq('type', 'scooter');
    expect(scooters.count).toBeGreaterThan(40);
    const sold = await service.from('vehicles').select('id', { count: 'exact', head: true }).eq('status', 'sold');
    expect(sold.count).toBeGreaterThan(0);
  });

  it('creates a profile for every demo account, the dealer flagged', async () => {
    const { data } = await stack.service().from('profiles').select('id, first_name, is_dealer').order('first_name');
    expect(data).toEqual(
      expect.arrayContaining([
        { id: DEMO_ACCOUNTS.dealer.id, first_name: DEMO_ACCOUNTS.dealer.firstName, is_dealer: true },
        { id: DEMO_ACCOUNTS.private.id, first_name: DEMO_ACCOUNTS.private.firstName, is_dealer: false },
        { id: DEMO_ACCOUNTS.buyer.id, first_name: DEMO_ACCOUNTS.buyer.firstName, is_dealer: false },
      ]),
    );
  });

  it('lets every demo account sign in with the documented password', async () => {
    for (const account of Object.values(DEMO_ACCOUNTS)) {
      const client = await stack.signIn(account.email);
      const { data } = await client.auth.getUser();
      expect(data.user?.id).toBe(account.id);
    }
  });
});

describe('database invariants', () => {
  const base = {
    seller_id: DEMO_ACCOUNTS.dealer.id,
    type: 'car',
    title: 'Invariant probe',
    make: 'Ford',
    model: 'Focus',
    year: 2020,
    price: 10_000,
    mileage: 50_000,
    fuel_type: 'Petrol',
    transmission: 'Manual',
  } as const;

  it.each([
    ['an unknown vehicle type', { type: 'truck' }],
    ['a negative price', { price: -1 }],
    ['a price above ten million', { price: 10_000_001 }],
    ['a year before 1900', { year: 1899 }],
    ['a year after next year', { year: new Date().getFullYear() + 2 }],
    ['a negative mileage', { mileage: -5 }],
    ['an engine size above 10000 cc', { engine_size: 10_001 }],
    ['a colour outside the list', { color: 'Purple' }],
    ['a diesel scooter', { type: 'scooter', fuel_type: 'Diesel', transmission: 'CVT' }],
    ['a manual scooter', { type: 'scooter', fuel_type: 'Petrol', transmission: 'Manual' }],
    ['a description over 5000 characters', { description: 'x'.repeat(5001) }],
  ])('refuses %s', async (_label, override) => {
    const { error, status } = await stack
      .service()
      .from('vehicles')
      // Values the generated types already refuse: the database must refuse them too.
      .insert({ ...base, ...override } as never);
    expect(status).toBe(400);
    expect(error?.code).toBe('23514');
  });

  it('accepts a valid listing and stamps updated_at on change', async () => {
    const service = stack.service();
    const { data, error } = await service.from('vehicles').insert(base).select('id, updated_at, fts').single();
    expect(error).toBeNull();
    expect(String(data?.fts)).toContain('focus');
    await new Promise((resolve) => setTimeout(resolve, 20));
    const updated = await service
      .from('vehicles')
      .update({ price: 9_500 })
      .eq('id', data?.id ?? '')
      .select('updated_at')
      .single();
    expect(new Date(updated.data?.updated_at ?? 0).getTime()).toBeGreaterThan(
      new Date(data?.updated_at ?? 0).getTime(),
    );
  });

  it('was analyzed after seeding so the planner has statistics', async () => {
    const rows = await stack.db.transaction((tx) =>
      tx.query<{ n: number }>(
        `select count(*)::int as n from pg_stats where schemaname = 'public' and tablename = 'vehicles'`,
      ),
    );
    expect(rows[0]?.n).toBeGreaterThan(0);
  });
});
