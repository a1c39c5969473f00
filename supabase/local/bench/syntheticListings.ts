/**
 * Synthetic listings for benchmarks: deterministic (fixed seed), spread over
 * both types, the catalogue's makes, fuels, transmissions and colours, owned
 * by the two demo sellers. Replace $ROWS with the number of rows.
 *
 * Each listing also gets the facts the search filters read, drawn from a hash
 * of its number so the random sequence (and so every other column) stays as
 * it was: a body type; for cars, doors and seats as the body type has them
 * (the layouts of the demo listings, scripts/db/demoListings.ts, one in eight
 * not stated); a first registration in the model year (one in ten not
 * stated), 0-4 previous owners (one in seven not stated) and, unless
 * electric, an emissions class of the model year's standard.
 */
export const SYNTHETIC_LISTINGS_SQL = `
select setseed(0.42);
insert into public.vehicles (seller_id, type, title, make, model, year, price, mileage, fuel_type, transmission,
  power, engine_size, color, location, description, features, status, created_at, updated_at,
  body_type, doors, seats, first_registration, previous_owners, emissions_class)
select g.seller, g.kind, g.title, g.make, g.model, g.year, g.price, g.mileage, g.fuel_type, g.transmission,
       g.power, g.engine_size, g.color, g.location, g.description, g.features, g.status, g.created_at, g.updated_at,
       facts.body_type,
       case when g.kind = 'car' and g.h % 8 <> 0
            then (layouts -> facts.body_type -> ((g.h / 8) % jsonb_array_length(layouts -> facts.body_type))::int ->> 0)::smallint end,
       case when g.kind = 'car' and g.h % 8 <> 0
            then (layouts -> facts.body_type -> ((g.h / 8) % jsonb_array_length(layouts -> facts.body_type))::int ->> 1)::smallint end,
       case when g.h % 10 <> 0 then make_date(g.year, 1 + ((g.h / 10) % 12)::int, 1) end,
       case when g.h % 7 <> 0 then ((g.h / 7) % 5)::smallint end,
       case when g.fuel_type = 'Electric' then null
            when g.kind = 'car' then case when g.year < 2009 then 'Euro 4' when g.year < 2015 then 'Euro 5'
                                          when g.year < 2018 then 'Euro 6' when g.year < 2021 then 'Euro 6d-TEMP'
                                          else 'Euro 6d' end
            else case when g.year < 2017 then 'Euro 3' when g.year < 2021 then 'Euro 4' else 'Euro 5' end end
  from (
    select seller, kind,
           year || ' ' || make || ' ' || model || ' bench listing ' || n as title,
           make, model, year,
           (1000 + floor(random() * 60000))::int as price,
           (floor(random() * 250000))::int as mileage,
           case when kind = 'car' then (array['Petrol','Diesel','Electric','Hybrid','Plug-in Hybrid'])[1 + floor(random() * 5)::int]
                else (array['Petrol','Electric','Hybrid'])[1 + floor(random() * 3)::int] end as fuel_type,
           case when kind = 'car' then (array['Automatic','Manual','Semi-Automatic','CVT'])[1 + floor(random() * 4)::int]
                else (array['Automatic','CVT'])[1 + floor(random() * 2)::int] end as transmission,
           (60 + floor(random() * 300))::int as power,
           (900 + floor(random() * 3000))::int as engine_size,
           (array['Black','White','Silver','Blue','Red','Grey','Green','Other'])[1 + floor(random() * 8)::int] as color,
           (array['Berlin','Hamburg','Munich','Cologne','Frankfurt','Stuttgart','Düsseldorf','Leipzig'])[1 + floor(random() * 8)::int] as location,
           'Synthetic listing for benchmarks: well kept, full service history, two keys, non-smoker.' as description,
           case when random() < 0.5 then array['Navigation','Bluetooth'] else array['Air Conditioning'] end as features,
           case when random() < 0.92 then 'active' when random() < 0.5 then 'sold' else 'draft' end as status,
           timestamptz '2026-01-01' + (n || ' minutes')::interval as created_at,
           timestamptz '2026-01-01' + (n || ' minutes')::interval as updated_at,
           (n::bigint * 2654435761) % 1000003 as h
      from (
        select n,
               case when n % 3 = 0 then 'scooter' else 'car' end as kind,
               case when n % 2 = 0 then 'dea1e400-0000-4000-8000-000000000001'::uuid else 'b0b5e11e-0000-4000-8000-000000000002'::uuid end as seller,
               (2005 + n % 21) as year,
               case when n % 3 = 0 then (array['Vespa','Honda','Yamaha','Piaggio'])[1 + n % 4] else (array['BMW','Audi','Volkswagen','Toyota','Ford','Tesla'])[1 + n % 6] end as make,
               case when n % 3 = 0 then (array['Primavera','PCX','NMAX','Medley'])[1 + n % 4] else (array['Golf','A4','Corolla','Focus','Model 3','320d'])[1 + n % 6] end as model
          from generate_series(1, $ROWS) n
      ) source
    offset 0
  ) g
  cross join lateral (
    select case when g.kind = 'car'
                then (array['hatchback','saloon','estate','suv','coupe','convertible','mpv','pickup','van'])[1 + ((g.h / 97) % 9)::int]
                else (array['step-through','high-wheel','sport','maxi','three-wheel','electric-moped'])[1 + ((g.h / 97) % 6)::int]
           end as body_type
  ) facts
  cross join (select '{"hatchback": [[5,5],[5,5],[5,5],[3,4],[3,5]], "saloon": [[4,5]], "estate": [[5,5]],
                       "suv": [[5,5],[5,5],[5,5],[5,7],[5,5]], "coupe": [[2,4],[2,4],[2,2]], "convertible": [[2,4],[2,2]],
                       "mpv": [[5,7],[5,5],[5,7]], "pickup": [[4,5],[2,2]], "van": [[4,3],[5,9],[4,6]]}'::jsonb as layouts) l;
`;

export function syntheticListingsSql(rows: number): string {
  return SYNTHETIC_LISTINGS_SQL.replace('$ROWS', String(Math.max(0, Math.floor(rows))));
}
