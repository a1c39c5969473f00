-- Profiles: one row per account, keyed by the auth user's id. A trigger on
-- auth.users creates it at sign-up, so the app never has to. Profiles are
-- public (seller cards show them); only the owner may change theirs, and
-- nobody but the service role may change who they are or when they joined.
create table public.profiles (
  id uuid primary key references auth.users (id) on delete cascade,
  first_name text check (char_length(first_name) <= 100),
  last_name text check (char_length(last_name) <= 100),
  phone text check (char_length(phone) <= 40),
  location text check (char_length(location) <= 100),
  avatar_url text check (char_length(avatar_url) <= 1000),
  bio text check (char_length(bio) <= 2000),
  is_dealer boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

alter table public.profiles enable row level security;

alter table public.profiles
  add column show_phone boolean not null default true;

comment on table public.profiles is 'Public profile of each account; created by a trigger on auth.users.';

comment on column public.profiles.is_dealer is 'Set by the platform (service role), not by the user.';

comment on column public.profiles.show_phone is 'Whether buyers may reveal the phone number on the owner''s listings.';

-- The language the account's e-mails are written in (saved-search digests,
-- and on hosted Supabase the auth mails through the user metadata): taken
-- from the sign-up form's language, kept as the language the owner last used
-- the site in, and editable on the profile page.
alter table public.profiles
  add column locale text not null default 'en' check (locale in ('en', 'de'));

comment on column public.profiles.locale is
  'The account''s language for e-mails: en or de (src/i18n/locale.ts).';

comment on table public.profiles is
  'Private profile of each account, readable only by its owner; public_profiles is the public part.';

revoke all on public.profiles from anon;

create policy "Users can update their own profile"
  on public.profiles for update
  to authenticated
  using (id = (select auth.uid()))
  with check (id = (select auth.uid()));

create trigger profiles_set_updated_at
  before update on public.profiles
  for each row execute function public.set_updated_at();

-- Client roles may edit their details but not their identity, join date or
-- dealer status.
create function public.protect_profile_columns() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user in ('anon', 'authenticated') then
    if new.id is distinct from old.id
      or new.created_at is distinct from old.created_at
      or new.is_dealer is distinct from old.is_dealer then
      raise exception 'id, created_at and is_dealer cannot be changed'
        using errcode = '42501';
    end if;
  end if;
  return new;
end
$$;

create trigger profiles_protect_columns
  before update on public.profiles
  for each row execute function public.protect_profile_columns();

-- Reserved names ------------------------------------------------------------
-- No account may pose as Wheelhouse or its staff: the twin of
-- src/lib/domain/reservedNames.ts (same folding, same words; its test keeps
-- them equal). NFKC, lower case, invisible characters dropped, look-alikes
-- and leetspeak digits folded ('1' read as both 'i' and 'l'); the brand and
-- staff words are searched in the letters alone, "staff" as a whole word.
create function public.is_reserved_name(name text) returns boolean
language sql
immutable
set search_path = ''
as $$
  with folded as (
    select translate(
      regexp_replace(lower(normalize(coalesce(name, ''), nfkc)), E'[\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180b-\u180f\u200b-\u200f\u202a-\u202e\u2060-\u206f\u3164\ufe00-\ufe0f\ufeff\uffa0]', '', 'g'),
      'аеорсхуікмтнвѕјԁɡοεαρτνκιυАЕОРСХУІКМТНВЅЈΟΕΑΡΤΝΚΙΥΜΗΒΖΧ0345789@$!|',
      'aeopcxyikmthbsjdgoeaptvkiuaeopcxyikmthbsjoeaptnkiymhbzxoeastbgasil'
    ) as text
  ), variants as (
    select replace(f.text, '1', 'i') as text from folded f
    union all
    select replace(f.text, '1', 'l') from folded f
  )
  select exists (
    select 1
      from variants v
     where regexp_replace(v.text, '[^a-z]', '', 'g') ~ '(wheelhouse|support|admin|moderator|official|helpdesk)'
        or (' ' || regexp_replace(v.text, '[^a-z]+', ' ', 'g') || ' ') ~ ' staffs? '
  )
