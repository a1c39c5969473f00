-- Saved-search alerts after commit. Until now a published or edited listing
-- found its saved searches, recorded the matches and wrote or updated one
-- notification per search inside the seller's own transaction
-- (public.alert_saved_searches, 20261124160000_saved_searches.sql). The
-- matching query is cheap (one indexed scan), but the alerts grow with the
-- number of people to alert: with 10,000 saved searches they added 12.8 ms at
-- the median to an insert on native Postgres, over the 10 ms the search
-- issue allows (docs/PERFORMANCE.md, "Saved searches").
--
-- Now the vehicles triggers only queue a Database Webhook through pg_net, as
-- the listing revalidation does (20261123110000_listing_revalidation.sql):
-- the request is sent after the transaction commits, to the site's
-- /api/saved-search-alerts with a shared secret, and that function calls
-- public.send_saved_search_alerts(listing_id) with the service role. The
-- step itself is the old trigger's, run on the listing as it is when the
-- request arrives: it brings the listing's matches up to date with what it
-- matches now (new matches recorded and alerted, waiting ones it no longer
-- matches dropped), so it can run any number of times, in any order, for
-- any number of edits, and the result is that of the last state. An alert
-- therefore reaches the bell a moment after the publication, not in the
-- same transaction.
--
-- Where to post and the secret are per environment (private.
-- saved_search_alert_webhook, set once per project, README "Deploying";
-- the local stack sets it when it serves a site); without that row nothing
-- is posted.
--
-- Nothing is lost when a delivery is: hosted pg_net sends a request once
-- (the local stack's retries, supabase/local/README.md), so the trigger also
-- marks the listing due (private.saved_search_alerts_due), the alert step
-- clears the mark, and an hourly scheduled function
-- (netlify/functions/saved-search-alerts-sweep.ts) runs the step for
-- listings still marked after five minutes: send_due_saved_search_alerts().

create table private.saved_search_alert_webhook (
  singleton boolean primary key default true check (singleton),
  url text not null check (url ~ '^https?://[^[:space:]]+$'),
  secret text not null check (char_length(secret) between 32 and 200),
  updated_at timestamptz not null default now()
);
alter table private.saved_search_alert_webhook enable row level security;
comment on table private.saved_search_alert_webhook is
  'Where listing publications and edits are posted for saved-search alerts (the site''s /api/saved-search-alerts) and the shared secret; one row per environment, none = no alerts.';

create table private.saved_search_alerts_due (
  vehicle_id uuid primary key references public.vehicles (id) on delete cascade,
  queued_at timestamptz not null default now()
);
alter table private.saved_search_alerts_due enable row level security;
comment on table private.saved_search_alerts_due is
  'Listings whose saved-search alerts have not run since their last publication or edit; cleared by send_saved_search_alerts, swept hourly.';
create index saved_search_alerts_due_queued_at_idx on private.saved_search_alerts_due (queued_at);

-- The alert step for one listing, as the listing is now. Returns how many
-- saved searches newly matched it.
create function public.send_saved_search_alerts(listing_id uuid) returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v public.vehicles;
  matched uuid[];
  fresh uuid[];
  folded uuid[];
  due uuid[];
  alert_content text;
begin
  -- One run per listing at a time: a retry, or the delivery of the next
  -- edit, waits for this one and then finds its matches recorded.
  perform pg_advisory_xact_lock(hashtext('saved_search_alerts:' || listing_id::text));
  -- Marks from changes this transaction can see; a later change marks again.
  delete from private.saved_search_alerts_due d where d.vehicle_id = listing_id and d.queued_at <= now();
  select * into v from public.vehicles where id = listing_id;
  if not found then
    -- Deleted since: its matches went with it.
    return 0;
  end if;
  -- Empty unless the listing is active.
  matched := public.saved_searches_matching(v);
  alert_content := 'Newest: ' || v.title || ', €' || to_char(v.price, 'FM9G999G999') || '.';

  -- Waiting matches the listing no longer has go; announced ones stay counted.
  with gone as (
    delete from public.saved_search_matches m
     where m.vehicle_id = v.id
       and m.notified_at is null
       and m.saved_search_id <> all (matched)
    returning m.saved_search_id
  )
  update public.saved_searches s
     set new_match_count = greatest(s.new_match_count - 1, 0)
    from gone
   where s.id = gone.saved_search_id;

  -- A listing that keeps matching counts nothing twice.
  select coalesce(array_agg(f.id), '{}') into fresh
    from unnest(matched) as f (id)
   where not exists (
     select 1 from public.saved_search_matches m where m.vehicle_id = v.id and m.saved_search_id = f.id
   );
  if cardinality(fresh) = 0 then
    return 0;
  end if;

  -- Which searches update this hour's unread notification, and which get a
  -- new one. The row locks make parallel publications decide one after the other.
  select coalesce(array_agg(c.id) filter (where c.unread), '{}'),
         coalesce(array_agg(c.id) filter (where c.hour_over), '{}')
    into folded, due
    from (
      select s.id,
             n.id is not null as unread,
             s.last_notified_at is null or s.last_notified_at <= now() - interval '1 hour' as hour_over
        from public.saved_searches s
        left join public.notifications n
          on n.id = s.notification_id and not n.read and s.last_notified_at > now() - interval '1 hour'
       where s.id = any (fresh)
         for no key update of s
    ) c;

  insert into public.saved_search_matches (saved_search_id, vehicle_id, notified_at)
  select f.id, v.id, case when f.id = any (folded) or f.id = any (due) then now() end
    from unnest(fresh) as f (id);

  if cardinality(folded) > 0 then
    update public.notifications n
       set title = public.saved_search_alert_title(s.alert_match_count + 1, s.name),
           content = alert_content,
           related_id = v.id::text,
           created_at = now()
      from public.saved_searches s
     where s.id = any (folded)
       and n.id = s.notification_id;
  end if;

  -- New notifications count this match and those that waited; each search
  -- then points to its user's new notification (two searches of one user
  -- matching the same listing share one: see coalesce_notification).
  with waiting as (
    select m.saved_search_id as id, count(*)::integer as matches
      from public.saved_search_matches m
     where m.saved_search_id = any (due)
       and (m.notified_at is null or m.vehicle_id = v.id)
     group by m.saved_search_id
  ),
  sent as (
    insert into public.notifications (user_id, type, title, content, related_id)
    select s.user_id, 'vehicle', public.saved_search_alert_title(w.matches, s.name), alert_content, v.id::text
      from public.saved_searches s
      join waiting w on w.id = s.id
    returning id, user_id
  ),
  counted as (
    update public.saved_search_matches m
       set notified_at = now()
     where m.saved_search_id = any (due)
       and m.notified_at is null
  )
  update public.saved_searches s
     set new_match_count = s.new_match_count + 1,
         alert_match_count = case
           when s.id = any (folded) then s.alert_match_count + 1
           when w.id is not null then w.matches
           else s.alert_match_count
         end,
         last_notified_at = case when w.id is not null then now() else s.last_notified_at end,
         notification_id = case
           when w.id is not null then (select sent.id from sent where sent.user_id = s.user_id limit 1)
           else s.notification_id
         end
    from unnest(fresh) as f (id)
    left join waiting w on w.id = f.id
   where s.id = f.id;
  return cardinality(fresh);
