-- Favorites: the vehicles a user saved. One row per user and vehicle; only
-- the owner sees, adds or removes theirs.
create table public.favorites (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.profiles (id) on delete cascade,
  vehicle_id uuid not null references public.vehicles (id) on delete cascade,
  created_at timestamptz not null default now(),
  constraint favorites_user_id_vehicle_id_key unique (user_id, vehicle_id)
);

alter table public.favorites enable row level security;

comment on table public.favorites is 'Vehicles each user saved; unique per user and vehicle.';

-- user_id (read by every policy) is the leading column of the unique index.
create index favorites_vehicle_id_idx on public.favorites (vehicle_id);

create policy "Users can read their own favorites"
  on public.favorites for select
  to authenticated
  using (user_id = (select auth.uid()));

create policy "Users can remove their own favorites"
  on public.favorites for delete
  to authenticated
  using (user_id = (select auth.uid()));

create policy "Users can add their own favorites of public or own listings"
  on public.favorites for insert
  to authenticated
  with check (
    user_id = (select auth.uid())
    and exists (
      select 1
        from public.vehicles v
       where v.id = favorites.vehicle_id
         and (v.status in ('active', 'sold') or v.seller_id = (select auth.uid()))
    )
  );
