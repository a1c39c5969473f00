/**
 * Synthetic cars for the price rating benchmark (bench/price-rating.ts):
 * deterministic (fixed seed), 60 real models, 2,000 sellers, mileage growing
 * with age and prices following the rating's depreciation with ±20 % noise.
 */
const SELLERS = 2000;

const MODELS: [string, string, number][] = [];
for (const [make, models] of Object.entries({
  Volkswagen: ['Golf', 'Polo', 'Passat', 'Tiguan', 'T-Roc', 'Touran', 'ID.3', 'Up'],
  BMW: ['320d', '118i', 'X1', 'X3', '520d', 'i3', '330e'],
  Audi: ['A3', 'A4', 'A6', 'Q3', 'Q5', 'A1', 'e-tron'],
  'Mercedes-Benz': ['A 180', 'C 220', 'E 220', 'GLA 200', 'GLC 300', 'B 180'],
  Toyota: ['Corolla', 'Yaris', 'RAV4', 'C-HR', 'Aygo', 'Prius'],
  Ford: ['Focus', 'Fiesta', 'Kuga', 'Puma', 'Mondeo', 'Mustang'],
  Honda: ['Civic', 'Jazz', 'CR-V', 'HR-V', 'e'],
  Tesla: ['Model 3', 'Model Y', 'Model S', 'Model X'],
  Skoda: ['Octavia', 'Fabia', 'Superb', 'Kodiaq', 'Karoq'],
  Renault: ['Clio', 'Megane', 'Captur', 'Zoe', 'Kadjar', 'Twingo'],
})) {
  for (const [index, model] of models.entries()) MODELS.push([make, model, 18_000 + ((index * 7919) % 40) * 1_000]);
}

export function syntheticCars(rows: number): string {
  const models = MODELS.map(
    ([make, model, base], index) => `(${String(index)}, '${make}', '${model}', ${String(base)})`,
  ).join(',\n    ');
  return `
select setseed(0.24);
insert into auth.users (instance_id, id, aud, role, email, encrypted_password, raw_app_meta_data,
  raw_user_meta_data, created_at, updated_at, confirmation_token, email_change, email_change_token_new, recovery_token)
select '00000000-0000-0000-0000-000000000000', ('00000000-0000-4000-a000-' || lpad(to_hex(n), 12, '0'))::uuid,
       'authenticated', 'authenticated', 'bench.seller.' || n || '@wheelhouse.test', '', '{}',
       jsonb_build_object('first_name', 'Seller ' || n), now(), now(), '', '', '', ''
  from generate_series(1, ${String(SELLERS)}) n;
insert into public.vehicles (seller_id, type, title, make, model, year, price, mileage, fuel_type, transmission,
  color, location, description, status, status_changed_at, created_at, updated_at)
select ('00000000-0000-4000-a000-' || lpad(to_hex(1 + floor(random() * ${String(SELLERS)})::int), 12, '0'))::uuid,
       'car', year || ' ' || make || ' ' || model, make, model, year,
       greatest(500, round(base * power(0.92, 2026 - year) * power(0.96, mileage / 10000.0) * (0.8 + random() * 0.4)))::int,
       mileage, 'Petrol', 'Manual', 'Black', 'Berlin', 'Synthetic listing for the price rating benchmark.',
       status, now() - (floor(random() * 120) || ' days')::interval,
       timestamptz '2026-01-01' + (n || ' minutes')::interval, timestamptz '2026-01-01' + (n || ' minutes')::interval
  from (
    select n, m.make, m.model, m.base, c.year,
           least(1999999, ((2026 - c.year) * (6000 + random() * 14000))::int) as mileage,
           case when random() < 0.92 then 'active' when random() < 0.6 then 'sold' else 'draft' end as status
      from generate_series(1, ${String(rows)}) n
      cross join lateral (select 2005 + floor(random() * 21)::int as year, floor(random() * ${String(MODELS.length)})::int as pick, n as x) c
      join (values
    ${models}
      ) as m(idx, make, model, base) on m.idx = c.pick
  ) source;
`;
}