end
$$;

comment on function public.send_saved_search_alerts(uuid) is
  'Brings a listing''s saved-search matches up to date and notifies the owners of searches it newly matches (one notification per search per hour). Service role; called by /api/saved-search-alerts.';
revoke execute on function public.send_saved_search_alerts(uuid) from public, anon, authenticated;
grant execute on function public.send_saved_search_alerts(uuid) to service_role;

-- The hourly safety net: the alert step for listings whose delivery did not
-- arrive (still marked due after `waited`), oldest first, a batch per call.
create function public.send_due_saved_search_alerts(
  max_listings integer default 50,
  waited interval default interval '5 minutes'
) returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  listing uuid;
  listings integer := 0;
  new_matches integer := 0;
begin
  for listing in
    select d.vehicle_id
      from private.saved_search_alerts_due d
     where d.queued_at <= now() - waited
     order by d.queued_at
     limit greatest(max_listings, 0)
  loop
    new_matches := new_matches + public.send_saved_search_alerts(listing);
    listings := listings + 1;
  end loop;
  return jsonb_build_object(
    'listings', listings,
    'newMatches', new_matches,
    'done', not exists (select 1 from private.saved_search_alerts_due d where d.queued_at <= now() - waited)
  );
end
$$;

comment on function public.send_due_saved_search_alerts(integer, interval) is
  'Runs the saved-search alert step for listings whose webhook delivery did not arrive; {listings, newMatches, done}. Service role; hourly.';
revoke execute on function public.send_due_saved_search_alerts(integer, interval) from public, anon, authenticated;
grant execute on function public.send_due_saved_search_alerts(integer, interval) to service_role;

-- The Database Webhook: mark the listing due and queue a POST with its id and status.
create function private.enqueue_saved_search_alerts() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  target private.saved_search_alert_webhook%rowtype;
begin
  insert into private.saved_search_alerts_due (vehicle_id) values (new.id)
    on conflict (vehicle_id) do update set queued_at = excluded.queued_at;
  select * into target from private.saved_search_alert_webhook;
  if not found then
    return null;
  end if;
  perform net.http_post(
    url := target.url,
    body := jsonb_build_object(
      'type', tg_op,
      'table', tg_table_name,
      'schema', tg_table_schema,
      'record', jsonb_build_object('id', new.id, 'status', new.status),
      'old_record', case when tg_op = 'UPDATE' then jsonb_build_object('id', old.id, 'status', old.status) end
    ),
    headers := jsonb_build_object('Content-Type', 'application/json', 'X-Webhook-Secret', target.secret),
    timeout_milliseconds := 5000
  );
  return null;
end
$$;
comment on function private.enqueue_saved_search_alerts() is
  'Trigger: marks a published or search-relevant edited listing due for alerts and posts it to the saved-search alert webhook through pg_net.';

-- Same moments as before: publishing, and edits of what a search can ask for
-- while the listing is or was active.
drop trigger vehicles_alert_saved_searches_on_insert on public.vehicles;
drop trigger vehicles_alert_saved_searches_on_update on public.vehicles;
drop function public.alert_saved_searches();

create trigger vehicles_alert_saved_searches_on_insert
  after insert on public.vehicles
  for each row
  when (new.status = 'active')
  execute function private.enqueue_saved_search_alerts();

create trigger vehicles_alert_saved_searches_on_update
  after update of status, type, make, model, title, description, price, year, mileage, fuel_type,
    transmission, engine_size, power, color, features, place_id, location, postcode, latitude, longitude,
    body_type, accident_free, price_rating
  on public.vehicles
  for each row
  when (new.status = 'active' or old.status = 'active')
  execute function private.enqueue_saved_search_alerts();
