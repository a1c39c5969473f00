-- Listing photos live in two buckets under the same `{user id}/{photo id}`
-- key. vehicle-originals holds each untouched upload (EXIF, GPS and all) and
-- only its owner can read or write it. vehicle-images holds the public copy
-- the site shows: resized, orientation applied, every metadata segment
-- removed. Anyone can view it, but no client role can write it: the photo
-- function (/api/photos) checks the caller's token and the original, strips
-- the bytes again and stores them with the service role, so a JPEG with a GPS
-- tag sent straight to the Storage API never becomes a public URL
-- (docs/photos.md). The owner can still delete their public copies.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values (
  'vehicle-images',
  'vehicle-images',
  true,
  5242880,
  array['image/jpeg', 'image/png', 'image/webp', 'image/avif']
)
on conflict (id) do update
  set public = excluded.public,
      file_size_limit = excluded.file_size_limit,
      allowed_mime_types = excluded.allowed_mime_types;

-- Originals up to 25 MB, any image type a phone or camera writes.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('vehicle-originals', 'vehicle-originals', false, 26214400, array['image/*'])
on conflict (id) do update
  set public = excluded.public,
      file_size_limit = excluded.file_size_limit,
      allowed_mime_types = excluded.allowed_mime_types;

create policy "Anyone can view vehicle images"
  on storage.objects for select
  to anon
  using (bucket_id = 'vehicle-images');

create policy "Signed-in users can view vehicle images"
  on storage.objects for select
  to authenticated
  using (bucket_id = 'vehicle-images');

create policy "Users can delete vehicle images in their own folder"
  on storage.objects for delete
  to authenticated
  using (
    bucket_id = 'vehicle-images'
    and (storage.foldername(name))[1] = (select auth.uid()::text)
  );

create policy "Users can view their own photo originals"
  on storage.objects for select
  to authenticated
  using (
    bucket_id = 'vehicle-originals'
    and (storage.foldername(name))[1] = (select auth.uid()::text)
  );

create policy "Users can upload photo originals to their own folder"
  on storage.objects for insert
  to authenticated
  with check (
    bucket_id = 'vehicle-originals'
    and (storage.foldername(name))[1] = (select auth.uid()::text)
  );

create policy "Users can replace photo originals in their own folder"
  on storage.objects for update
  to authenticated
  using (
    bucket_id = 'vehicle-originals'
    and (storage.foldername(name))[1] = (select auth.uid()::text)
  )
  with check (
    bucket_id = 'vehicle-originals'
    and (storage.foldername(name))[1] = (select auth.uid()::text)
  );

create policy "Users can delete photo originals in their own folder"
  on storage.objects for delete
  to authenticated
  using (
    bucket_id = 'vehicle-originals'
    and (storage.foldername(name))[1] = (select auth.uid()::text)
  );

-- Deleting an account removes the user's photos first. Walking folders with
-- the Storage API's list call missed files more than one folder deep, so a
-- photo at {uid}/a/b/c.png left the clean-up looping until it timed out and
-- the account could not be deleted. This function names every object under
-- a prefix, however deep, a page at a time, for the service role's clean-up
-- to remove through the Storage API (which also deletes the stored files;
-- hosted Supabase refuses direct deletes from storage.objects).
create function public.storage_object_names(bucket text, prefix text, page_size integer default 1000)
returns setof text
language sql
stable
security definer
set search_path = ''
as $$
  select o.name
    from storage.objects o
   where o.bucket_id = storage_object_names.bucket
     -- A LIKE with the prefix's wildcards escaped, so the name_prefix_search index serves it.
     and o.name like replace(replace(replace(rtrim(storage_object_names.prefix, '/'), '\', '\\'), '%', '\%'), '_', '\_') || '/%'
   order by o.name
   limit least(greatest(coalesce(storage_object_names.page_size, 1000), 1), 1000)
$$;

comment on function public.storage_object_names(text, text, integer) is
  'Names of up to page_size (at most 1000) objects under prefix/ in a bucket, at any depth; service role only.';

revoke execute on function public.storage_object_names(text, text, integer) from public, anon, authenticated;

grant execute on function public.storage_object_names(text, text, integer) to service_role;
