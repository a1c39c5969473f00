/**
 * Synthetic listings for benchmarks: deterministic (fixed seed), spread over
 * both types, the catalogue's makes, fuels, transmissions and colours, owned
 * by the two demo sellers. Replace $ROWS with the number of rows.
 */
export const SYNTHETIC_LISTINGS_SQL = `
select setseed(0.42);
insert into public.vehicles (seller_id, type, title, make, model, year, price, mileage, fuel_type, transmission,
  power, engine_size, color, location, description, features, status, created_at, updated_at)
select seller, kind,
       year || ' ' || make || ' ' || model || ' bench listing ' || n,
       make, model, year,
       (1000 + floor(random() * 60000))::int,
       (floor(random() * 250000))::int,
       case when kind = 'car' then (array['Petrol','Diesel','Electric','Hybrid','Plug-in Hybrid'])[1 + floor(random() * 5)::int]
            else (array['Petrol','Electric','Hybrid'])[1 + floor(random() * 3)::int] end,
       case when kind = 'car' then (array['Automatic','Manual','Semi-Automatic','CVT'])[1 + floor(random() * 4)::int]
            else (array['Automatic','CVT'])[1 + floor(random() * 2)::int] end,
       (60 + floor(random() * 300))::int,
       (900 + floor(random() * 3000))::int,
       (array['Black','White','Silver','Blue','Red','Grey','Green','Other'])[1 + floor(random() * 8)::int],
       (array['Berlin','Hamburg','Munich','Cologne','Frankfurt','Stuttgart','Düsseldorf','Leipzig'])[1 + floor(random() * 8)::int],
       'Synthetic listing for benchmarks: well kept, full service history, two keys, non-smoker.',
       case when random() < 0.5 then array['Navigation','Bluetooth'] else array['Air Conditioning'] end,
       case when random() < 0.92 then 'active' when random() < 0.5 then 'sold' else 'draft' end,
       timestamptz '2026-01-01' + (n || ' minutes')::interval,
       timestamptz '2026-01-01' + (n || ' minutes')::interval
  from (
    select n,
           case when n % 3 = 0 then 'scooter' else 'car' end as kind,
           case when n % 2 = 0 then 'dea1e400-0000-4000-8000-000000000001'::uuid else 'b0b5e11e-0000-4000-8000-000000000002'::uuid end as seller,
           (2005 + n % 21) as year,
           case when n % 3 = 0 then (array['Vespa','Honda','Yamaha','Piaggio'])[1 + n % 4] else (array['BMW','Audi','Volkswagen','Toyota','Ford','Tesla'])[1 + n % 6] end as make,
           case when n % 3 = 0 then (array['Primavera','PCX','NMAX','Medley'])[1 + n % 4] else (array['Golf','A4','Corolla','Focus','Model 3','320d'])[1 + n % 6] end as model
      from generate_series(1, $ROWS) n
  ) source;
`;

export function syntheticListingsSql(rows: number): string {
  return SYNTHETIC_LISTINGS_SQL.replace('$ROWS', String(Math.max(0, Math.floor(rows))));
}
