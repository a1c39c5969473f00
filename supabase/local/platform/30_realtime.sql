-- Realtime: hosted Supabase streams the tables in the supabase_realtime
-- publication from the write-ahead log. Locally a trigger on each of those
-- tables sends the changed row's primary key (and, for deletes, the old row
-- when it fits) through pg_notify; the stack re-reads the row as each
-- subscriber's role so RLS decides who receives it. The stack attaches the
-- trigger to every table in the publication after the migrations ran.

do $$
begin
  if not exists (select 1 from pg_publication where pubname = 'supabase_realtime') then
    create publication supabase_realtime;
  end if;
end
$$;
-- Projects add their tables to it in migrations, as `postgres` on hosted.
alter publication supabase_realtime owner to hosted_postgres;

create schema if not exists realtime_local;
revoke all on schema realtime_local from public;

create or replace function realtime_local.notify_change() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  _row jsonb := case when tg_op = 'DELETE' then to_jsonb(old) else to_jsonb(new) end;
  _keys jsonb := '{}'::jsonb;
  _col text;
  _payload text;
begin
  foreach _col in array tg_argv loop
    _keys := _keys || jsonb_build_object(_col, _row -> _col);
  end loop;
  _payload := jsonb_build_object(
    'schema', tg_table_schema,
    'table', tg_table_name,
    'type', tg_op,
    'keys', _keys,
    'commit_timestamp', to_char(clock_timestamp() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'old', case when tg_op = 'DELETE' and octet_length(_row::text) < 7000 then _row end
  )::text;
  perform pg_notify('realtime_local', _payload);
  return null;
end
$$;
