/**
 * The one database interface the stack talks to, with two implementations:
 * PGlite (embedded, the default) and native Postgres (DATABASE_URL). All
 * request logic is written against `Db`, so both behave the same.
 *
 * PGlite is a single connection: every unit of work goes through
 * `transaction()`, which serialises callers. A bare BEGIN would let another
 * request's queries run inside it with the wrong role.
 */
import { constants, openAsBlob } from 'node:fs';
import { access, mkdir, readFile, rm, statfs, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { uuid_ossp } from '@electric-sql/pglite/contrib/uuid_ossp';
import pg from 'pg';

export type Row = Record<string, unknown>;

export interface Tx {
  query<T extends Row = Row>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /** Runs a statement and returns the number of rows it affected. */
  run(sql: string, params?: readonly unknown[]): Promise<number>;
}

export interface Db {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `fn` in one transaction; commits when it resolves, rolls back when it throws. */
  transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
  /** Runs a multi-statement script (no parameters) in one transaction. */
  script(sql: string): Promise<void>;
  /**
   * Runs maintenance that cannot run inside a transaction (VACUUM). PGlite
   * has no autovacuum, so the stack vacuums after bulk loads itself: index-only
   * scans (the listing's exact counts) need an up-to-date visibility map.
   */
  maintain(sql: string): Promise<void>;
  /** Calls `onPayload` for every NOTIFY on `channel`; resolves to an unsubscribe function. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** The error fields Postgres reports, as both drivers expose them. */
export interface PgError {
  code: string;
  message: string;
  detail?: string | undefined;
  hint?: string | undefined;
}

export function isPgError(error: unknown): error is PgError {
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { code?: unknown }).code === 'string' &&
    typeof (error as { message?: unknown }).message === 'string' &&
    /^[0-9A-Z]{5}$/.test((error as { code: string }).code)
  );
}

// Every open of a PGlite data folder must pass the same extension set, or
// indexes built with them fail to load (58P01).
const PGLITE_EXTENSIONS = { pg_trgm, pgcrypto, unaccent, uuid_ossp };

/** Free space PGlite needs to start and apply migrations comfortably. */
export const MIN_FREE_BYTES = 64 * 1024 * 1024;

/** A data folder the stack cannot use, with what to do about it. */
export class DataDirError extends Error {}

function errorCode(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : undefined;
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return errorCode(error) === 'EPERM';
  }
}

/**
 * Claims `<dataDir>.lock` for this process: PGlite is one connection, and a
 * second process opening the same folder would corrupt it. A lock left by
 * a process that is gone is taken over.
 */
async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const lockFile = `${dataDir}.lock`;
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      await writeFile(lockFile, String(process.pid), { flag: 'wx' });
      return () => rm(lockFile, { force: true });
    } catch (error) {
      if (errorCode(error) !== 'EEXIST') throw error;
      const pid = Number((await readFile(lockFile, 'utf8').catch(() => '')).trim());
      if (Number.isInteger(pid) && pid > 0 && processAlive(pid)) {
        throw new DataDirError(
          `Another local stack (process ${pid}) is using the data folder ${dataDir}. ` +
            'Stop it first, or give this one another folder (SUPABASE_DATA_DIR, or dataDir: "memory").',
        );
      }
      await rm(lockFile, { force: true });
    }
  }
  throw new DataDirError(`Could not lock the data folder ${dataDir} (${lockFile}).`);
}

/** True when the PGlite data folder `dataDir` already holds a database. */
export async function holdsDatabase(dataDir: string): Promise<boolean> {
  return access(join(dataDir, 'PG_VERSION')).then(
    () => true,
    () => false,
  );
}

