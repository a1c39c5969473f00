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

revoke execute on function public.listing_details(uuid) from public;
grant execute on function public.listing_details(uuid) to anon, authenticated, service_role;
revoke execute on function public.listing_page(uuid) from public;
grant execute on function public.listing_page(uuid) to anon, authenticated, service_role;
