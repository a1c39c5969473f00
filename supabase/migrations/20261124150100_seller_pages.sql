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

create or replace function private.enqueue_listing_revalidation() returns trigger
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

  perform private.post_revalidation(jsonb_build_object(
    'type', tg_op,
    'table', tg_table_name,
    'schema', tg_table_schema,
    'record', case when tg_op <> 'DELETE' then
      jsonb_build_object('id', new.id, 'type', new.type, 'status', new.status, 'seller_id', new.seller_id) end,
    'old_record', case when tg_op <> 'INSERT' then
      jsonb_build_object('id', old.id, 'type', old.type, 'status', old.status, 'seller_id', old.seller_id) end
  ));
  return null;
end
$$;

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

-- A seller page's listings: one seller's, one status, newest first.
create index vehicles_seller_status_created_at_idx on public.vehicles (seller_id, status, created_at desc);

-- Sitemap files of seller pages: sellers with at least one active listing,
-- with the last change of their public listings, 50,000 a file.
create function public.sitemap_seller_count() returns integer
language sql
stable
set search_path = ''
as $$
  select count(distinct v.seller_id)::integer from public.vehicles v where v.status = 'active';
$$;
comment on function public.sitemap_seller_count() is 'Sellers in the sitemap: those with at least one active listing.';

create function public.sitemap_sellers(file_index integer, file_size integer default 50000) returns jsonb
language sql
stable
set search_path = ''
as $$
  select coalesce(jsonb_agg(jsonb_build_array(page.seller_id, page.updated_at) order by page.seller_id), '[]'::jsonb)
    from (
      select v.seller_id, max(v.updated_at) as updated_at
        from public.vehicles v
       where v.status = 'active'
       group by v.seller_id
       order by v.seller_id
      offset greatest(file_index, 0)::bigint * least(greatest(file_size, 1), 50000)
       limit least(greatest(file_size, 1), 50000)
    ) page;
$$;
comment on function public.sitemap_sellers(integer, integer) is
  'One sitemap file of seller pages: [[seller id, last listing change], …] ordered by id, at most 50,000.';

revoke execute on function public.sitemap_seller_count() from public;
revoke execute on function public.sitemap_sellers(integer, integer) from public;
grant execute on function public.sitemap_seller_count() to anon, authenticated, service_role;
grant execute on function public.sitemap_sellers(integer, integer) to anon, authenticated, service_role;
