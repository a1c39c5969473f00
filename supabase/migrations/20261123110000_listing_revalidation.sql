-- Listing revalidation: a Database Webhook on vehicles, the tombstones that
-- tell a deleted listing (410) from one that never existed (404), and the
-- reads the on-demand sitemap needs.
--
-- Detail pages and the sitemap are rendered on demand and cached on
-- Netlify's CDN under cache tags. When a listing is inserted, updated or
-- deleted, an after-row trigger enqueues a POST to the site's
-- /api/revalidate through pg_net (the mechanism behind Supabase's Database
-- Webhooks: the request is queued in the transaction and sent after it
-- commits); the function purges the tags the change touches. The body has
-- the Database Webhook shape (type, table, schema, record, old_record), with
-- only the columns caching depends on.
--
-- Where to post and the shared secret are per environment, so they live in
-- private.revalidation_webhook (set once per project, see README "Deploying";
-- the local stack sets it when it serves a site), never in a migration.
-- Without that row nothing is sent: a database that serves no site (a build,
-- a test) queues nothing.
--
-- Redefines nothing that exists; adds one trigger on public.vehicles.

-- Hosted projects get pg_net as an extension. The local stack provides the
-- same net schema and functions itself (supabase/local/platform), so the
-- extension is created only where the schema is missing.
do $$
begin
  if not exists (select 1 from pg_namespace where nspname = 'net') then
    create extension if not exists pg_net with schema extensions;
  end if;
end
$$;

-- Not exposed through the API: only the database owner and security definer
-- functions read it.
create schema if not exists private;
revoke all on schema private from public;

create table private.revalidation_webhook (
  singleton boolean primary key default true check (singleton),
  url text not null check (url ~ '^https?://[^[:space:]]+$'),
  secret text not null check (char_length(secret) between 32 and 200),
  updated_at timestamptz not null default now()
);
alter table private.revalidation_webhook enable row level security;
comment on table private.revalidation_webhook is
  'Where listing changes are posted (the site''s /api/revalidate) and the shared secret; one row per environment, none = no webhook.';

create table private.deleted_listings (
  id uuid primary key,
  type text not null check (type in ('car', 'scooter')),
  deleted_at timestamptz not null default now()
);
alter table private.deleted_listings enable row level security;
comment on table private.deleted_listings is
  'Ids of deleted listings, so their pages answer 410 Gone rather than 404; written by a trigger on vehicles.';

-- Whether a listing can be shown ('public'), existed and is gone (deleted or
-- hidden by moderators: 'gone'), or is unknown to visitors (null: never
-- existed, or a draft). Only asked after the anon read found nothing.
create function public.listing_availability(listing_id uuid) returns text
language sql
stable
security definer
set search_path = ''
as $$
  select case
    when exists (select 1 from private.deleted_listings d where d.id = listing_id) then 'gone'
    else (
      select case v.status when 'removed' then 'gone' when 'active' then 'public' when 'sold' then 'public' end
        from public.vehicles v
       where v.id = listing_id
    )
  end;
$$;
comment on function public.listing_availability(uuid) is
  'public | gone | null for a listing id: tells 410 (deleted or hidden) from 404 without exposing the row.';
revoke execute on function public.listing_availability(uuid) from public;
grant execute on function public.listing_availability(uuid) to anon, authenticated, service_role;

create function private.enqueue_listing_revalidation() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  target private.revalidation_webhook%rowtype;
  -- Columns whose changes no cached page shows: a view must not purge the page it viewed.
  ignored constant text[] := array['view_count', 'updated_at'];
begin
  if tg_op = 'DELETE' then
    insert into private.deleted_listings (id, type) values (old.id, old.type) on conflict (id) do nothing;
  elsif tg_op = 'INSERT' then
    delete from private.deleted_listings where id = new.id;
  elsif (to_jsonb(new) - ignored) = (to_jsonb(old) - ignored) then
    return null;
  end if;

  select * into target from private.revalidation_webhook;
  if not found then
    return null;
  end if;

  perform net.http_post(
    url := target.url,
    body := jsonb_build_object(
      'type', tg_op,
      'table', tg_table_name,
      'schema', tg_table_schema,
      'record', case when tg_op <> 'DELETE' then jsonb_build_object('id', new.id, 'type', new.type, 'status', new.status) end,
      'old_record', case when tg_op <> 'INSERT' then jsonb_build_object('id', old.id, 'type', old.type, 'status', old.status) end
    ),
    headers := jsonb_build_object('Content-Type', 'application/json', 'X-Webhook-Secret', target.secret),
    timeout_milliseconds := 5000
  );
  return null;
end
$$;
comment on function private.enqueue_listing_revalidation() is
  'Trigger: records deletions and posts each visible change of a listing to the revalidation webhook through pg_net.';

create trigger vehicles_revalidate
  after insert or update or delete on public.vehicles
  for each row execute function private.enqueue_listing_revalidation();

-- The on-demand sitemap: how many listings visitors can open, and one file's
-- worth of them (id and last change), read as the caller so row-level
-- security decides. One scalar each, so PostgREST's row limit never cuts a
-- 50,000-URL file short.
create function public.sitemap_listing_count() returns integer
language sql
stable
set search_path = ''
as $$
  select count(*)::integer from public.vehicles where status in ('active', 'sold');
$$;
comment on function public.sitemap_listing_count() is 'Listings in the sitemap (active and sold).';

create function public.sitemap_listings(file_index integer, file_size integer default 50000) returns jsonb
language sql
stable
set search_path = ''
as $$
  select coalesce(jsonb_agg(jsonb_build_array(page.id, page.updated_at) order by page.id), '[]'::jsonb)
    from (
      select v.id, v.updated_at
        from public.vehicles v
       where v.status in ('active', 'sold')
       order by v.id
      offset greatest(file_index, 0)::bigint * least(greatest(file_size, 1), 50000)
       limit least(greatest(file_size, 1), 50000)
    ) page;
$$;
comment on function public.sitemap_listings(integer, integer) is
  'One sitemap file of listings: [[id, updated_at], …] ordered by id, at most 50,000.';

revoke execute on function public.sitemap_listing_count() from public;
revoke execute on function public.sitemap_listings(integer, integer) from public;
grant execute on function public.sitemap_listing_count() to anon, authenticated, service_role;
grant execute on function public.sitemap_listings(integer, integer) to anon, authenticated, service_role;
