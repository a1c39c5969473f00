/**
 * Writes src/lib/database.types.ts from the declared schema, in the
 * shape `supabase gen types typescript` produces and `createClient<Database>()`
 * expects. It builds a throwaway in-memory database from supabase/schemas
 * (which `npm run db:check` keeps equal to what the migrations build) and
 * reads the catalog, so the database is the only source of truth.
 *
 *   npm run db:types          # write
 *   npm run db:types -- --check  # fail when stale
 */
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { applySqlFiles, loadSchemaCache, openPglite, schemaFiles } from '@wheelhouse/local-supabase';
import type { Db, Relation } from '@wheelhouse/local-supabase';
import { allowedValues, closedSetsOf, type ClosedSets } from './closedSets.ts';

export const TYPES_PATH = fileURLToPath(new URL('../../src/lib/database.types.ts', import.meta.url));

interface Catalog {
  enums: Map<string, string[]>;
  composites: Map<string, { name: string; udt: string; nullable: boolean }[]>;
  closed: ClosedSets;
}

async function readCatalog(db: Db): Promise<Catalog> {
  return db.transaction(async (tx) => {
    const enumRows = await tx.query<{ name: string; labels: string[] }>(
      `select t.typname as name, array(select e.enumlabel::text from pg_enum e where e.enumtypid = t.oid order by e.enumsortorder) as labels
         from pg_type t join pg_namespace n on n.oid = t.typnamespace
        where n.nspname = 'public' and t.typtype = 'e' order by t.typname`,
    );
    const compositeRows = await tx.query<{ type: string; name: string; udt: string }>(
      `select t.typname as type, a.attname as name, at.typname as udt
         from pg_type t
         join pg_namespace n on n.oid = t.typnamespace
         join pg_class c on c.oid = t.typrelid and c.relkind = 'c'
         join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
         join pg_type at on at.oid = a.atttypid
        where n.nspname = 'public' order by t.typname, a.attnum`,
    );
    const composites = new Map<string, { name: string; udt: string; nullable: boolean }[]>();
    for (const row of compositeRows)
      composites.set(row.type, [...(composites.get(row.type) ?? []), { name: row.name, udt: row.udt, nullable: true }]);
    const checks = await tx.query<{ table: string; definition: string }>(
      `select c.conrelid::regclass::text as table, pg_get_constraintdef(c.oid) as definition
         from pg_constraint c join pg_namespace n on n.oid = c.connamespace
        where n.nspname = 'public' and c.contype = 'c'`,
    );
    return {
      enums: new Map(enumRows.map((row) => [row.name, row.labels])),
      composites,
      closed: closedSetsOf(
        checks.map((row) => ({ table: row.table.replace(/^public\./, ''), definition: row.definition })),
      ),
    };
  });
}

const NUMBER = new Set(['int2', 'int4', 'int8', 'float4', 'float8', 'numeric', 'oid']);
const STRING = new Set([
  'text',
  'varchar',
  'bpchar',
  'uuid',
  'date',
  'time',
  'timetz',
  'timestamp',
  'timestamptz',
  'interval',
  'citext',
  'bytea',
  'inet',
  'name',
]);

/** format_type() names (as functions report them) to udt names. */
const FORMAT_TO_UDT: Readonly<Record<string, string>> = {
  integer: 'int4',
  bigint: 'int8',
  smallint: 'int2',
  real: 'float4',
  'double precision': 'float8',
  boolean: 'bool',
  'timestamp with time zone': 'timestamptz',
  'timestamp without time zone': 'timestamp',
  'character varying': 'varchar',
  'time without time zone': 'time',
  'time with time zone': 'timetz',
  character: 'bpchar',
};

function toUdt(formatType: string): string {
  const array = formatType.endsWith('[]');
  const base = (array ? formatType.slice(0, -2) : formatType).replace(/\(.*\)$/, '').replace(/^public\./, '');
  const udt = FORMAT_TO_UDT[base] ?? base;
  return array ? `_${udt}` : udt;
}

function tsType(udt: string, catalog: Catalog): string {
  if (udt.startsWith('_')) {
    const element = tsType(udt.slice(1), catalog);
    return element.includes(' ') ? `(${element})[]` : `${element}[]`;
  }
  if (NUMBER.has(udt)) return 'number';
  if (STRING.has(udt)) return 'string';
  if (udt === 'bool') return 'boolean';
  if (udt === 'json' || udt === 'jsonb') return 'Json';
  if (catalog.enums.has(udt)) return `Database['public']['Enums']['${udt}']`;
  if (catalog.composites.has(udt)) return `Database['public']['CompositeTypes']['${udt}']`;
  return 'unknown';
}

