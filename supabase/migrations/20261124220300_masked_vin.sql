-- A public masked VIN on every listing that has one: WVW••••••••••1234.
--
-- The full VIN stays private to the seller (public.vehicle_vins). Buyers see
-- its first three characters (the world manufacturer identifier, which the
-- make already tells) and its last four (the end of the serial number), with
-- the ten between hidden: enough to check the car in front of them against
-- its papers and the listing against a history report they ask the seller
-- for, not enough to copy the VIN onto another car or to order keys and
-- papers for it (the descriptor, check digit, model year, plant and most of
-- the serial stay hidden).
--
-- vehicles.vin_masked is kept by a trigger on vehicle_vins, so it is read
-- with the listing (no extra request) and under the listing's own
-- row-level security, and a VIN change is a listing change: the listing
-- webhook purges the page that shows it. Clients cannot write it.

alter table public.vehicles
  add column vin_masked text check (char_length(vin_masked) = 17);

comment on column public.vehicles.vin_masked is
  'The VIN with its middle ten characters hidden (WVW••••••••••1234); null without a VIN. Set by the database.';

create function private.mask_vin(vin text) returns text
language sql
immutable
set search_path = ''
as $$
  select left(vin, 3) || repeat('•', 10) || right(vin, 4)
$$;

comment on function private.mask_vin(text) is 'WVW••••••••••1234: the first three and last four characters of a VIN.';
revoke execute on function private.mask_vin(text) from public;

create function private.sync_masked_vin() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op in ('UPDATE', 'DELETE') and (tg_op = 'DELETE' or old.vehicle_id <> new.vehicle_id) then
    update public.vehicles v set vin_masked = null where v.id = old.vehicle_id and v.vin_masked is not null;
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    update public.vehicles v
       set vin_masked = private.mask_vin(new.vin)
     where v.id = new.vehicle_id
       and v.vin_masked is distinct from private.mask_vin(new.vin);
  end if;
  return null;
end
$$;

comment on function private.sync_masked_vin() is 'Trigger: keeps vehicles.vin_masked in step with the listing''s VIN.';
revoke execute on function private.sync_masked_vin() from public;

create trigger vehicle_vins_sync_masked_vin
  after insert or update or delete on public.vehicle_vins
  for each row execute function private.sync_masked_vin();

-- Only the database sets the masked VIN; what a client sends is ignored.
create function public.protect_masked_vin() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user in ('anon', 'authenticated') then
    new.vin_masked := case when tg_op = 'UPDATE' then old.vin_masked end;
  end if;
  return new;
end
$$;

comment on function public.protect_masked_vin() is 'Trigger: only the database sets vehicles.vin_masked.';
revoke execute on function public.protect_masked_vin() from public, anon, authenticated;

create trigger vehicles_protect_masked_vin
  before insert or update on public.vehicles
  for each row execute function public.protect_masked_vin();

update public.vehicles v
   set vin_masked = private.mask_vin(w.vin)
  from public.vehicle_vins w
 where w.vehicle_id = v.id;
