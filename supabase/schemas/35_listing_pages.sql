-- Active listings per type, for the home page's category tiles.
create function public.vehicle_type_counts()
returns table (type text, total bigint)
language sql
stable
security definer
set search_path = ''
as $$
  select v.type, count(*) as total
    from public.vehicles v
   where v.status = 'active'
   group by v.type
   order by v.type
$$;

comment on function public.vehicle_type_counts() is 'Number of active listings per vehicle type.';

revoke execute on function public.vehicle_type_counts() from public;

grant execute on function public.vehicle_type_counts() to anon, authenticated, service_role;

create table private.deleted_listings (
  id uuid primary key,
  type text not null check (type in ('car', 'scooter')),
  deleted_at timestamptz not null default now()
);

alter table private.deleted_listings enable row level security;

comment on table private.deleted_listings is
  'Ids of deleted listings, so their pages answer 410 Gone rather than 404; written by a trigger on vehicles.';

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

revoke execute on function public.sitemap_listing_count() from public;

grant execute on function public.sitemap_listing_count() to anon, authenticated, service_role;

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

revoke execute on function public.sitemap_listings(integer, integer) from public;

grant execute on function public.sitemap_listings(integer, integer) to anon, authenticated, service_role;

-- A paused listing's page: visitors get 404 like a draft, but the page can
-- tell its seller (who arrives from the notification) that it is paused.
create function public.listing_availability(listing_id uuid) returns text
language sql
stable
security definer
set search_path = ''
as $$
  select case
    when exists (select 1 from private.deleted_listings d where d.id = listing_id) then 'gone'
    else (
      select case v.status
               when 'removed' then 'gone'
               when 'active' then 'public'
               when 'sold' then 'public'
               when 'paused' then 'paused'
             end
        from public.vehicles v
       where v.id = listing_id
    )
  end;
$$;

comment on function public.listing_availability(uuid) is
  'public | gone | null for a listing id: tells 410 (deleted or hidden) from 404 without exposing the row.';

revoke execute on function public.listing_availability(uuid) from public;

grant execute on function public.listing_availability(uuid) to anon, authenticated, service_role;

comment on function public.listing_availability(uuid) is
  'public | gone | paused | null for a listing id: tells 410 (deleted or hidden) and paused from 404 without exposing the row.';

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

revoke execute on function public.sitemap_seller_count() from public;

grant execute on function public.sitemap_seller_count() to anon, authenticated, service_role;

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

revoke execute on function public.sitemap_sellers(integer, integer) from public;

grant execute on function public.sitemap_sellers(integer, integer) to anon, authenticated, service_role;

-- A listing's page in one round trip.
--
-- The on-demand detail page (/vehicles/id/{id}) asked the API four times in
-- turn: the listing; the seller's public facts (public_profiles) and reply
-- time (seller_reply_stats); 40 similar candidates, sorted and cut to 3 in
-- the function; then the price evidence and the vehicle's history. Each
-- round trip is a request through the API, which made up most of the page's
-- render time. These two functions answer the same reads in one request:
--
--   public.listing_details(listing_id): the listing as the caller may see it,
--     with the seller's member-since date, response rate and reply time; null
--     when the caller sees no such listing. The page's browser check of a copy
--     the CDN served uses it too.
--   public.listing_page(listing_id): those details, the 3 similar listings,
--     and the price evidence with the history (null when they fail, so the
--     rest of the page still renders); for a listing the caller cannot see,
--     only its availability (public.listing_availability: gone, paused or
--     null), which tells 410 and a paused listing from 404.
--
-- Both run as the caller (security invoker), so row-level security decides
-- exactly as it did for the separate REST reads: anon sees active and sold
-- listings, a seller also their own. They call only what the page called
-- before (public_profiles, seller_reply_stats, vehicle_history under their
-- own rules; price_rating_evidence and listing_availability as before).
-- Listing rows come out as search_vehicles answers them: every column but
-- the search vector. PL/pgSQL, so Postgres 15 caches each statement's plan
-- per connection instead of planning a SQL function's body on every call.
create function public.listing_details(listing_id uuid) returns jsonb
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  listing public.vehicles;
  seller_since timestamptz;
  seller_response_rate integer;
  reply_time jsonb;
begin
  select v.* into listing from public.vehicles v where v.id = listing_details.listing_id;
  if not found then
    return null;
  end if;
  select p.member_since, p.response_rate
    into seller_since, seller_response_rate
    from public.public_profiles p
   where p.id = listing.seller_id;
  select jsonb_build_object('conversations', r.conversations, 'medianReplySeconds', r.median_reply_seconds)
    into reply_time
    from public.seller_reply_stats r
   where r.seller_id = listing.seller_id;
  return jsonb_build_object(
    'vehicle', to_jsonb(listing) - 'fts',
    'memberSince', seller_since,
    'responseRate', seller_response_rate,
    'replyTime', reply_time
  );
end
$$;

comment on function public.listing_details(uuid) is
  'A listing the caller may see (every column but the search vector) with its seller''s public facts and reply time; null otherwise.';

revoke execute on function public.listing_details(uuid) from public;

grant execute on function public.listing_details(uuid) to anon, authenticated, service_role;

create function public.listing_page(listing_id uuid) returns jsonb
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  details jsonb := public.listing_details(listing_page.listing_id);
  listing public.vehicles;
  similar_rows jsonb;
  insight jsonb;
begin
  if details is null then
    return jsonb_build_object('availability', public.listing_availability(listing_page.listing_id));
  end if;
  select v.* into listing from public.vehicles v where v.id = listing_page.listing_id;

  -- The 40 newest active listings of the type within 40 % of the price (an
  -- index range with a limit), then the same make first and the nearest price.
  select coalesce(jsonb_agg(to_jsonb(picked) - 'fts'
                            order by (picked.make = listing.make) desc, abs(picked.price - listing.price),
                                     picked.created_at desc), '[]')
    into similar_rows
    from (
      select candidate.*
        from (
          select s.*
            from public.vehicles s
           where s.status = 'active'
             and s.type = listing.type
             and s.id <> listing.id
             and s.price between round(listing.price * 0.6)::integer and round(listing.price * 1.4)::integer
           order by s.created_at desc
           limit 40
        ) candidate
       order by (candidate.make = listing.make) desc, abs(candidate.price - listing.price), candidate.created_at desc
       limit 3
    ) picked;

  begin
    select jsonb_build_object(
             'evidence', public.price_rating_evidence(listing.id),
             'history', coalesce(jsonb_agg(to_jsonb(h) - 'id' order by h.occurred_at, h.id), '[]')
           )
      into insight
      from (
        select e.id, e.kind, e.status, e.previous_status, e.price, e.previous_price, e.occurred_at, e.vehicle_id
          from public.vehicle_history e
         where e.lineage_id = listing.lineage_id
         order by e.occurred_at desc, e.id desc
         limit 200
      ) h;
  exception when others then
    -- The rating and history are one section of the page: the listing still shows without them.
    raise warning 'listing_page: price insight for % failed: %', listing.id, sqlerrm;
    insight := null;
  end;

  return details || jsonb_build_object('similar', similar_rows, 'insight', insight);
end
$$;

comment on function public.listing_page(uuid) is
  'A listing''s page in one request: listing_details, 3 similar listings, price evidence and history; or the availability of a listing the caller cannot see.';

revoke execute on function public.listing_page(uuid) from public;

grant execute on function public.listing_page(uuid) to anon, authenticated, service_role;
