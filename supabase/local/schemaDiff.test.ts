import { describe, expect, it } from 'vitest';
import { describeDiff, diffCatalogs, isEmptyDiff, readCatalog, type Catalog } from './catalog.ts';
import { openPglite } from './db.ts';
import { settleMigration } from './schemaDiff.ts';
import { applySqlFiles, schemaPathsFromConfig } from './schemas.ts';

/** The catalog of a new database the platform SQL and `sql` build. */
async function catalogOf(...sql: string[]): Promise<Catalog> {
  const db = await openPglite('memory');
  try {
    await applySqlFiles(
      db,
      sql.map((text, i) => ({ path: `${String(i)}.sql`, sql: text })),
    );
    return await readCatalog(db);
  } finally {
    await db.close();
  }
}

const BASE = `
create table public.listings (
  id uuid primary key default gen_random_uuid(),
  title text not null check (char_length(title) <= 100),
  price integer not null,
  notes text
);
alter table public.listings enable row level security;
comment on table public.listings is 'Listings.';
create policy "Anyone can read listings" on public.listings for select to anon using (true);
create index listings_price_idx on public.listings (price);
create function public.cheapest() returns integer language sql stable as $$ select min(price) from public.listings $$;
create function public.gone(x integer) returns integer language sql immutable as $$ select x $$;
revoke execute on function public.cheapest() from public, anon;
create view public.titles as select id, title from public.listings;
`;

const TARGET = `
create table public.sellers (
  id uuid primary key,
  name text not null default 'Wheelhouse member'
);
alter table public.sellers enable row level security;
create policy "Signed-in users can read sellers" on public.sellers for select to authenticated using (true);
revoke all on public.sellers from anon;
create table public.listings (
  id uuid primary key default gen_random_uuid(),
  title text not null check (char_length(title) <= 200),
  price bigint not null,
  seller_id uuid references public.sellers (id),
  seats smallint check (seats between 1 and 9)
);
alter table public.listings enable row level security;
comment on table public.listings is 'Vehicle listings.';
comment on column public.listings.seats is 'Seats, driver included.';
create policy "Anyone can read listings" on public.listings for select to anon using (price > 0);
create index listings_price_idx on public.listings (price desc);
create index listings_seller_idx on public.listings (seller_id);
create function public.cheapest() returns bigint language sql stable as $$ select min(price) from public.listings $$;
create function public.with_seats(n integer) returns setof public.listings language sql stable
  as $$ select * from public.listings where seats >= n $$;
revoke execute on function public.cheapest() from public, anon;
revoke execute on function public.with_seats(integer) from public, anon, authenticated;
grant execute on function public.with_seats(integer) to service_role;
create function public.touch() returns trigger language plpgsql as $$ begin return new; end $$;
create trigger listings_touch before update on public.listings for each row execute function public.touch();
grant update (title) on public.listings to authenticated;
create view public.titles as select id, title, price from public.listings;
alter publication supabase_realtime add table public.listings;
`;

describe('settleMigration', () => {
  it('writes the SQL that turns one schema into another, grants and comments included', async () => {
    const from = await catalogOf(BASE);
    const to = await catalogOf(TARGET);
    expect(isEmptyDiff(diffCatalogs(from, to))).toBe(false);
    const result = await settleMigration(from, to, (sql) => catalogOf(BASE, sql));
    expect(describeDiff(result.remaining, { from: 'migrated', to: 'target' })).toBe('');
    expect(result.unsupported).toEqual([]);
    expect(result.sql).toContain('drop function public.gone(x integer);');
    expect(result.sql).toContain('alter table public.listings add column seats smallint;');
    expect(result.sql).toMatch(
      /create policy "Anyone can read listings"\n {2}on public\.listings\n {2}for select\n {2}to anon/,
    );
  }, 60_000);

  it('reports what it cannot write instead of leaving it out', async () => {
    const from = await catalogOf(`create type public.fuel as enum ('petrol', 'diesel');`);
    const to = await catalogOf(`create type public.fuel as enum ('petrol');`);
    const result = await settleMigration(from, to, (sql) =>
      catalogOf(`create type public.fuel as enum ('petrol', 'diesel');`, sql),
    );
    expect(result.unsupported).toEqual(['remove a label of enum public.fuel']);
    expect(isEmptyDiff(result.remaining)).toBe(false);
  }, 60_000);
});

describe('schemaPathsFromConfig', () => {
  it.each([
    ['[db.migrations]\nschema_paths = ["./schemas/*.sql"]\n', ['./schemas/*.sql']],
    [
      '[db]\nport = 1\n[db.migrations]\nschema_paths = [\n  "./a.sql", # first\n  "./b/*.sql",\n]\n[db.seed]\n',
      ['./a.sql', './b/*.sql'],
    ],
    ['[db]\nport = 1\n', null],
  ])('reads %j', (config, expected) => {
    expect(schemaPathsFromConfig(config)).toEqual(expected);
  });
});
