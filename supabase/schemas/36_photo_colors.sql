-- The dominant colour of each public listing photo (docs/photos.md): a photo
-- frame shows it until the photo arrives. Written by the one writer of the
-- vehicle-images bucket (/api/photos, the dealer photo fetch, the demo seed,
-- all with the service role); read by anyone, like the photos themselves.
create table public.photo_colors (
  -- The object path in vehicle-images, as vehicles.images holds it.
  path text primary key check (char_length(path) between 1 and 300),
  color text not null check (color ~ '^#[0-9a-f]{6}$'),
  created_at timestamptz not null default now()
);

alter table public.photo_colors enable row level security;

comment on table public.photo_colors is
  'Dominant colour (#rrggbb) of a public photo in vehicle-images, shown as the photo frame''s placeholder.';

-- Only the service role writes: the colour comes from the bytes it stored.
revoke insert, update, delete, truncate on public.photo_colors from anon, authenticated;

create policy "Anyone can read photo colours"
  on public.photo_colors for select
  to anon
  using (true);

create policy "Signed-in users can read photo colours"
  on public.photo_colors for select
  to authenticated
  using (true);

-- A listing's photo colours, in the order of its images ('' where a photo
-- has none), so every read of a listing (cards, gallery, rows, search)
-- carries them with the paths and no second query. Kept by triggers: nobody
-- writes them directly.
alter table public.vehicles
  add column image_colors text[] not null default '{}'
    check (array_to_string(image_colors, ',', '') ~ '^(#[0-9a-f]{6})?(,(#[0-9a-f]{6})?)*$');

comment on column public.vehicles.image_colors is
  'Dominant colour of each photo in images (same order), '''' where unknown; from photo_colors, kept by triggers.';

create function public.vehicles_fill_image_colors() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.image_colors := (
    select coalesce(array_agg(coalesce(pc.color, '') order by photo.position), '{}')
      from unnest(new.images) with ordinality as photo(path, position)
      left join public.photo_colors pc on pc.path = photo.path
  );
  return new;
end
$$;

create trigger vehicles_fill_image_colors
  before insert or update of images, image_colors on public.vehicles
  for each row execute function public.vehicles_fill_image_colors();

-- A colour stored after the listing already names the photo (the demo seed
-- uploads photos after the listings): fill it in. A photo lives in its
-- seller's folder, so only that seller's listings can name it.
create function public.photo_colors_fill_vehicles() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if split_part(new.path, '/', 1) ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
    update public.vehicles v
       set image_colors = '{}'
     where v.seller_id = split_part(new.path, '/', 1)::uuid
       and new.path = any (v.images);
  end if;
  return null;
end
$$;

revoke execute on function public.photo_colors_fill_vehicles() from public, anon, authenticated;

create trigger photo_colors_fill_vehicles
  after insert or update of color on public.photo_colors
  for each row execute function public.photo_colors_fill_vehicles();
