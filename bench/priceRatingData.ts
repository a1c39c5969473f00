/**
 * Synthetic cars for the price rating benchmarks (bench/price-rating.ts,
 * bench/daily-jobs.ts): deterministic (fixed seed), 60 real models in their
 * usual body types, three power outputs each (the stronger, the dearer when
 * new), 2,000 sellers, years 2005-2025, mileage growing with age, 0-12 listed
 * features, and prices priced the way the seed's are (scripts/db/demoListings.ts):
 * the new price loses 12 % a year and up to 30 % with wear, and sellers ask
 * mostly a fair price (±6 %), one in ten a bargain (-20 %), one in ten an
 * optimistic one (+20 %).
 */
const SELLERS = 2000;

const MODELS: [string, string, number, string][] = [];
for (const [make, models] of Object.entries({
  Volkswagen: [
    ['Golf', 'hatchback'],
    ['Polo', 'hatchback'],
    ['Passat', 'estate'],
    ['Tiguan', 'suv'],
    ['T-Roc', 'suv'],
    ['Touran', 'mpv'],
    ['ID.3', 'hatchback'],
    ['Up', 'hatchback'],
  ],
  BMW: [
    ['320d', 'saloon'],
    ['118i', 'hatchback'],
    ['X1', 'suv'],
    ['X3', 'suv'],
    ['520d', 'saloon'],
    ['i3', 'hatchback'],
    ['330e', 'saloon'],
  ],
  Audi: [
    ['A3', 'hatchback'],
    ['A4', 'estate'],
    ['A6', 'saloon'],
    ['Q3', 'suv'],
    ['Q5', 'suv'],
    ['A1', 'hatchback'],
    ['e-tron', 'suv'],
  ],
  'Mercedes-Benz': [
    ['A 180', 'hatchback'],
    ['C 220', 'saloon'],
    ['E 220', 'estate'],
    ['GLA 200', 'suv'],
    ['GLC 300', 'suv'],
    ['B 180', 'mpv'],
  ],
  Toyota: [
    ['Corolla', 'saloon'],
    ['Yaris', 'hatchback'],
    ['RAV4', 'suv'],
    ['C-HR', 'suv'],
    ['Aygo', 'hatchback'],
    ['Prius', 'hatchback'],
  ],
  Ford: [
    ['Focus', 'estate'],
    ['Fiesta', 'hatchback'],
    ['Kuga', 'suv'],
    ['Puma', 'suv'],
    ['Mondeo', 'estate'],
    ['Mustang', 'coupe'],
  ],
  Honda: [
    ['Civic', 'hatchback'],
    ['Jazz', 'hatchback'],
    ['CR-V', 'suv'],
    ['HR-V', 'suv'],
    ['e', 'hatchback'],
  ],
  Tesla: [
    ['Model 3', 'saloon'],
    ['Model Y', 'suv'],
    ['Model S', 'saloon'],
    ['Model X', 'suv'],
  ],
  Skoda: [
    ['Octavia', 'estate'],
    ['Fabia', 'hatchback'],
    ['Superb', 'estate'],
    ['Kodiaq', 'suv'],
    ['Karoq', 'suv'],
  ],
  Renault: [
    ['Clio', 'hatchback'],
    ['Megane', 'hatchback'],
    ['Captur', 'suv'],
    ['Zoe', 'hatchback'],
    ['Kadjar', 'suv'],
    ['Twingo', 'hatchback'],
  ],
})) {
  for (const [index, [model, body]] of models.entries()) {
    MODELS.push([make, model ?? '', 18_000 + ((index * 7919) % 40) * 1_000, body ?? 'hatchback']);
  }
}

export function syntheticCars(rows: number): string {
  const models = MODELS.map(
    ([make, model, base, body], index) => `(${String(index)}, '${make}', '${model}', ${String(base)}, '${body}')`,
  ).join(',\n    ');
  return `
select setseed(0.24);
insert into auth.users (instance_id, id, aud, role, email, encrypted_password, raw_app_meta_data,
  raw_user_meta_data, created_at, updated_at, confirmation_token, email_change, email_change_token_new, recovery_token)
select '00000000-0000-0000-0000-000000000000', ('00000000-0000-4000-a000-' || lpad(to_hex(n), 12, '0'))::uuid,
       'authenticated', 'authenticated', 'bench.seller.' || n || '@wheelhouse.test', '', '{}',
       jsonb_build_object('first_name', 'Seller ' || n), now(), now(), '', '', '', ''
  from generate_series(1, ${String(SELLERS)}) n;
insert into public.vehicles (seller_id, type, title, make, model, body_type, year, price, mileage, power, features,
  fuel_type, transmission, color, location, description, status, status_changed_at, created_at, updated_at)
select ('00000000-0000-4000-a000-' || lpad(to_hex(1 + floor(random() * ${String(SELLERS)})::int), 12, '0'))::uuid,
       'car', year || ' ' || make || ' ' || model, make, model, body, year,
       greatest(500, round(base * variant_factor * power(0.88, 2026 - year)
                           * greatest(0.7, 1 - mileage / 500000.0) * mood / 100) * 100)::int,
       mileage, power, features, 'Petrol', 'Manual', 'Black', 'Berlin',
       'Synthetic listing for the price rating benchmark.',
       status, now() - (floor(random() * 120) || ' days')::interval,
       timestamptz '2026-01-01' + (n || ' minutes')::interval, timestamptz '2026-01-01' + (n || ' minutes')::interval
  from (
    select n, m.make, m.model, m.base, m.body, c.year,
           least(1999999, ((2026 - c.year) * (8000 + random() * 14000))::int) as mileage,
           (array[90, 130, 190])[c.variant] as power,
           (array[1.0, 1.2, 1.5])[c.variant] as variant_factor,
           (array['Navigation', 'Heated seats', 'Parking sensors', 'Cruise control', 'Bluetooth', 'Alloy wheels',
                  'Air conditioning', 'LED headlights', 'Rear camera', 'Apple CarPlay', 'Keyless entry', 'Sunroof'])[1:c.feature_count]
             as features,
           case when c.roll < 0.1 then 0.8 when c.roll > 0.9 then 1.2 else 0.94 + random() * 0.12 end as mood,
           case when random() < 0.92 then 'active' when random() < 0.6 then 'sold' else 'draft' end as status
      from generate_series(1, ${String(rows)}) n
      cross join lateral (
        select 2005 + floor(random() * 21)::int as year, floor(random() * ${String(MODELS.length)})::int as pick,
               1 + floor(random() * 3)::int as variant, floor(random() * 13)::int as feature_count, random() as roll,
               n as x
      ) c
      join (values
    ${models}
      ) as m(idx, make, model, base, body) on m.idx = c.pick
  ) source;
`;
}

/** The price a synthetic car is worth before its seller's mood: what a perfect model would expect. */
export function syntheticValue(
  make: string,
  model: string,
  year: number,
  mileage: number,
  power: number,
): number | null {
  const found = MODELS.find(([m, name]) => m === make && name === model);
  const variant = [90, 130, 190].indexOf(power);
  if (!found || variant === -1) return null;
  return found[2] * ([1.0, 1.2, 1.5][variant] ?? 1) * 0.88 ** (2026 - year) * Math.max(0.7, 1 - mileage / 500_000);
}
