-- Bulk actions on My listings: change the price of many listings by an
-- amount or a percentage, mark them sold, pause them, withdraw them (back to
-- drafts) or confirm them available, each with one call and one UPDATE.
--
-- One statement per call, so what follows a listing change still follows it
-- for every listing: the row triggers (price history, the revalidation
-- webhook, saved-search alerts, confirmation times) fire per listing, and the
-- statement triggers (the price model's refit and re-rating, the facet
-- bitmaps) once for the whole set. The price model skips statements of more
-- than 1,000 listings, hence the cap. Security invoker: row-level security
-- and the explicit seller filter keep every call to the caller's own
-- listings; another seller's listing, or one that does not exist, is
-- answered as not found and left alone.
--
-- Each function answers one row per requested listing, in the order asked:
-- outcome 'changed', 'unchanged' (already so) or 'refused', with a reason
-- code the dashboard puts in words (src/lib/domain/bulkListings.ts):
-- not_found, removed (hidden by moderators), wrong_status, below_minimum,
-- above_maximum. A refused listing does not stop the others.

-- New price: the old one plus `amount` euros, or changed by `percent` (two
-- decimals at most), rounded to whole euros (halves away from zero); prices
-- below 0 or above 10,000,000 (the vehicles_price_check bounds) are refused.
-- Mirrors bulkPriceTarget in src/lib/domain/bulkListings.ts.
create function public.bulk_change_listing_prices(
  listing_ids uuid[],
  amount integer default null,
  percent numeric default null
)
returns table (listing_id uuid, outcome text, reason text, old_price integer, new_price integer)
language plpgsql
set search_path = ''
as $$
begin
  if (select auth.uid()) is null then
    raise exception 'Sign in to change your listings.' using errcode = '42501';
  end if;
  if cardinality(listing_ids) > 1000 then
    raise exception 'Change at most 1,000 listings at once.' using errcode = '22023';
  end if;
  if (amount is null) = (percent is null) then
    raise exception 'Give either an amount in euros or a percentage.' using errcode = '22023';
  end if;
  if percent is not null and (percent <= -100 or percent > 1000 or percent <> round(percent, 2)) then
    raise exception 'A percentage must be above -100 and at most 1000, with at most two decimals.'
      using errcode = '22023';
  end if;

  return query
  with requested as (
    select r.id, min(r.ord) as ord
      from unnest(coalesce(listing_ids, '{}')) with ordinality as r (id, ord)
     group by r.id
  ),
  listing as (
    select v.id,
           v.status,
           v.price,
           case
             when bulk_change_listing_prices.amount is not null
               then v.price::numeric + bulk_change_listing_prices.amount
             else round(v.price * (100 + bulk_change_listing_prices.percent) / 100)
           end as target
      from public.vehicles v
      join requested r on r.id = v.id
     where v.seller_id = (select auth.uid())
  ),
  judged as (
    select l.id, l.price, l.target,
           case
             when l.status = 'removed' then 'removed'
             when l.target < 0 then 'below_minimum'
             when l.target > 10000000 then 'above_maximum'
           end as refusal
      from listing l
  ),
  changed as (
    update public.vehicles v
       set price = j.target::integer
      from judged j
     where v.id = j.id
       and j.refusal is null
       and j.target <> j.price
    returning v.id
  )
  select r.id,
         case
           when j.id is null or j.refusal is not null then 'refused'
           when c.id is not null then 'changed'
           else 'unchanged'
         end,
         case when j.id is null then 'not_found' else j.refusal end,
         j.price,
         case when j.refusal is null then j.target::integer end
    from requested r
    left join judged j on j.id = r.id
    left join changed c on c.id = r.id
   order by r.ord;
end
$$;

comment on function public.bulk_change_listing_prices(uuid[], integer, numeric) is
  'Changes the price of many of the caller''s listings by an amount or a percentage in one statement; one outcome row per listing.';

revoke execute on function public.bulk_change_listing_prices(uuid[], integer, numeric) from public, anon;

grant execute on function public.bulk_change_listing_prices(uuid[], integer, numeric) to authenticated, service_role;

