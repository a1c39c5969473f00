-- The public bucket for listing photos. Anyone can view them; a signed-in
-- user writes only under their own folder, `{user id}/...`. Size and type
-- limits are the bucket's: 5 MB of JPEG, PNG, WebP or AVIF.

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

create policy "Anyone can view vehicle images"
  on storage.objects for select
  to anon
  using (bucket_id = 'vehicle-images');

create policy "Signed-in users can view vehicle images"
  on storage.objects for select
  to authenticated
  using (bucket_id = 'vehicle-images');

create policy "Users can upload vehicle images to their own folder"
  on storage.objects for insert
  to authenticated
  with check (
    bucket_id = 'vehicle-images'
    and (storage.foldername(name))[1] = (select auth.uid()::text)
  );

create policy "Users can replace vehicle images in their own folder"
  on storage.objects for update
  to authenticated
  using (
    bucket_id = 'vehicle-images'
    and (storage.foldername(name))[1] = (select auth.uid()::text)
  )
  with check (
    bucket_id = 'vehicle-images'
    and (storage.foldername(name))[1] = (select auth.uid()::text)
  );

create policy "Users can delete vehicle images in their own folder"
  on storage.objects for delete
  to authenticated
  using (
    bucket_id = 'vehicle-images'
    and (storage.foldername(name))[1] = (select auth.uid()::text)
  );
