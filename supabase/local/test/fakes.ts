/**
 * Stand-ins for the database in the package's unit tests: a schema cache
 * written by hand, and a `Db` that records every statement instead of
 * running it, answering each with rows the test chooses.
 */
import type { Db, Row, Tx } from '../db.ts';
import type { Column, Relation, SchemaCache } from '../rest/schema.ts';

function column(name: string, type: string, udt: string, position: number): Column {
  return { name, type, udt, nullable: true, hasDefault: false, generated: false, position };
}

function relation(name: string, columns: [string, string, string][], primaryKey = ['id']): Relation {
  return {
    schema: 'public',
    name,
    kind: 'table',
    columns: new Map(
      columns.map(([columnName, type, udt], index) => [columnName, column(columnName, type, udt, index + 1)]),
    ),
    primaryKey,
    uniques: [primaryKey],
  };
}

/** vehicles → profiles (seller), favorites → vehicles: enough for filters, embeds and both join directions. */
export function fakeSchemaCache(): SchemaCache {
  const vehicles = relation('vehicles', [
    ['id', 'uuid', 'uuid'],
    ['seller_id', 'uuid', 'uuid'],
    ['type', 'text', 'text'],
    ['title', 'text', 'text'],
    ['make', 'text', 'text'],
    ['price', 'integer', 'int4'],
    ['year', 'integer', 'int4'],
    ['features', 'text[]', '_text'],
    ['created_at', 'timestamp with time zone', 'timestamptz'],
    ['fts', 'tsvector', 'tsvector'],
  ]);
  const profiles = relation('profiles', [
    ['id', 'uuid', 'uuid'],
    ['first_name', 'text', 'text'],
    ['is_dealer', 'boolean', 'bool'],
  ]);
  const favorites = relation('favorites', [
    ['id', 'uuid', 'uuid'],
    ['user_id', 'uuid', 'uuid'],
    ['vehicle_id', 'uuid', 'uuid'],
  ]);
  return {
    schema: 'public',
    relations: new Map([
      ['vehicles', vehicles],
      ['profiles', profiles],
      ['favorites', favorites],
    ]),
    foreignKeys: [
      {
        name: 'vehicles_seller_id_fkey',
        table: 'vehicles',
        columns: ['seller_id'],
        refTable: 'profiles',
        refColumns: ['id'],
      },
      {
        name: 'favorites_vehicle_id_fkey',
        table: 'favorites',
        columns: ['vehicle_id'],
        refTable: 'vehicles',
        refColumns: ['id'],
      },
    ],
    functions: new Map(),
  };
}

export interface Statement {
  sql: string;
  params: readonly unknown[];
}

/**
 * A `Db` that records statements. `answer` gives the rows for each query
 * (none by default) and may throw to play a database error.
 */
export function recordingDb(answer: (sql: string) => Row[] = () => []): { db: Db; statements: Statement[] } {
  const statements: Statement[] = [];
  const tx: Tx = {
    query: <T extends Row>(sql: string, params: readonly unknown[] = []) => {
      statements.push({ sql, params });
      return Promise.resolve(answer(sql) as T[]);
    },
    run: (sql, params = []) => {
      statements.push({ sql, params });
      answer(sql);
      return Promise.resolve(0);
    },
  };
  const db: Db = {
    kind: 'pglite',
    transaction: (fn) => fn(tx),
    script: (sql) => {
      statements.push({ sql, params: [] });
      return Promise.resolve();
    },
    maintain: () => Promise.resolve(),
    listen: () => Promise.resolve(() => Promise.resolve()),
    close: () => Promise.resolve(),
  };
  return { db, statements };
}