/** Says what is wrong with a data folder PGlite could not open, or null when nothing visible is. */
export async function diagnoseDataDir(dataDir: string): Promise<string | null> {
  try {
    await access(dataDir, constants.W_OK);
  } catch (error) {
    if (['EACCES', 'EPERM', 'EROFS'].includes(errorCode(error) ?? '')) {
      return (
        `The data folder ${dataDir} is read-only. ` +
        'Make it writable, or point SUPABASE_DATA_DIR at a writable folder (or use dataDir: "memory").'
      );
    }
  }
  const stats = await statfs(dataDir).catch(() => null);
  if (stats !== null && stats.bavail * stats.bsize < MIN_FREE_BYTES) {
    const freeMb = Math.floor((stats.bavail * stats.bsize) / (1024 * 1024));
    return (
      `The disk holding ${dataDir} has ${freeMb} MB free; the local database needs at least ` +
      `${MIN_FREE_BYTES / (1024 * 1024)} MB. Free some space, or point SUPABASE_DATA_DIR at another disk.`
    );
  }
  return null;
}

export interface PgliteOptions {
  /**
   * A dump of a data folder (written by `writePgliteDump`) to start from
   * instead of an empty cluster: restoring one is much faster than migrating
   * and seeding again. A data folder that already holds a database is opened
   * as it is (the dump only seeds a new one).
   */
  dump?: string | undefined;
}

/** Opens PGlite in `dataDir` (a folder), or in memory when it is 'memory'. */
export async function openPglite(dataDir: string, options: PgliteOptions = {}): Promise<Db> {
  let unlock = (): Promise<void> => Promise.resolve();
  if (dataDir !== 'memory') {
    try {
      await mkdir(dataDir, { recursive: true });
    } catch (error) {
      throw new DataDirError(`Cannot create the data folder ${dataDir}: ${errorCode(error) ?? String(error)}.`, {
        cause: error,
      });
    }
    const problem = await diagnoseDataDir(dataDir);
    if (problem !== null) throw new DataDirError(problem);
    unlock = await lockDataDir(dataDir);
  }
  let db: PGlite;
  try {
    const reopen = dataDir !== 'memory' && (await holdsDatabase(dataDir));
    db = await createPglite(dataDir, reopen ? {} : options);
  } catch (error) {
    await unlock();
    // PGlite reports a full disk as `Aborted()` and a read-only folder as a failed initialisation.
    const problem = dataDir === 'memory' ? null : await diagnoseDataDir(dataDir);
    throw problem === null ? error : new DataDirError(problem, { cause: error });
  }
  return wrapPglite(db, unlock);
}

/**
 * Runs `prepare` on a new in-memory PGlite, then writes its data folder to
 * `file` (an uncompressed tarball) for `openPglite(…, { dump: file })`.
 */
export async function writePgliteDump(file: string, prepare: (db: Db) => Promise<void>): Promise<void> {
  const pglite = await createPglite('memory', {});
  try {
    await prepare(wrapPglite(pglite));
    // Without a checkpoint every copy would replay the WAL of the whole preparation when it opens.
    await pglite.exec('checkpoint');
    const { rows } = await pglite.query<{ redo: string; current: string }>(
      `select redo_wal_file as redo, pg_walfile_name(pg_current_wal_insert_lsn()) as current
         from pg_control_checkpoint()`,
    );
    const [wal] = rows;
    const dump = new Uint8Array(await (await pglite.dumpDataDir('none')).arrayBuffer());
    // Segments before the checkpoint's redo point are spent and those after the insert point are
    // only recycled files: a copy needs neither, and each is 16 MB every copy would load.
    const spent = (name: string) => {
      const segment = /(?:^|\/)pg_wal\/([0-9A-F]{24})$/.exec(name)?.[1];
      return wal !== undefined && segment !== undefined && (segment < wal.redo || segment > wal.current);
    };
    await writeFile(file, tarWithout(dump, spent));
  } finally {
    await pglite.close();
  }
}

const TAR_BLOCK = 512;

function tarText(block: Uint8Array, start: number, length: number): string {
  const text = new TextDecoder().decode(block.subarray(start, start + length));
  const end = text.indexOf('\0');
  return end === -1 ? text : text.slice(0, end);
}

