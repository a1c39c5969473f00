create table private.revalidation_webhook (
  singleton boolean primary key default true check (singleton),
  url text not null check (url ~ '^https?://[^[:space:]]+$'),
  secret text not null check (char_length(secret) between 32 and 200),
  updated_at timestamptz not null default now()
);

alter table private.revalidation_webhook enable row level security;

comment on table private.revalidation_webhook is
  'Where listing changes are posted (the site''s /api/revalidate) and the shared secret; one row per environment, none = no webhook.';

-- Seller pages (/sellers/{id}): rendered on demand and cached on the CDN
-- under the seller's cache tag, like listing pages under theirs.
--
-- A seller page shows the public profile (public_profiles) and the seller's
-- active listings and sold count, so it goes stale when one of their public
-- listings changes or when their public profile does. The listing webhook
-- now names the listing's seller (record.seller_id), and profiles get a
-- webhook of their own for the columns public_profiles shows; the site's
-- /api/revalidate turns both into cache tags. Both post through one helper.
--
-- Also: an index for a seller's listings by status and age (the page's
-- query), the reminder time left out of the changes that purge a page (no
-- page shows it), and the sitemap's seller files (sellers with at least one
-- active listing, read as the caller so row-level security decides).
create function private.post_revalidation(body jsonb) returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  target private.revalidation_webhook%rowtype;
begin
  select * into target from private.revalidation_webhook;
  if not found then
    return;
  end if;
  perform net.http_post(
    url := target.url,
    body := body,
    headers := jsonb_build_object('Content-Type', 'application/json', 'X-Webhook-Secret', target.secret),
    timeout_milliseconds := 5000
  );
end
$$;

comment on function private.post_revalidation(jsonb) is
  'Queues one Database Webhook post (pg_net) to the site''s /api/revalidate, when a webhook is configured.';

revoke execute on function private.post_revalidation(jsonb) from public;

create function private.enqueue_listing_revalidation() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  -- Columns whose changes no cached page shows: a view must not purge the page it viewed.
  ignored constant text[] := array['view_count', 'updated_at', 'availability_reminded_at'];
begin
  if tg_op = 'DELETE' then
    insert into private.deleted_listings (id, type) values (old.id, old.type) on conflict (id) do nothing;
  elsif tg_op = 'INSERT' then
    delete from private.deleted_listings where id = new.id;
  elsif (to_jsonb(new) - ignored) = (to_jsonb(old) - ignored) then
    return null;
  end if;
  -- A dealer import posts once for all its listings (private.post_bulk_listing_change).
  if private.bulk_write_active(case when tg_op = 'DELETE' then old.seller_id else new.seller_id end) then
    return null;
  end if;

  perform private.post_revalidation(jsonb_build_object(
    'type', tg_op,
    'table', tg_table_name,
    'schema', tg_table_schema,
    -- The make, model and place slugs name the landing pages that show the listing (36_landing_pages.sql).
    'record', case when tg_op <> 'DELETE' then
      jsonb_build_object('id', new.id, 'type', new.type, 'status', new.status, 'seller_id', new.seller_id,
        'make_slug', public.url_slug(new.make), 'model_slug', public.url_slug(new.model), 'place_id', new.place_id) end,
    'old_record', case when tg_op <> 'INSERT' then
      jsonb_build_object('id', old.id, 'type', old.type, 'status', old.status, 'seller_id', old.seller_id,
        'make_slug', public.url_slug(old.make), 'model_slug', public.url_slug(old.model), 'place_id', old.place_id) end
  ));
  return null;
end
$$;

comment on function private.enqueue_listing_revalidation() is
  'Trigger: records deletions and posts each visible change of a listing to the revalidation webhook through pg_net.';

create trigger vehicles_revalidate
  after insert or update or delete on public.vehicles
  for each row execute function private.enqueue_listing_revalidation();

-- A profile's public part changed (or the account is gone): its seller page is stale.
create function private.enqueue_profile_revalidation() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.post_revalidation(jsonb_build_object(
    'type', tg_op,
    'table', tg_table_name,
    'schema', tg_table_schema,
    'record', case when tg_op <> 'DELETE' then jsonb_build_object('id', new.id) end,
    'old_record', jsonb_build_object('id', old.id)
  ));
  return null;
end
$$;

comment on function private.enqueue_profile_revalidation() is
  'Trigger: posts a change of what public_profiles shows, or a deleted account, to the revalidation webhook.';

revoke execute on function private.enqueue_profile_revalidation() from public;

create trigger profiles_revalidate
  after update of first_name, last_name, is_dealer, avatar_url, location on public.profiles
  for each row
  when (
    (old.first_name, old.last_name, old.is_dealer, old.avatar_url, old.location)
      is distinct from (new.first_name, new.last_name, new.is_dealer, new.avatar_url, new.location)
  )
  execute function private.enqueue_profile_revalidation();

create trigger profiles_revalidate_delete
  after delete on public.profiles
  for each row execute function private.enqueue_profile_revalidation();

create function private.enqueue_reply_time_revalidation() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  seller uuid := case when tg_op = 'DELETE' then old.seller_id else new.seller_id end;
  before_band text := case when tg_op <> 'INSERT' then private.reply_time_band(old.conversations, old.median_reply_seconds) end;
  after_band text := case when tg_op <> 'DELETE' then private.reply_time_band(new.conversations, new.median_reply_seconds) end;
begin
  if before_band is not distinct from after_band then
    return null;
  end if;
  perform private.post_revalidation(jsonb_build_object(
    'type', tg_op,
    'table', tg_table_name,
    'schema', tg_table_schema,
    'record', jsonb_build_object('seller_id', seller),
    'old_record', jsonb_build_object('seller_id', seller)
  ));
  return null;
end
$$;

comment on function private.enqueue_reply_time_revalidation() is
  'Trigger: posts a change of the reply time a seller''s pages show to the revalidation webhook.';

revoke execute on function private.enqueue_reply_time_revalidation() from public;

create trigger seller_reply_stats_revalidate
  after insert or update or delete on public.seller_reply_stats
  for each row execute function private.enqueue_reply_time_revalidation();
