/**
 * PostgREST's "schema cache": the tables, views, columns, keys, foreign keys
 * and functions of the exposed schema, read from the catalog. Every
 * identifier in a request is checked against it before it reaches SQL.
 */
import type { Db, Row } from '../db.ts';

export interface Column {
  name: string;
  /** format_type() of the column: safe to splice into a cast. */
  type: string;
  /** pg_type.typname (int4, _text, ...), as Realtime reports it. */
  udt: string;
  nullable: boolean;
  hasDefault: boolean;
  generated: boolean;
  position: number;
}

export interface Relation {
  schema: string;
  name: string;
  kind: 'table' | 'view';
  columns: Map<string, Column>;
  primaryKey: string[];
  /** Column sets with a unique index (including the primary key). */
  uniques: string[][];
}

export interface ForeignKey {
  name: string;
  table: string;
  columns: string[];
  refTable: string;
  refColumns: string[];
}

export interface FunctionArg {
  name: string;
  type: string;
  hasDefault: boolean;
}

export interface FunctionInfo {
  name: string;
  args: FunctionArg[];
  returnType: string;
  returnsSet: boolean;
  /** True when it returns rows with columns (a table type, composite or `returns table`). */
  returnsRows: boolean;
  volatile: boolean;
  /**
   * The function's own settings that PostgREST applies to the request's
   * transaction before calling it (`name=value`, its db-hoisted-tx-settings:
   * statement_timeout, plan_filter.statement_cost_limit,
   * default_transaction_isolation), as `set statement_timeout = '15s'` on a
   * function lets that call run past the role's timeout.
   */
  hoisted: string[];
  /** Output columns of `returns table (...)` / out parameters, in order. */
  outColumns: FunctionArg[];
}

export interface SchemaCache {
  schema: string;
  relations: Map<string, Relation>;
  foreignKeys: ForeignKey[];
  functions: Map<string, FunctionInfo[]>;
}

interface ColumnRow extends Row {
  table: string;
  kind: string;
  name: string;
  type: string;
  udt: string;
  not_null: boolean;
  has_default: boolean;
  generated: boolean;
  position: number;
}

