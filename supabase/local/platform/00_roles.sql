-- What the Supabase platform provides before any project migration runs:
-- the API roles, the role that applies migrations, the extensions schema
-- and the default grants. Hosted Supabase has all of this already; the
-- local stack creates it so that supabase/migrations run unchanged in both
-- places, with no more privilege than hosted gives them. Idempotent.
--
-- Roles (as supabase/postgres defines them):
--   anon, authenticated, service_role  the API roles PostgREST switches to;
--                                      INHERIT, with hosted's statement timeouts
--   authenticator                      the role PostgREST connects as; its
--                                      timeouts apply to service_role requests
--   hosted_postgres                    what `postgres` is on hosted: not a
--                                      superuser, CREATEDB CREATEROLE
--                                      REPLICATION BYPASSRLS, member of the
--                                      API roles. Migrations and the seed run
--                                      as this role, so a migration that
--                                      needs more privilege than
--                                      `supabase db push` has fails locally.
--   supabase_auth_admin,               owners of the auth and storage schemas
--   supabase_storage_admin             and tables; hosted_postgres is not a
--                                      member of them

-- Roles, their settings and memberships live in shared catalogs: stacks
-- bootstrapping databases of one cluster side by side take turns (the same
-- lock the policy-rights lender below takes), and alter only what differs.
lock table pg_catalog.pg_auth_members in share row exclusive mode;

do $$
declare
  _role record;
  _setting record;
begin
  for _role in select * from (values
      ('anon', 'nosuperuser inherit nobypassrls'),
      ('authenticated', 'nosuperuser inherit nobypassrls'),
      ('service_role', 'nosuperuser inherit bypassrls'),
      ('authenticator', 'nosuperuser noinherit'),
      ('supabase_auth_admin', 'nosuperuser noinherit createrole'),
      ('supabase_storage_admin', 'nosuperuser noinherit createrole'),
      ('hosted_postgres', 'nosuperuser inherit createdb createrole replication bypassrls')) as r(name, options) loop
    if not exists (select 1 from pg_roles where rolname = _role.name) then
      execute format('create role %I nologin %s', _role.name, _role.options);
    elsif exists (select 1 from pg_roles r
                   where r.rolname = _role.name
                     and (r.rolsuper or r.rolinherit <> (_role.options like '% inherit%')
                          or r.rolbypassrls <> (_role.options like '% bypassrls%'))) then
      execute format('alter role %I %s', _role.name, _role.options);
    end if;
  end loop;
  -- Applied by the stack per request over authenticator's, as PostgREST does.
  for _setting in select * from (values
      ('anon', 'statement_timeout', '3s'),
      ('authenticated', 'statement_timeout', '8s'),
      ('authenticator', 'statement_timeout', '8s'),
      ('authenticator', 'lock_timeout', '8s')) as s(role, name, value) loop
    if not exists (select 1 from pg_db_role_setting s join pg_roles r on r.oid = s.setrole
                    where r.rolname = _setting.role and s.setdatabase = 0
                      and format('%s=%s', _setting.name, _setting.value) = any (s.setconfig)) then
      execute format('alter role %I set %I = %L', _setting.role, _setting.name, _setting.value);
    end if;
  end loop;
end
$$;

-- The connecting role switches to the API roles with `set local role`.
grant anon, authenticated, service_role to current_user;
grant hosted_postgres to current_user;
grant anon, authenticated, service_role to authenticator;
grant anon, authenticated, service_role to hosted_postgres;

do $$
begin
  execute format('grant all on database %I to hosted_postgres', current_database());
end
$$;

create schema if not exists extensions;
grant usage on schema extensions to anon, authenticated, service_role;
grant all on schema extensions to hosted_postgres;
create extension if not exists pgcrypto with schema extensions;
create extension if not exists pg_trgm with schema extensions;
create extension if not exists unaccent with schema extensions;
create extension if not exists "uuid-ossp" with schema extensions;
grant all on all routines in schema extensions to hosted_postgres;

grant usage on schema public to anon, authenticated, service_role;
grant all on schema public to hosted_postgres;
alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;
alter default privileges in schema public grant all on functions to anon, authenticated, service_role;
alter default privileges for role hosted_postgres in schema public
  grant all on tables to anon, authenticated, service_role;
alter default privileges for role hosted_postgres in schema public
  grant all on sequences to anon, authenticated, service_role;
alter default privileges for role hosted_postgres in schema public
  grant all on functions to anon, authenticated, service_role;

-- Supabase's permission extension (supautils) lets `postgres` manage the
-- policies of, and drop triggers on, some platform tables it does not own
-- (its policy_grants and drop_trigger_grants). Locally the same commands
-- get the owners' rights for their duration and for nothing else. Every
-- table the two owner roles own locally is in hosted's lists.
create schema if not exists supabase_local;
revoke all on schema supabase_local from public;

create or replace function supabase_local.lend_platform_ownership() returns event_trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if current_setting('role') = 'hosted_postgres' then
    if tg_event = 'ddl_command_start' then
      -- Role memberships are cluster-wide: one lender at a time per cluster.
      lock table pg_catalog.pg_auth_members in share row exclusive mode;
      grant supabase_auth_admin, supabase_storage_admin to hosted_postgres;
    else
      revoke supabase_auth_admin, supabase_storage_admin from hosted_postgres;
    end if;
  end if;
end
$$;

do $$
begin
  if not exists (select 1 from pg_event_trigger where evtname = 'supabase_local_policy_grants_start') then
    create event trigger supabase_local_policy_grants_start on ddl_command_start
      when tag in ('CREATE POLICY', 'ALTER POLICY', 'DROP POLICY', 'DROP TRIGGER')
      execute function supabase_local.lend_platform_ownership();
    create event trigger supabase_local_policy_grants_end on ddl_command_end
      when tag in ('CREATE POLICY', 'ALTER POLICY', 'DROP POLICY', 'DROP TRIGGER')
      execute function supabase_local.lend_platform_ownership();
  end if;
end
$$;
