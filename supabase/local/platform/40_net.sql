-- pg_net, as far as the migrations use it. Hosted Supabase ships pg_net: an
-- extension whose net.http_post() queues a request in net.http_request_queue
-- and a background worker that sends it after the transaction commits and
-- records the outcome in net._http_response. The local databases (PGlite,
-- a stock Postgres) have no pg_net, so the same tables and functions live
-- here and supabase/local/net.ts is the worker. Differences from hosted
-- pg_net are listed in supabase/local/README.md.

create schema if not exists net;
revoke all on schema net from public;
grant usage on schema net to postgres, service_role;

create table if not exists net.http_request_queue (
  id bigserial primary key,
  method text not null check (method in ('GET', 'POST', 'DELETE')),
  url text not null,
  headers jsonb not null default '{}'::jsonb,
  body bytea,
  timeout_milliseconds integer not null default 5000,
  -- Local only: hosted pg_net sends each request once.
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  created timestamptz not null default now()
);
create index if not exists http_request_queue_due_idx on net.http_request_queue (next_attempt_at);

create table if not exists net._http_response (
  id bigint primary key,
  status_code integer,
  content_type text,
  headers jsonb,
  content text,
  timed_out boolean,
  error_msg text,
  created timestamptz not null default now()
);

-- Wakes the worker once the queuing transaction commits (NOTIFY is delivered at commit).
create or replace function net._enqueue(method text, url text, body bytea, params jsonb, headers jsonb, timeout_milliseconds integer)
returns bigint
language plpgsql
security definer
set search_path = ''
as $$
declare
  request_id bigint;
  query text;
begin
  select string_agg(format('%s=%s', key, value), '&')
    into query
    from (
      select replace(replace(replace(key, '%', '%25'), '&', '%26'), '=', '%3D') as key,
             replace(replace(replace(value, '%', '%25'), '&', '%26'), '=', '%3D') as value
        from jsonb_each_text(coalesce(params, '{}'::jsonb))
    ) p;
  insert into net.http_request_queue (method, url, headers, body, timeout_milliseconds)
  values (
    method,
    case when query is null then url when position('?' in url) > 0 then url || '&' || query else url || '?' || query end,
    coalesce(headers, '{}'::jsonb),
    body,
    coalesce(timeout_milliseconds, 5000)
  )
  returning id into request_id;
  perform pg_notify('net_local', request_id::text);
  return request_id;
end
$$;

create or replace function net.http_post(
  url text,
  body jsonb default '{}'::jsonb,
  params jsonb default '{}'::jsonb,
  headers jsonb default '{"Content-Type": "application/json"}'::jsonb,
  timeout_milliseconds integer default 5000
) returns bigint
language sql
volatile
security definer
set search_path = ''
as $$
  select net._enqueue('POST', url, convert_to(coalesce(body, '{}'::jsonb)::text, 'UTF8'), params, headers, timeout_milliseconds);
$$;

create or replace function net.http_get(
  url text,
  params jsonb default '{}'::jsonb,
  headers jsonb default '{}'::jsonb,
  timeout_milliseconds integer default 5000
) returns bigint
language sql
volatile
security definer
set search_path = ''
as $$
  select net._enqueue('GET', url, null, params, headers, timeout_milliseconds);
$$;

revoke execute on all functions in schema net from public;
grant execute on function net.http_post(text, jsonb, jsonb, jsonb, integer) to postgres, service_role;
grant execute on function net.http_get(text, jsonb, jsonb, integer) to postgres, service_role;
