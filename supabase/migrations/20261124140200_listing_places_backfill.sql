-- Gives the listings that exist before places their place: each free-text
-- location is resolved as the trigger resolves it (own name before exonym,
-- then the most populous place: "Cologne" → Köln, "Frankfurt" → Frankfurt am
-- Main). Setting place_id fires vehicles_fill_place, which copies the
-- coordinates, country and postcode and writes the place's name into
-- location. Locations that name no place keep none (they show no distance);
-- nothing is refused here.

update public.vehicles v
   set place_id = resolved.id
  from (
    select distinct on (v2.id) v2.id as vehicle_id, f.id
      from public.vehicles v2
     cross join lateral public.find_place(place_name => v2.location) f
     where v2.place_id is null
       and pg_catalog.btrim(v2.location) <> ''
  ) as resolved
 where v.id = resolved.vehicle_id;
