-- Foundation: extensions, schemas and helpers every other file builds on.
-- Extensions live in the extensions schema, as Supabase installs them.

-- pg_trgm: partial-word search on titles, makes and models; unaccent: "dusseldorf"
-- finds "Düsseldorf"; pgcrypto: password hashes of the demo accounts in seed.sql.
create extension if not exists pgcrypto with schema extensions;
create extension if not exists pg_trgm with schema extensions;
create extension if not exists unaccent with schema extensions;

-- Hosted projects get pg_net as an extension (what Database Webhooks run on).
-- The local stack provides the same net schema itself (supabase/local/platform),
-- so the extension is created only where the schema is missing.
do $$
begin
  if not exists (select 1 from pg_namespace where nspname = 'net') then
    create extension if not exists pg_net with schema extensions;
  end if;
end
$$;

-- Full-text search that ignores accents and does no stemming: listings mix
-- German place names with English descriptions and model names.
create text search configuration public.simple_unaccent (copy = simple);
alter text search configuration public.simple_unaccent
  alter mapping for hword, hword_part, word with extensions.unaccent, simple;
comment on text search configuration public.simple_unaccent is
  'Simple (no stemming) text search that folds accents: used by vehicles.fts.';

-- Not exposed through the API: only the database owner and security definer
-- functions read it.
create schema if not exists private;
revoke all on schema private from public;

-- The listing search's building blocks (60_search.sql). The API does not
-- expose the schema; the API roles may use it, since the public search
-- functions run as the caller.
create schema listing_search;
comment on schema listing_search is 'Building blocks of the listing search functions; not exposed through the API.';
grant usage on schema listing_search to anon, authenticated, service_role;

-- Keeps updated_at honest on every table that has one.
create function public.set_updated_at() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end
$$;
comment on function public.set_updated_at() is 'Trigger: stamps updated_at on every update.';