const columnType = tsType;

function indent(lines: readonly string[], depth: number): string {
  return lines.map((line) => (line === '' ? '' : `${'  '.repeat(depth)}${line}`)).join('\n');
}

function objectType(entries: readonly string[], depth: number): string {
  if (entries.length === 0) return '{ [_ in never]: never }';
  return `{\n${indent(entries, depth + 1)}\n${'  '.repeat(depth)}}`;
}

function key(name: string): string {
  return /^[A-Za-z_$][A-Za-z0-9_$]*$/.test(name) ? name : `'${name}'`;
}

const quoted = (value: string): string => `'${value.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`;

function relationTypes(relation: Relation, catalog: Catalog, relationships: string[], depth: number): string {
  const columns = [...relation.columns.values()].sort((a, b) => a.name.localeCompare(b.name));
  // A column a check constraint closes (type, colour, status…) is the union of its values.
  const tsType = (udt: string, column: string): string => {
    const values = allowedValues(catalog.closed, relation.name, column);
    return values && udt === 'text' ? values.map(quoted).join(' | ') : columnType(udt, catalog);
  };
  const row = columns.map(
    (column) => `${key(column.name)}: ${tsType(column.udt, column.name)}${column.nullable ? ' | null' : ''};`,
  );
  const blocks = [`Row: ${objectType(row, depth)};`];
  if (relation.kind === 'table') {
    const insert = columns.map((column) =>
      column.generated
        ? `${key(column.name)}?: never;`
        : `${key(column.name)}${column.nullable || column.hasDefault ? '?' : ''}: ${tsType(column.udt, column.name)}${column.nullable ? ' | null' : ''};`,
    );
    const update = columns.map((column) =>
      column.generated
        ? `${key(column.name)}?: never;`
        : `${key(column.name)}?: ${tsType(column.udt, column.name)}${column.nullable ? ' | null' : ''};`,
    );
    blocks.push(`Insert: ${objectType(insert, depth)};`, `Update: ${objectType(update, depth)};`);
  }
  blocks.push(
    relationships.length === 0
      ? 'Relationships: [];'
      : `Relationships: [\n${indent(relationships, depth + 1)}\n${'  '.repeat(depth)}];`,
  );
  return objectType(blocks, depth - 1);
}

function list(values: readonly string[]): string {
  return `[${values.map(quoted).join(', ')}]`;
}

function closedSetsLiteral(closed: ClosedSets): string {
  const tables = [...closed.sets.entries()].map(
    ([table, columns]) =>
      `${key(table)}: ${objectType(
        [...columns.entries()]
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([column, values]) => `${key(column)}: ${list(values)},`),
        1,
      )},`,
  );
  return objectType(tables, 0);
}

function byTypeLiteral(closed: ClosedSets): string {
  const tables = [...closed.byType.entries()].map(
    ([table, columns]) =>
      `${key(table)}: ${objectType(
        [...columns.entries()]
          .sort(([a], [b]) => a.localeCompare(b))
          .map(
            ([column, byType]) =>
              `${key(column)}: ${objectType(
                [...byType.entries()].map(([type, values]) => `${key(type)}: ${list(values)},`),
                2,
              )},`,
          ),
        1,
      )},`,
  );
  return objectType(tables, 0);
}

/**
 * The types of the schema in `built` (a migrated or schema-built database,
 * which this leaves open), or of a throwaway in-memory database built here
 * from the schema files.
 */