/** A copy of the (ustar) tarball `tar` without the entries whose name `drop` picks. */
export function tarWithout(tar: Uint8Array, drop: (name: string) => boolean): Uint8Array {
  const kept: Uint8Array[] = [];
  let offset = 0;
  while (offset + TAR_BLOCK <= tar.length) {
    const header = tar.subarray(offset, offset + TAR_BLOCK);
    if (header.every((byte) => byte === 0)) break;
    const prefix = tarText(header, 345, 155);
    const name = prefix === '' ? tarText(header, 0, 100) : `${prefix}/${tarText(header, 0, 100)}`;
    const size = parseInt(tarText(header, 124, 12).trim() || '0', 8);
    const next = offset + TAR_BLOCK + Math.ceil(size / TAR_BLOCK) * TAR_BLOCK;
    if (!drop(name)) kept.push(tar.subarray(offset, next));
    offset = next;
  }
  kept.push(new Uint8Array(2 * TAR_BLOCK));
  return Buffer.concat(kept);
}

async function createPglite(dataDir: string, options: PgliteOptions): Promise<PGlite> {
  return PGlite.create({
    ...(dataDir === 'memory' ? {} : { dataDir }),
    // A file-backed Blob: PGlite reads it whole, which an in-memory Blob of the file's bytes copies twice more.
    ...(options.dump === undefined ? {} : { loadDataDir: await openAsBlob(options.dump) }),
    extensions: PGLITE_EXTENSIONS,
  });
}

/** The Db interface over one PGlite; `release` runs after it closes (the data folder's lock). */
function wrapPglite(db: PGlite, release: () => Promise<void> = () => Promise.resolve()): Db {
  return {
    kind: 'pglite',
    transaction: (fn) =>
      db.transaction(async (tx) =>
        fn({
          query: async <T extends Row>(sql: string, params: readonly unknown[] = []) =>
            (await tx.query<T>(sql, [...params])).rows,
          run: async (sql, params = []) => (await tx.query(sql, [...params])).affectedRows ?? 0,
        }),
      ),
    script: async (sql) => {
      await db.transaction(async (tx) => {
        await tx.exec(sql);
      });
    },
    // PGlite's own exec() waits for any open transaction(), so this cannot interleave with one.
    maintain: async (sql) => {
      await db.exec(sql);
    },
    listen: async (channel, onPayload) => {
      const unlisten = await db.listen(channel, onPayload);
      return async () => {
        await unlisten();
      };
    },
    close: async () => {
      await db.close();
      await release();
    },
  };
}

/** Connects to native Postgres through a pool; each transaction takes one client. */
export function openPostgres(databaseUrl: string, poolSize = 10): Db {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize });
  // An idle client's error (the server went away) must not crash the process.
  pool.on('error', () => undefined);
  const listeners: pg.Client[] = [];
  return {
    kind: 'postgres',
    transaction: async (fn) => {
      const client = await pool.connect();
      let broken = false;
      try {
        await client.query('begin');
        const result = await fn({
          query: async <T extends Row>(sql: string, params: readonly unknown[] = []) =>
            (await client.query<T>(sql, [...params])).rows,
          run: async (sql, params = []) => (await client.query(sql, [...params])).rowCount ?? 0,
        });
        await client.query('commit');
        return result;
      } catch (error) {
        try {
          await client.query('rollback');
        } catch {
          broken = true;
        }
        throw error;
      } finally {
        client.release(broken);
      }
    },
    script: async (sql) => {
      const client = await pool.connect();
      try {
        await client.query('begin');
        await client.query(sql);
        await client.query('commit');
      } catch (error) {
        await client.query('rollback');
        throw error;
      } finally {
        client.release();
      }
    },
    maintain: async (sql) => {
      await pool.query(sql);
    },
    listen: async (channel, onPayload) => {
      const client = new pg.Client({ connectionString: databaseUrl });
      client.on('error', () => undefined);
      await client.connect();
      client.on('notification', (message) => {
        if (message.channel === channel && message.payload !== undefined) onPayload(message.payload);
      });
      await client.query(`listen "${channel.replaceAll('"', '""')}"`);
      listeners.push(client);
      return async () => {
        listeners.splice(listeners.indexOf(client), 1);
        await client.end();
      };
    },
    close: async () => {
      await Promise.all(listeners.splice(0).map((client) => client.end()));
      await pool.end();
    },
  };
}
