import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { autovacuumRound } from './autovacuum.ts';
import { openPglite, type Db } from './db.ts';

let db: Db;

beforeAll(async () => {
  db = await openPglite('memory');
  await db.script(`
    create table public.answers (id integer primary key, answer text);
    insert into public.answers select g, 'a' from generate_series(1, 100) g;
    create table public.quiet (id integer primary key);
    insert into public.quiet select g from generate_series(1, 100) g;`);
  // The counters reach the statistics a moment later: reported first, so the analyze resets them.
  await db.transaction((tx) => tx.query('select pg_stat_force_next_flush()'));
  await db.maintain('vacuum analyze');
  // That analyze rewrote the catalogs' statistics: their dead rows are the first round's.
  await autovacuumRound(db);
});

afterAll(async () => {
  await db.close();
});

const deadRows = async (table: string) => {
  await db.transaction((tx) => tx.query('select pg_stat_force_next_flush()'));
  const rows = await db.transaction((tx) =>
    tx.query<{ dead: number }>('select n_dead_tup::integer as dead from pg_stat_user_tables where relname = $1', [
      table,
    ]),
  );
  return rows[0]?.dead;
};

describe('the autovacuum round', () => {
  it('leaves tables alone below the thresholds', async () => {
    await db.script('delete from public.answers where id <= 10;');
    expect(await autovacuumRound(db)).toEqual({ vacuumed: [], analyzed: [] });
    expect(await deadRows('answers')).toBe(10);
  });

  it('vacuums and analyzes a table once its dead rows pass 50 + 20 % of its rows, and only that table', async () => {
    // Rewritten one request at a time, as the kept facet answers are.
    for (let round = 0; round < 80; round += 1) {
      await db.transaction((tx) => tx.query("update public.answers set answer = 'b' || $1 where id > 10", [round]));
    }
    expect(await deadRows('answers')).toBeGreaterThan(50 + 0.2 * 90);
    const round = await autovacuumRound(db);
    expect(round.vacuumed).toEqual(['public.answers']);
    expect(round.analyzed).toContain('public.answers');
    expect(round.vacuumed).not.toContain('public.quiet');
    expect(await deadRows('answers')).toBe(0);
    expect(await autovacuumRound(db)).toEqual({ vacuumed: [], analyzed: [] });
  });

  it('vacuums a table that only grew, so its new pages are all-visible again', async () => {
    await db.script('insert into public.quiet select g from generate_series(101, 1300) g;');
    const round = await autovacuumRound(db);
    expect(round.vacuumed).toEqual(['public.quiet']);
    const visible = await db.transaction((tx) =>
      tx.query<{ all_visible: number; pages: number }>(
        "select relallvisible as all_visible, relpages as pages from pg_class where relname = 'quiet'",
      ),
    );
    expect(visible[0]?.all_visible).toBe(visible[0]?.pages);
  });
});
