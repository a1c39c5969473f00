-- The storage schema as Supabase Storage keeps it: buckets, objects (under
-- RLS, which project migrations add policies to) and storage.foldername().
-- Object bytes live in storage_local.blobs, a table only the stack's own
-- connection reads (hosted Supabase keeps them in S3).

create schema if not exists storage;
grant usage on schema storage to anon, authenticated, service_role;

create table if not exists storage.buckets (
  id text primary key,
  name text not null unique,
  owner uuid,
  owner_id text,
  public boolean default false,
  avif_autodetection boolean default false,
  file_size_limit bigint,
  allowed_mime_types text[],
  created_at timestamptz default now(),
  updated_at timestamptz default now()
);

create table if not exists storage.objects (
  id uuid primary key default gen_random_uuid(),
  bucket_id text references storage.buckets (id),
  name text,
  owner uuid,
  owner_id text,
  metadata jsonb,
  user_metadata jsonb,
  path_tokens text[] generated always as (string_to_array(name, '/')) stored,
  version text,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  last_accessed_at timestamptz default now()
);
do $$
begin
  if not exists (select 1 from pg_type where typname = 'buckettype' and typnamespace = 'storage'::regnamespace) then
    create type storage.buckettype as enum ('STANDARD', 'ANALYTICS');
  end if;
end
$$;
alter table storage.buckets add column if not exists type storage.buckettype not null default 'STANDARD';
create unique index if not exists bucketid_objname on storage.objects (bucket_id, name);
create index if not exists name_prefix_search on storage.objects (name text_pattern_ops);
alter table storage.objects enable row level security;
alter table storage.buckets enable row level security;

grant all on storage.buckets, storage.objects to anon, authenticated, service_role;

create or replace function storage.foldername(name text) returns text[]
language plpgsql immutable
as $$
declare
  _parts text[];
begin
  select string_to_array(name, '/') into _parts;
  return _parts[1 : array_length(_parts, 1) - 1];
end
$$;

create or replace function storage.filename(name text) returns text
language plpgsql immutable
as $$
declare
  _parts text[];
begin
  select string_to_array(name, '/') into _parts;
  return _parts[array_length(_parts, 1)];
end
$$;

create or replace function storage.extension(name text) returns text
language plpgsql immutable
as $$
declare
  _filename text;
begin
  select storage.filename(name) into _filename;
  return reverse(split_part(reverse(_filename), '.', 1));
end
$$;

grant execute on function storage.foldername(text), storage.filename(text), storage.extension(text)
  to anon, authenticated, service_role;

-- Storage's own triggers: updated_at follows every update, and rows leave
-- storage.objects and storage.buckets only through the Storage API (which
-- sets storage.allow_delete_query for its transaction), never by direct SQL.
create or replace function storage.update_updated_at_column() returns trigger
language plpgsql
as $$
begin
  new.updated_at = now();
  return new;
end;
$$;

create or replace function storage.protect_delete() returns trigger
language plpgsql
as $$
begin
  if coalesce(current_setting('storage.allow_delete_query', true), 'false') != 'true' then
    raise exception 'Direct deletion from storage tables is not allowed. Use the Storage API instead.'
      using hint = 'This prevents accidental data loss from orphaned objects.',
            errcode = '42501';
  end if;
  return null;
end;
$$;

create or replace trigger update_objects_updated_at
  before update on storage.objects
  for each row execute function storage.update_updated_at_column();
create or replace trigger protect_objects_delete
  before delete on storage.objects
  for each statement execute function storage.protect_delete();
create or replace trigger protect_buckets_delete
  before delete on storage.buckets
  for each statement execute function storage.protect_delete();

-- Ownership and grants as on hosted: Storage's admin role owns the schema,
-- its tables and functions; `postgres` may use them (and grant them on)
-- but creates nothing in the schema.
alter schema storage owner to supabase_storage_admin;
alter table storage.buckets owner to supabase_storage_admin;
alter table storage.objects owner to supabase_storage_admin;
alter function storage.foldername(text) owner to supabase_storage_admin;
alter function storage.filename(text) owner to supabase_storage_admin;
alter function storage.extension(text) owner to supabase_storage_admin;
alter function storage.update_updated_at_column() owner to supabase_storage_admin;
alter function storage.protect_delete() owner to supabase_storage_admin;
grant usage on schema storage to hosted_postgres with grant option;
grant all on storage.buckets, storage.objects to hosted_postgres with grant option;
grant all on all routines in schema storage to hosted_postgres;

create schema if not exists storage_local;
revoke all on schema storage_local from public;

create table if not exists storage_local.blobs (
  object_id uuid primary key references storage.objects (id) on delete cascade,
  data bytea not null
);

-- Resumable (TUS) uploads in progress: the bytes received so far, until the
-- last PATCH completes the object. Only the stack itself reads this schema.
create table if not exists storage_local.uploads (
  id text primary key,
  bucket_id text not null,
  name text not null,
  owner_id text,
  upload_length bigint not null,
  content_type text not null,
  cache_control text not null,
  upsert boolean not null,
  data bytea not null default '\x',
  created_at timestamptz not null default now()
);
