-- A listing sent with no location at all (a null, as an insert without the
-- key and without `Prefer: missing=default` sends it) keeps no place, as an
-- empty one does, so the column's not-null constraint answers it (23502)
-- rather than the place lookup calling null an unknown place (23514).

create or replace function public.fill_vehicle_place() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  chosen record;
  resolved integer;
begin
  if tg_op = 'UPDATE'
    and new.place_id is not distinct from old.place_id
    and new.location is not distinct from old.location
    and new.postcode is not distinct from old.postcode then
    new.latitude := old.latitude;
    new.longitude := old.longitude;
    new.country := old.country;
    return new;
  end if;

  if new.place_id is null
    or (tg_op = 'UPDATE' and new.place_id = old.place_id and new.location is distinct from old.location) then
    if new.location is null or pg_catalog.btrim(new.location) = '' then
      new.place_id := null;
      new.latitude := null;
      new.longitude := null;
      new.country := null;
      new.postcode := null;
      return new;
    end if;
    select f.id into resolved from public.find_place(place_name => new.location) f;
    new.place_id := resolved;
    if resolved is null then
      raise exception 'Unknown place "%": choose a place from the list', left(new.location, 100)
        using errcode = '23514', constraint = 'vehicles_place_check';
    end if;
  end if;

  select p.id, p.name, p.country, p.latitude, p.longitude into chosen
    from public.places p
   where p.id = new.place_id;
  if not found then
    raise exception 'Unknown place: choose a place from the list'
      using errcode = '23503', constraint = 'vehicles_place_id_fkey';
  end if;

  -- A new place drops the old place's postcode unless the client chose one.
  if tg_op = 'UPDATE' and new.place_id is distinct from old.place_id and new.postcode is not distinct from old.postcode then
    new.postcode := null;
  end if;
  if new.postcode is not null and not exists (
    select 1 from public.place_postcodes pc where pc.place_id = chosen.id and pc.postcode = new.postcode
  ) then
    raise exception 'The postcode % is not one of %''s', left(new.postcode, 10), chosen.name
      using errcode = '23514', constraint = 'vehicles_postcode_check';
  end if;
  if new.postcode is null then
    select min(pc.postcode) into new.postcode
      from public.place_postcodes pc
     where pc.place_id = chosen.id
    having count(*) = 1;
  end if;

  new.location := chosen.name;
  new.country := chosen.country;
  new.latitude := chosen.latitude;
  new.longitude := chosen.longitude;
  return new;
end
$$;