-- Mark sold (from live or paused), pause (from live) or withdraw to drafts
-- (from live, paused or sold). Drafts were never published, so they cannot
-- be sold or paused. Only this function lets a seller pause a listing: the
-- confirmation trigger (33_listing_freshness.sql) refuses a client's own
-- pause unless the transaction-local setting below says the seller asked.
create function public.bulk_set_listing_status(listing_ids uuid[], new_status text)
returns table (listing_id uuid, outcome text, reason text, previous_status text)
language plpgsql
set search_path = ''
as $$
declare
  allowed_from text[];
begin
  if (select auth.uid()) is null then
    raise exception 'Sign in to change your listings.' using errcode = '42501';
  end if;
  if cardinality(listing_ids) > 1000 then
    raise exception 'Change at most 1,000 listings at once.' using errcode = '22023';
  end if;
  allowed_from := case new_status
    when 'sold' then array['active', 'paused']
    when 'paused' then array['active']
    when 'draft' then array['active', 'paused', 'sold']
  end;
  if allowed_from is null then
    raise exception 'Listings can be marked sold, paused or withdrawn to drafts.' using errcode = '22023';
  end if;
  if new_status = 'paused' then
    perform set_config('wheelhouse.seller_pause', 'on', true);
  end if;

  return query
  with requested as (
    select r.id, min(r.ord) as ord
      from unnest(coalesce(listing_ids, '{}')) with ordinality as r (id, ord)
     group by r.id
  ),
  listing as (
    select v.id, v.status
      from public.vehicles v
      join requested r on r.id = v.id
     where v.seller_id = (select auth.uid())
  ),
  changed as (
    update public.vehicles v
       set status = bulk_set_listing_status.new_status
      from listing l
     where v.id = l.id
       and l.status = any (allowed_from)
    returning v.id
  )
  select r.id,
         case
           when l.id is null or (l.status <> bulk_set_listing_status.new_status and c.id is null) then 'refused'
           when c.id is not null then 'changed'
           else 'unchanged'
         end,
         case
           when l.id is null then 'not_found'
           when l.status = bulk_set_listing_status.new_status or c.id is not null then null
           when l.status = 'removed' then 'removed'
           else 'wrong_status'
         end,
         l.status
    from requested r
    left join listing l on l.id = r.id
    left join changed c on c.id = r.id
   order by r.ord;

  perform set_config('wheelhouse.seller_pause', '', true);
end
$$;

comment on function public.bulk_set_listing_status(uuid[], text) is
  'Marks many of the caller''s listings sold, paused or withdrawn (draft) in one statement; one outcome row per listing.';

revoke execute on function public.bulk_set_listing_status(uuid[], text) from public, anon;

grant execute on function public.bulk_set_listing_status(uuid[], text) to authenticated, service_role;

-- Confirm many live or paused listings as still available (paused ones go
-- live again), as confirm_listing_available does for one.
create function public.bulk_confirm_listings_available(listing_ids uuid[])
returns table (listing_id uuid, outcome text, reason text, previous_status text)
language plpgsql
set search_path = ''
as $$
begin
  if (select auth.uid()) is null then
    raise exception 'Sign in to change your listings.' using errcode = '42501';
  end if;
  if cardinality(listing_ids) > 1000 then
    raise exception 'Change at most 1,000 listings at once.' using errcode = '22023';
  end if;

  return query
  with requested as (
    select r.id, min(r.ord) as ord
      from unnest(coalesce(listing_ids, '{}')) with ordinality as r (id, ord)
     group by r.id
  ),
  listing as (
    select v.id, v.status
      from public.vehicles v
      join requested r on r.id = v.id
     where v.seller_id = (select auth.uid())
  ),
  changed as (
    update public.vehicles v
       set status = 'active', last_confirmed_at = now()
      from listing l
     where v.id = l.id
       and l.status in ('active', 'paused')
    returning v.id
  )
  select r.id,
         case when c.id is not null then 'changed' else 'refused' end,
         case
           when c.id is not null then null
           when l.id is null then 'not_found'
           when l.status = 'removed' then 'removed'
           else 'wrong_status'
         end,
         l.status
    from requested r
    left join listing l on l.id = r.id
    left join changed c on c.id = r.id
   order by r.ord;
end
$$;

comment on function public.bulk_confirm_listings_available(uuid[]) is
  'Confirms many of the caller''s live or paused listings as available (paused ones go live) in one statement; one outcome row per listing.';

revoke execute on function public.bulk_confirm_listings_available(uuid[]) from public, anon;

grant execute on function public.bulk_confirm_listings_available(uuid[]) to authenticated, service_role;
