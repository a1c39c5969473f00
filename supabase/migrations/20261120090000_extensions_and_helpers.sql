-- Extensions and shared helpers the marketplace schema builds on.
-- pg_trgm gives partial-word search on titles, makes and models; unaccent
-- lets "dusseldorf" find "Düsseldorf" through the simple_unaccent text search
-- configuration; pgcrypto hashes the demo accounts' passwords in seed.sql.
-- Extensions live in the extensions schema, as Supabase installs them.

create extension if not exists pgcrypto with schema extensions;
create extension if not exists pg_trgm with schema extensions;
create extension if not exists unaccent with schema extensions;

-- Full-text search that ignores accents and does no stemming: listings mix
-- German place names with English descriptions and model names.
create text search configuration public.simple_unaccent (copy = simple);
alter text search configuration public.simple_unaccent
  alter mapping for hword, hword_part, word with extensions.unaccent, simple;

comment on text search configuration public.simple_unaccent is
  'Simple (no stemming) text search that folds accents: used by vehicles.fts.';

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