export async function renderTypes(built?: Db): Promise<string> {
  const db = built ?? (await openPglite('memory'));
  try {
    if (!built) await applySqlFiles(db, await schemaFiles());
    const cache = await loadSchemaCache(db);
    const catalog = await readCatalog(db);
    const relationshipsOf = (relation: Relation): string[] =>
      cache.foreignKeys
        .filter((fk) => fk.table === relation.name)
        .sort((a, b) => a.name.localeCompare(b.name))
        .map((fk) => {
          const oneToOne = relation.uniques.some(
            (set) => set.length === fk.columns.length && set.every((column) => fk.columns.includes(column)),
          );
          return `{
  foreignKeyName: '${fk.name}';
  columns: [${fk.columns.map((column) => `'${column}'`).join(', ')}];
  isOneToOne: ${String(oneToOne)};
  referencedRelation: '${fk.refTable}';
  referencedColumns: [${fk.refColumns.map((column) => `'${column}'`).join(', ')}];
},`;
        })
        .flatMap((block) => block.split('\n'));

    const relations = [...cache.relations.values()].sort((a, b) => a.name.localeCompare(b.name));
    const tables = relations
      .filter((relation) => relation.kind === 'table')
      .map((relation) => `${key(relation.name)}: ${relationTypes(relation, catalog, relationshipsOf(relation), 4)};`);
    const views = relations
      .filter((relation) => relation.kind === 'view')
      .map((relation) => `${key(relation.name)}: ${relationTypes(relation, catalog, relationshipsOf(relation), 4)};`);

    const functions = [...cache.functions.values()]
      .flat()
      .sort((a, b) => a.name.localeCompare(b.name))
      .map((fn) => {
        const args = fn.args.map(
          (arg) => `${key(arg.name)}${arg.hasDefault ? '?' : ''}: ${tsType(toUdt(arg.type), catalog)};`,
        );
        const tableName = fn.returnType.replace(/^public\./, '');
        let returns: string;
        if (fn.returnsRows && cache.relations.has(tableName)) {
          returns = `Database['public']['Tables']['${tableName}']['Row']${fn.returnsSet ? '[]' : ''}`;
        } else if (fn.returnsRows) {
          const columns = fn.outColumns.map((column) => `${key(column.name)}: ${tsType(toUdt(column.type), catalog)};`);
          returns = `${objectType(columns, 1)}${fn.returnsSet ? '[]' : ''}`;
        } else {
          returns =
            fn.returnType === 'void'
              ? 'undefined'
              : `${tsType(toUdt(fn.returnType), catalog)}${fn.returnsSet ? '[]' : ''}`;
        }
        return `${key(fn.name)}: {\n  Args: ${args.length === 0 ? 'never' : objectType(args, 1)};\n  Returns: ${returns};\n};`;
      })
      .flatMap((block) => block.split('\n'));

    const enums = [...catalog.enums.entries()].map(
      ([name, labels]) => `${key(name)}: ${labels.map((label) => `'${label}'`).join(' | ')};`,
    );
    const composites = [...catalog.composites.entries()].map(
      ([name, fields]) =>
        `${key(name)}: ${objectType(
          fields.map((field) => `${key(field.name)}: ${tsType(field.udt, catalog)} | null;`),
          4,
        )};`,
    );

    return `// GENERATED by scripts/db/types.ts from supabase/schemas.
// Do not edit: change a schema file and run \`npm run db:types\`.

export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[];

export type Database = {
  __InternalSupabase: {
    PostgrestVersion: '12';
  };
  public: {
    Tables: ${objectType(tables, 2)};
    Views: ${objectType(views, 2)};
    Functions: ${objectType(functions, 2)};
    Enums: ${objectType(enums, 2)};
    CompositeTypes: ${objectType(composites, 2)};
  };
};

type PublicSchema = Database['public'];

export type Tables<T extends keyof PublicSchema['Tables']> = PublicSchema['Tables'][T]['Row'];
export type TablesInsert<T extends keyof PublicSchema['Tables']> = PublicSchema['Tables'][T]['Insert'];
export type TablesUpdate<T extends keyof PublicSchema['Tables']> = PublicSchema['Tables'][T]['Update'];
export type Views<T extends keyof PublicSchema['Views']> = PublicSchema['Views'][T]['Row'];
export type Functions<T extends keyof PublicSchema['Functions']> = PublicSchema['Functions'][T];
export type Enums<T extends keyof PublicSchema['Enums']> = PublicSchema['Enums'][T];
export type CompositeTypes<T extends keyof PublicSchema['CompositeTypes']> = PublicSchema['CompositeTypes'][T];

/**
 * The closed sets of the schema (table → column → values), read from the check
 * constraints that hold them, in their order: the one source for the app's lists.
 */
export const ClosedSets = ${closedSetsLiteral(catalog.closed)} as const;

/** Values allowed per vehicle type (table → column → type → values), from the two-column checks. */
export const ClosedSetsByType = ${byTypeLiteral(catalog.closed)} as const;
`;
  } finally {
    if (!built) await db.close();
  }
}

async function main(): Promise<void> {
  const text = await renderTypes();
  if (process.argv.includes('--check')) {
    const current = await readFile(TYPES_PATH, 'utf8').catch(() => '');
    if (current !== text) {
      console.error('src/lib/database.types.ts is stale: run `npm run db:types`.');
      process.exit(1);
    }
    return;
  }
  await writeFile(TYPES_PATH, text);
  console.log(`Wrote ${TYPES_PATH}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
