-- The daily price-rating refresh.
--
-- Ratings are stored (vehicles.price_rating) and re-rated by triggers when a
-- listing or a neighbour changes. One input moves with the clock alone: a
-- sold listing is a comparable for 90 days after its sale, then it drops
-- out, and nothing is written when it does. The daily scheduled function
-- (netlify/functions/refresh-price-ratings.ts, service role) calls
-- refresh_aged_price_ratings() until it answers done: each call takes the
-- next few sold listings whose 90 days ended since the last one covered, in
-- order of sale, and re-rates their active neighbours (the neighbour rule the
-- triggers use, private.price_neighbours). A cursor remembers how far the
-- aging is covered, so calls stay short (an API request has 8 seconds) and a
-- run cut off, or a day without a run, is caught up by the next. Re-rating
-- everything (refresh_price_ratings(): 6 minutes at 100,000 listings) is for
-- bulk loads, not for the schedule: docs/PERFORMANCE.md, "Daily jobs".
--
-- A rating that changes is a row update like any other, so the listing
-- webhook purges that listing's page (and, through the similar and
-- comparable tags it carries, the pages that show it) with no extra step.

create table private.scheduled_job_runs (
  job text primary key check (char_length(job) between 1 and 60),
  -- How far the job has covered time: for the price ratings, every sale up to
  -- covered_until - 90 days has aged out and been followed.
  covered_until timestamptz not null
);
alter table private.scheduled_job_runs enable row level security;
comment on table private.scheduled_job_runs is
  'How far each scheduled database job has covered time, so the next call starts where the last one stopped.';

-- The sold listings whose comparable window ends in a given interval, in order.
create index vehicles_sold_status_changed_at_idx on public.vehicles (status_changed_at) where status = 'sold';

create function public.refresh_aged_price_ratings(max_listings integer default 10) returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  horizon timestamptz := now() - interval '90 days';
  covered timestamptz;
  last_sale timestamptz;
  aged jsonb;
  aged_count integer := 0;
  changed integer := 0;
begin
  -- One caller at a time; a second waits and then starts where the first stopped.
  perform pg_advisory_xact_lock(hashtext('refresh_aged_price_ratings'));
  select r.covered_until - interval '90 days' into covered
    from private.scheduled_job_runs r
   where r.job = 'price-ratings';

  if covered is not null then
    -- The next sales to age out, whole timestamps at a time.
    select max(n.status_changed_at) into last_sale
      from (
        select v.status_changed_at
          from public.vehicles v
         where v.status = 'sold' and v.status_changed_at > covered and v.status_changed_at <= horizon
         order by v.status_changed_at
         limit greatest(max_listings, 1)
      ) n;
    if last_sale is not null then
      select count(*),
             jsonb_agg(jsonb_build_object('id', v.id, 'type', v.type, 'make', v.make, 'model', v.model,
                                          'year', v.year, 'mileage', v.mileage))
        into aged_count, aged
        from public.vehicles v
       where v.status = 'sold' and v.status_changed_at > covered and v.status_changed_at <= last_sale;
      changed := private.rerate_listings(private.price_neighbours(aged));
    end if;
  end if;

  -- The first call starts the cursor: ratings are current until now (the triggers keep them so).
  insert into private.scheduled_job_runs as r (job, covered_until)
  values ('price-ratings', coalesce(last_sale + interval '90 days', now()))
  on conflict (job) do update set covered_until = excluded.covered_until;
  return jsonb_build_object('aged', aged_count, 'changed', changed, 'done', last_sale is null);
end
$$;

comment on function public.refresh_aged_price_ratings(integer) is
  'Re-rates the neighbours of the next sold listings whose 90 days ended (done: nothing left). Service role only.';
revoke execute on function public.refresh_aged_price_ratings(integer) from public, anon, authenticated;
grant execute on function public.refresh_aged_price_ratings(integer) to service_role;
