-- A daily e-mail digest of saved searches' new matches.
--
-- Each saved search can be opted in ("E-mail me a daily digest" on
-- /favorites, off by default): saved_searches.email_digest, which its owner
-- may change (column grant; the table's row-level security applies as for
-- renaming). Matches recorded from the moment it was switched on
-- (digest_since) and not yet mailed (saved_search_matches.digested_at null)
-- go into the owner's next digest: one mail per user per day with up to N new
-- matches per search, newest first, listings still for sale only.
--
-- The scheduled function (netlify/functions/saved-search-digest.ts, hourly,
-- service role) claims batches of recipients with
-- claim_saved_search_digests(): in one transaction it locks their due
-- searches (skipping any another run holds), marks every waiting match of
-- those searches digested and returns what to send. A match is therefore
-- mailed at most once, even with two runs at a time. When sending a mail
-- fails the function hands the claim back (release_saved_search_digest), so
-- the next run retries it. A search mailed since midnight UTC waits for the
-- next day: however often the schedule runs, a user gets one digest a day.
-- (Hourly, because a scheduled function has 30 seconds: each run mails what
-- it can in that time and the next hour's run carries on.)
--
-- Every digest links to an unsubscribe page that works without signing in:
-- the link carries the search id signed with HMAC-SHA256 under a secret that
-- never leaves the database (private.digest_secret, random per project).
-- unsubscribe_saved_search_digest(token) (anon and signed-in) checks the
-- signature and switches that search's digest off.

alter table public.saved_searches
  add column email_digest boolean not null default false,
  add column digest_since timestamptz,
  add column last_digest_at timestamptz;

comment on column public.saved_searches.email_digest is
  'Whether the owner gets new matches of this search in the daily e-mail digest (off by default).';
comment on column public.saved_searches.digest_since is
  'When the digest was switched on: only matches from then on are mailed. Set by the database.';
comment on column public.saved_searches.last_digest_at is
  'When the search''s matches last went out in a digest. Set by the database.';

-- Owners switch the digest on and off; the rest of the digest state is the database's.
grant update (email_digest) on public.saved_searches to authenticated;

-- The daily run starts from the opted-in searches.
create index saved_searches_email_digest_idx on public.saved_searches (user_id) where email_digest;

alter table public.saved_search_matches add column digested_at timestamptz;
comment on column public.saved_search_matches.digested_at is
  'When the match went out in its search''s e-mail digest (or was passed over as no longer for sale); null while waiting.';

-- Switching the digest on starts it from now; switching it off forgets when.
create function public.saved_search_digest_since() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.email_digest and not old.email_digest then
    new.digest_since := now();
  elsif not new.email_digest then
    new.digest_since := null;
  end if;
  return new;
end
$$;

comment on function public.saved_search_digest_since() is
  'Trigger: records when a saved search''s e-mail digest was switched on.';
revoke execute on function public.saved_search_digest_since() from public, anon, authenticated;

create trigger saved_searches_digest_since
  before update of email_digest on public.saved_searches
  for each row
  when (old.email_digest is distinct from new.email_digest)
  execute function public.saved_search_digest_since();

create table private.digest_secret (
  singleton boolean primary key default true check (singleton),
  secret bytea not null default extensions.gen_random_bytes(32) check (octet_length(secret) >= 32)
);
alter table private.digest_secret enable row level security;
comment on table private.digest_secret is
  'The key that signs digest unsubscribe links; random per project, read only by security definer functions.';
insert into private.digest_secret default values;

-- "{search id}.{hex HMAC-SHA256 of the id}".
create function private.digest_unsubscribe_token(search_id uuid) returns text
language sql
stable
security definer
set search_path = ''
as $$
  select search_id::text || '.'
         || encode(extensions.hmac(convert_to('digest-unsubscribe:' || search_id::text, 'UTF8'), k.secret, 'sha256'), 'hex')
    from private.digest_secret k
$$;

comment on function private.digest_unsubscribe_token(uuid) is
  'The signed token of a saved search''s digest unsubscribe link.';
revoke execute on function private.digest_unsubscribe_token(uuid) from public;

-- The unsubscribe link's action: anyone holding a valid token switches that
-- search's digest off; answers the search's name for the page to confirm.
create function public.unsubscribe_saved_search_digest(token text) returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  search_id uuid;
  search_name text;
begin
  if token is null
    or token !~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[0-9a-f]{64}$'
    or private.digest_unsubscribe_token(split_part(token, '.', 1)::uuid) <> token then
    raise exception 'This unsubscribe link is not valid. Open your saved searches to change your e-mails.'
      using errcode = 'PT404';
  end if;
  search_id := split_part(token, '.', 1)::uuid;
  update public.saved_searches s
     set email_digest = false
   where s.id = search_id
  returning s.name into search_name;
  if search_name is null then
    raise exception 'This saved search no longer exists, so it sends no e-mails.' using errcode = 'PT404';
  end if;
  return jsonb_build_object('name', search_name);
end
$$;

comment on function public.unsubscribe_saved_search_digest(text) is
  'Switches off the e-mail digest of the saved search a signed unsubscribe token names; PT404 for a bad token.';
revoke execute on function public.unsubscribe_saved_search_digest(text) from public;
grant execute on function public.unsubscribe_saved_search_digest(text) to anon, authenticated, service_role;

-- One batch of digests to send: up to max_recipients users, each with their
-- due searches and up to max_matches listings per search (newest matches
-- first, only listings still for sale; `total` counts them all). Every
-- waiting match of a claimed search is marked digested, mailed or not.
-- Returns {recipients: how many users were claimed, digests: [{user_id,
-- email, claimed_at, searches: [{id, name, type, query, total,
-- unsubscribe_token, matches: [{id, title, price, year, mileage,
-- location}]}]}]}; users with nothing for sale to show get no digest.
create function public.claim_saved_search_digests(max_matches integer default 10, max_recipients integer default 50)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  claimed_at timestamptz := clock_timestamp();
  -- Midnight UTC: a search already mailed since then waits for tomorrow.
  today timestamptz := date_trunc('day', clock_timestamp() at time zone 'UTC') at time zone 'UTC';
  claimed uuid[];
  digests jsonb;
begin
  -- The recipients' due searches, locked (another run's are skipped).
  select coalesce(array_agg(locked.id), '{}')
    into claimed
    from (
      select s.id
        from public.saved_searches s
       where s.user_id in (
               select d.user_id
                 from public.saved_searches d
                where d.email_digest
                  and (d.last_digest_at is null or d.last_digest_at < today)
                  and exists (
                    select 1
                      from public.saved_search_matches m
                     where m.saved_search_id = d.id and m.digested_at is null and m.matched_at >= d.digest_since
                  )
                group by d.user_id
                order by d.user_id
                limit greatest(max_recipients, 1)
             )
         and s.email_digest
         and (s.last_digest_at is null or s.last_digest_at < today)
         for no key update of s skip locked
    ) locked;

  with waiting as (
    select m.saved_search_id, m.vehicle_id, m.matched_at, v.title, v.price, v.year, v.mileage, v.location,
           row_number() over (partition by m.saved_search_id order by m.matched_at desc, m.vehicle_id) as rank,
           count(*) over (partition by m.saved_search_id) as total
      from public.saved_search_matches m
      join public.saved_searches s on s.id = m.saved_search_id
      join public.vehicles v on v.id = m.vehicle_id and v.status = 'active'
     where m.saved_search_id = any (claimed)
       and m.digested_at is null
       and m.matched_at >= s.digest_since
  ),
  per_search as (
    select s.user_id,
           jsonb_build_object(
             'id', s.id,
             'name', s.name,
             'type', s.type,
             'query', s.query,
             'total', max(w.total),
             'unsubscribe_token', private.digest_unsubscribe_token(s.id),
             'matches', jsonb_agg(jsonb_build_object(
                          'id', w.vehicle_id, 'title', w.title, 'price', w.price, 'year', w.year,
                          'mileage', w.mileage, 'location', w.location
                        ) order by w.rank)
           ) as search
      from waiting w
      join public.saved_searches s on s.id = w.saved_search_id
     where w.rank <= greatest(max_matches, 1)
     group by s.id
  )
  select coalesce(jsonb_agg(jsonb_build_object(
           'user_id', p.user_id,
           'email', u.email,
           'claimed_at', claimed_at,
           'searches', p.searches
         ) order by p.user_id), '[]'::jsonb)
    into digests
    from (
      select ps.user_id, jsonb_agg(ps.search order by ps.search ->> 'name', ps.search ->> 'id') as searches
        from per_search ps
       group by ps.user_id
    ) p
    join auth.users u on u.id = p.user_id
   where u.email is not null and u.email <> '';

  update public.saved_search_matches m
     set digested_at = claimed_at
    from public.saved_searches s
   where s.id = m.saved_search_id
     and m.saved_search_id = any (claimed)
     and m.digested_at is null
     and m.matched_at >= s.digest_since;

  update public.saved_searches s
     set last_digest_at = claimed_at
   where s.id = any (claimed)
     and s.user_id in (select (d ->> 'user_id')::uuid from jsonb_array_elements(digests) d);

  return jsonb_build_object(
    'recipients', (select count(distinct s.user_id) from public.saved_searches s where s.id = any (claimed)),
    'digests', digests
  );
