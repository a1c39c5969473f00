-- The daily price-rating refresh.
--
-- Ratings are stored (vehicles.price_rating) and re-rated by triggers when a
-- listing or a neighbour changes. One input moves with the clock alone: a
-- sold listing is a comparable for 90 days after its sale, then it drops
-- out, and nothing is written when it does. The daily scheduled function
-- (netlify/functions/refresh-price-ratings.ts, service role) calls
-- refresh_aged_price_ratings(), which re-rates only the listings that can
-- have lost a comparable since the previous run: the active neighbours of
-- the sold listings whose 90 days ended in between (the same neighbour rule
-- the triggers use, private.price_neighbours). The first run, or one after
-- more than 30 days without a run, re-rates everything
-- (refresh_price_ratings()). Measured against the full refresh at 100,000
-- listings: docs/PERFORMANCE.md, "Daily jobs".
--
-- A rating that changes is a row update like any other, so the listing
-- webhook purges that listing's page (and, through the similar and
-- comparable tags it carries, the pages that show it) with no extra step.

create table private.scheduled_job_runs (
  job text primary key check (char_length(job) between 1 and 60),
  last_run_at timestamptz not null
);
alter table private.scheduled_job_runs enable row level security;
comment on table private.scheduled_job_runs is
  'When each scheduled database job last ran, so the next run covers exactly the time in between.';

-- The sold listings whose comparable window ends in a given interval.
create index vehicles_sold_status_changed_at_idx on public.vehicles (status_changed_at) where status = 'sold';

create function public.refresh_aged_price_ratings() returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  started timestamptz := now();
  previous timestamptz;
  aged jsonb;
  aged_count integer := 0;
  changed integer;
begin
  -- One run at a time; a second caller waits and then covers nothing twice.
  perform pg_advisory_xact_lock(hashtext('refresh_aged_price_ratings'));
  select r.last_run_at into previous from private.scheduled_job_runs r where r.job = 'price-ratings';

  if previous is null or previous < started - interval '30 days' then
    changed := public.refresh_price_ratings();
  else
    select count(*),
           jsonb_agg(jsonb_build_object('id', v.id, 'type', v.type, 'make', v.make, 'model', v.model,
                                        'year', v.year, 'mileage', v.mileage))
      into aged_count, aged
      from public.vehicles v
     where v.status = 'sold'
       and v.status_changed_at > previous - interval '90 days'
       and v.status_changed_at <= started - interval '90 days';
    changed := case when aged_count = 0 then 0 else private.rerate_listings(private.price_neighbours(aged)) end;
  end if;

  insert into private.scheduled_job_runs as r (job, last_run_at) values ('price-ratings', started)
  on conflict (job) do update set last_run_at = excluded.last_run_at;
  return jsonb_build_object('full', previous is null or previous < started - interval '30 days',
                            'aged', aged_count, 'changed', changed);
end
$$;

comment on function public.refresh_aged_price_ratings() is
  'Daily: re-rates the listings whose sold comparables aged out since the last run (everything on the first run). Service role only.';
revoke execute on function public.refresh_aged_price_ratings() from public, anon, authenticated;
grant execute on function public.refresh_aged_price_ratings() to service_role;