export async function loadSchemaCache(db: Db, schema = 'public'): Promise<SchemaCache> {
  return db.transaction(async (tx) => {
    const columns = await tx.query<ColumnRow>(
      `select c.relname as table, c.relkind::text as kind, a.attname as name,
              format_type(a.atttypid, a.atttypmod) as type, t.typname as udt,
              a.attnotnull as not_null, (a.atthasdef or a.attidentity <> '') as has_default,
              a.attgenerated <> '' as generated, a.attnum::int as position
         from pg_class c
         join pg_namespace n on n.oid = c.relnamespace
         join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
         join pg_type t on t.oid = a.atttypid
        where n.nspname = $1 and c.relkind in ('r', 'v', 'm', 'p', 'f')
        order by c.relname, a.attnum`,
      [schema],
    );
    const relations = new Map<string, Relation>();
    for (const row of columns) {
      let relation = relations.get(row.table);
      if (!relation) {
        relation = {
          schema,
          name: row.table,
          kind: row.kind === 'r' || row.kind === 'p' ? 'table' : 'view',
          columns: new Map(),
          primaryKey: [],
          uniques: [],
        };
        relations.set(row.table, relation);
      }
      relation.columns.set(row.name, {
        name: row.name,
        type: row.type,
        udt: row.udt,
        nullable: !row.not_null,
        hasDefault: row.has_default,
        generated: row.generated,
        position: row.position,
      });
    }

    const indexes = await tx.query<{ table: string; primary: boolean; columns: string[] }>(
      `select c.relname as table, i.indisprimary as primary,
              array(select a.attname::text from unnest(i.indkey) with ordinality k(attnum, ord)
                      join pg_attribute a on a.attrelid = i.indrelid and a.attnum = k.attnum
                     order by k.ord) as columns
         from pg_index i
         join pg_class c on c.oid = i.indrelid
         join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = $1 and i.indisunique and i.indpred is null and i.indexprs is null`,
      [schema],
    );
    for (const index of indexes) {
      const relation = relations.get(index.table);
      if (!relation) continue;
      relation.uniques.push(index.columns);
      if (index.primary) relation.primaryKey = index.columns;
    }

    const foreignKeys = await tx.query<ForeignKey & Record<string, unknown>>(
      `select con.conname as name, c.relname as table, r.relname as "refTable",
              array(select a.attname::text from unnest(con.conkey) with ordinality k(attnum, ord)
                      join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.attnum
                     order by k.ord) as columns,
              array(select a.attname::text from unnest(con.confkey) with ordinality k(attnum, ord)
                      join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.attnum
                     order by k.ord) as "refColumns"
         from pg_constraint con
         join pg_class c on c.oid = con.conrelid
         join pg_namespace n on n.oid = c.relnamespace
         join pg_class r on r.oid = con.confrelid
         join pg_namespace rn on rn.oid = r.relnamespace
        where con.contype = 'f' and n.nspname = $1 and rn.nspname = $1
        order by con.conname`,
      [schema],
    );

    const functionRows = await tx.query<{
      name: string;
      arg_names: string[] | null;
      arg_types: string[];
      arg_modes: string[] | null;
      all_types: string[] | null;
      defaults: number;
      return_type: string;
      returns_set: boolean;
      returns_rows: boolean;
      volatile: boolean;
      hoisted: string[];
    }>(
      `select p.proname as name, p.proargnames as arg_names,
              array(select format_type(t, null) from unnest(p.proargtypes) t) as arg_types,
              p.proargmodes::text[] as arg_modes, p.pronargdefaults::int as defaults,
              array(select format_type(t, null) from unnest(p.proallargtypes) t) as all_types,
              format_type(p.prorettype, null) as return_type, p.proretset as returns_set,
              (rt.typtype = 'c' or rt.typrelid <> 0 or p.proargmodes::text[] && array['t', 'o']) as returns_rows,
              p.provolatile = 'v' as volatile,
              array(select c from unnest(coalesce(p.proconfig, '{}')) c
                     where split_part(c, '=', 1) in ('statement_timeout', 'plan_filter.statement_cost_limit',
                                                     'default_transaction_isolation')) as hoisted
         from pg_proc p
         join pg_namespace n on n.oid = p.pronamespace
         join pg_type rt on rt.oid = p.prorettype
        where n.nspname = $1 and p.prokind = 'f' and rt.typname not in ('trigger', 'event_trigger')`,
      [schema],
    );
    const functions = new Map<string, FunctionInfo[]>();
    for (const row of functionRows) {
      // Input arguments are those whose mode is i, b or v (or all, when no modes are listed).
      const names = row.arg_names ?? [];
      const modes = row.arg_modes ?? names.map(() => 'i');
      const inputNames = names.filter((_, index) => ['i', 'b', 'v'].includes(modes[index] ?? 'i'));
      if (inputNames.length !== row.arg_types.length || inputNames.some((name) => name === '')) continue;
      const firstDefault = row.arg_types.length - row.defaults;
      const info: FunctionInfo = {
        name: row.name,
        args: row.arg_types.map((type, index) => ({
          name: inputNames[index] ?? '',
          type,
          hasDefault: index >= firstDefault,
        })),
        returnType: row.return_type,
        returnsSet: row.returns_set,
        returnsRows: row.returns_rows,
        volatile: row.volatile,
        hoisted: row.hoisted,
        outColumns: names.flatMap((name, index) =>
          ['o', 'b', 't'].includes(modes[index] ?? 'i')
            ? [{ name, type: row.all_types?.[index] ?? 'text', hasDefault: false }]
            : [],
        ),
      };
      functions.set(row.name, [...(functions.get(row.name) ?? []), info]);
    }
    return { schema, relations, foreignKeys, functions };
  });
}