end
$$;

comment on function public.claim_saved_search_digests(integer, integer) is
  'Claims a batch of daily saved-search digests to mail and marks their matches digested. Service role only.';
revoke execute on function public.claim_saved_search_digests(integer, integer) from public, anon, authenticated;
grant execute on function public.claim_saved_search_digests(integer, integer) to service_role;

-- A digest that could not be sent goes back to waiting for the next run.
create function public.release_saved_search_digest(recipient uuid, claimed_at timestamptz) returns integer
language sql
security definer
set search_path = ''
as $$
  with searches as (
    update public.saved_searches s
       set last_digest_at = null
     where s.user_id = recipient
       and s.last_digest_at = claimed_at
    returning s.id
  ),
  released as (
    update public.saved_search_matches m
       set digested_at = null
      from public.saved_searches s
     where s.id = m.saved_search_id
       and s.user_id = recipient
       and m.digested_at = claimed_at
    returning 1
  )
  select count(*)::integer from released
$$;

comment on function public.release_saved_search_digest(uuid, timestamptz) is
  'Hands back a claimed digest that could not be mailed, so the next run sends it. Service role only.';
revoke execute on function public.release_saved_search_digest(uuid, timestamptz) from public, anon, authenticated;
grant execute on function public.release_saved_search_digest(uuid, timestamptz) to service_role;