$$;

comment on function public.is_reserved_name(text) is
  'Whether a name uses the brand or a staff word (Wheelhouse, Support, Admin, Moderator, Official, Helpdesk, Staff), look-alikes folded.';

-- Refuses a reserved first or last name, or a pair that spells one (a
-- dealer's trading name is both together), whoever writes it.
create function public.refuse_reserved_names() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if public.is_reserved_name(new.first_name)
     or public.is_reserved_name(new.last_name)
     or public.is_reserved_name(concat_ws(' ', new.first_name, new.last_name)) then
    raise exception 'Names cannot include “Wheelhouse” or staff words such as Support, Admin, Moderator, Staff or Official'
      using errcode = '23514';
  end if;
  return new;
end
$$;

revoke execute on function public.refuse_reserved_names() from public, anon, authenticated;

create trigger profiles_refuse_reserved_names
  before insert or update of first_name, last_name on public.profiles
  for each row execute function public.refuse_reserved_names();

-- Creates the profile of every new account, taking the names and the
-- language the sign-up form sent as user metadata.
create function public.handle_new_user() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  given_first text;
  given_last text;
  given_locale text;
begin
  given_locale := coalesce(new.raw_user_meta_data ->> 'locale', 'en');
  if given_locale not in ('en', 'de') then
    given_locale := 'en';
  end if;
  given_first := nullif(left(new.raw_user_meta_data ->> 'first_name', 100), '');
  given_last := nullif(left(new.raw_user_meta_data ->> 'last_name', 100), '');
  -- A reserved name is not taken: the account signs up without it.
  if public.is_reserved_name(given_first) then
    given_first := null;
  end if;
  if public.is_reserved_name(given_last) or public.is_reserved_name(concat_ws(' ', given_first, given_last)) then
    given_last := null;
  end if;
  insert into public.profiles (id, first_name, last_name, locale)
  values (new.id, given_first, given_last, given_locale);
  return new;
end
$$;

revoke execute on function public.handle_new_user() from public, anon, authenticated;

create trigger on_auth_user_created
  after insert on auth.users
  for each row execute function public.handle_new_user();

-- The name the public sees: a dealer's trading name (first and last name
-- fields together), a private person's first name only.
create function public.public_display_name(first_name text, last_name text, is_dealer boolean) returns text
language sql
immutable
set search_path = ''
as $$
  select coalesce(
    nullif(btrim(case when is_dealer then concat_ws(' ', btrim(first_name), btrim(last_name)) else first_name end), ''),
    'Wheelhouse member'
  )
$$;

comment on function public.public_display_name(text, text, boolean) is
  'Public name of an account: a dealer''s full trading name, a private person''s first name, else Wheelhouse member.';

create policy "Users can read their own profile"
  on public.profiles for select
  to authenticated
  using (id = (select auth.uid()));

-- A change of name, phone, phone choice or dealer status reaches every
-- listing: touching the rows is enough, vehicles_sync_seller recomputes all
-- four columns.
create function public.sync_seller_listings() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.vehicles v
     set seller_name = public.public_display_name(new.first_name, new.last_name, new.is_dealer)
   where v.seller_id = new.id;
  return null;
end
$$;

revoke execute on function public.sync_seller_listings() from public, anon, authenticated;

create trigger profiles_sync_listings
  after update of first_name, last_name, phone, show_phone, is_dealer on public.profiles
  for each row
  when (
    (old.first_name, old.last_name, old.phone, old.show_phone, old.is_dealer)
      is distinct from (new.first_name, new.last_name, new.phone, new.show_phone, new.is_dealer)
  )
  execute function public.sync_seller_listings();
