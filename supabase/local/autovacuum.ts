/**
 * What Postgres's autovacuum does on a hosted project, for PGlite, which has
 * none: at each round, every table whose dead rows, inserts or changes since
 * its last vacuum or analyze passed autovacuum's default thresholds is
 * vacuumed or analyzed, one table at a time. Without it a table the app
 * rewrites on every request (the kept facet answers) fills with dead rows
 * until each request reads through them, and pages written since start-up
 * drop out of the visibility map, so exact counts read the heap again.
 *
 * The thresholds are Postgres's defaults (autovacuum_vacuum_threshold 50 and
 * scale factor 0.2, the insert threshold 1,000 and scale factor 0.2,
 * autovacuum_analyze_threshold 50 and scale factor 0.1, each against the
 * table's row estimate). The round runs every 10 seconds rather than
 * autovacuum_naptime's minute: PGlite has one connection, so a round is
 * short work between requests rather than a worker beside them, and a
 * minute of rewrites on a busy table is enough to slow every request.
 */
import type { Db } from './db.ts';

export const AUTOVACUUM_ROUND_MS = 10_000;

export interface AutovacuumRound {
  vacuumed: string[];
  analyzed: string[];
}

interface DueTable extends Record<string, unknown> {
  name: string;
  vacuum: boolean;
  analyze: boolean;
}

/** Vacuums and analyzes the tables due, as autovacuum would; returns their names. */
export async function autovacuumRound(db: Db): Promise<AutovacuumRound> {
  // A backend reports its table counters at most once a second and when idle; PGlite's one
  // backend is asked to report them at the end of this transaction, before they are read.
  await db.transaction((tx) => tx.query('select pg_stat_force_next_flush()'));
  const due = await db.transaction((tx) =>
    tx.query<DueTable>(`
      select d.name, d.vacuum, d.analyze
        from (
          select format('%I.%I', s.schemaname, s.relname) as name, s.n_dead_tup,
                 s.n_dead_tup > 50 + 0.2 * greatest(c.reltuples, 0)
                   or s.n_ins_since_vacuum > 1000 + 0.2 * greatest(c.reltuples, 0) as vacuum,
                 -- The catalogs' statistics are not this stack's to refresh: analyzing rewrites pg_statistic.
                 s.schemaname <> 'pg_catalog'
                   and s.n_mod_since_analyze > 50 + 0.1 * greatest(c.reltuples, 0) as analyze
            from pg_stat_all_tables s
            join pg_class c on c.oid = s.relid
           where c.relkind in ('r', 'm')
             and c.relpersistence <> 't'
             and s.schemaname not in ('pg_toast', 'information_schema')
        ) d
       where d.vacuum or d.analyze
       order by d.n_dead_tup desc`),
  );
  const round: AutovacuumRound = { vacuumed: [], analyzed: [] };
  for (const table of due) {
    if (table.vacuum) {
      await db.maintain(`vacuum ${table.analyze ? '(analyze) ' : ''}${table.name}`);
      round.vacuumed.push(table.name);
    } else {
      await db.maintain(`analyze ${table.name}`);
    }
    if (table.analyze) round.analyzed.push(table.name);
  }
  return round;
}
