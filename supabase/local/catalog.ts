/**
 * What a database's schema is, read from its catalogs: every schema,
 * extension, table and column, constraint, index, view, sequence, type,
 * function, trigger, policy, grant, comment, publication membership and
 * storage bucket outside Postgres' own schemas, each as one named object
 * with a normalised definition. Two databases built on the same platform
 * compare object by object (`diffCatalogs`), which is what tells a database
 * built from `supabase/migrations` apart from one built from
 * `supabase/schemas`, and what `migrationFromDiff` (schemaDiff.ts) turns
 * into SQL. Column order is not compared: a column added later sits last in
 * a migrated table but may be declared anywhere in its schema file.
 *
 * The queries read only catalogs Postgres 15 to 18 share, so PGlite, native
 * Postgres and hosted Supabase read alike.
 */
import type { Db, Row } from './db.ts';

export type ObjectKind =
  | 'schema'
  | 'extension'
  | 'type'
  | 'sequence'
  | 'table'
  | 'column'
  | 'constraint'
  | 'index'
  | 'view'
  | 'function'
  | 'trigger'
  | 'policy'
  | 'publication'
  | 'default-acl'
  | 'text-search'
  | 'bucket';

export interface CatalogObject {
  kind: ObjectKind;
  /** Qualified and unique within its kind: `public.vehicles`, `public.vehicles.price`, `public.f(integer)`. */
  name: string;
  /** The table (or view) a column, constraint, index, trigger or policy belongs to. */
  parent?: string;
  /** Normalised properties; two objects are the same when these are equal. */
  def: Record<string, unknown>;
  /** A column's position in its table: not compared, used to write columns in their order. */
  position?: number;
}

export type Catalog = Map<string, CatalogObject>;

export function objectKey(kind: ObjectKind, name: string): string {
  return `${kind} ${name}`;
}

/** Schemas that belong to Postgres itself, or to the local stack's bookkeeping. */
const SKIPPED_SCHEMAS = ['pg_catalog', 'information_schema', 'pg_toast', 'supabase_migrations'];

const schemaFilter = (column: string) =>
  `${column} not in (${SKIPPED_SCHEMAS.map((s) => `'${s}'`).join(', ')}) and ${column} not like 'pg\\_temp\\_%' and ${column} not like 'pg\\_toast\\_temp\\_%'`;

/** An object that an extension created is the extension's, not the project's. */
const notFromExtension = (classId: string, oid: string) =>
  `not exists (select from pg_depend d where d.classid = '${classId}'::regclass and d.objid = ${oid} and d.deptype = 'e')`;

async function query<T extends Row>(db: Db, sql: string): Promise<T[]> {
  return db.transaction((tx) => tx.query<T>(sql));
}

/** Reads every object outside Postgres' own schemas. */
export async function readCatalog(db: Db): Promise<Catalog> {
  const catalog: Catalog = new Map();
  const add = (object: CatalogObject) => {
    catalog.set(objectKey(object.kind, object.name), object);
  };

  for (const row of await query<{ name: string; owner: string; acl: string | null; comment: string | null }>(
    db,
    `select n.nspname as name, pg_get_userbyid(n.nspowner) as owner, n.nspacl::text as acl,
            obj_description(n.oid, 'pg_namespace') as comment
       from pg_namespace n
      where ${schemaFilter('n.nspname')} and ${notFromExtension('pg_namespace', 'n.oid')}`,
  )) {
    add({ kind: 'schema', name: row.name, def: { owner: row.owner, acl: sortAcl(row.acl), comment: row.comment } });
  }

  for (const row of await query<{ name: string; schema: string }>(
    db,
    `select e.extname as name, n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace`,
  )) {
    add({ kind: 'extension', name: row.name, def: { schema: row.schema } });
  }

  for (const row of await query<{
    name: string;
    kind: string;
    labels: string[] | null;
    base: string | null;
    notnull: boolean;
    check: string | null;
    acl: string | null;
    comment: string | null;
  }>(
    db,
    `select format('%I.%I', n.nspname, t.typname) as name, t.typtype as kind,
            case when t.typtype = 'e' then array(select e.enumlabel::text from pg_enum e where e.enumtypid = t.oid order by e.enumsortorder) end as labels,
            case when t.typtype = 'd' then format_type(t.typbasetype, t.typtypmod) end as base,
            t.typnotnull as notnull,
            (select string_agg(pg_get_constraintdef(c.oid), ' and ' order by c.conname) from pg_constraint c where c.contypid = t.oid) as check,
            t.typacl::text as acl, obj_description(t.oid, 'pg_type') as comment
       from pg_type t
       join pg_namespace n on n.oid = t.typnamespace
      where ${schemaFilter('n.nspname')} and t.typtype in ('e', 'd')
        and ${notFromExtension('pg_type', 't.oid')}`,
  )) {
    add({
      kind: 'type',
      name: row.name,
      def: {
        kind: row.kind === 'e' ? 'enum' : 'domain',
        labels: row.labels,
        base: row.base,
        notnull: row.notnull,
        check: row.check,
        acl: sortAcl(row.acl),
        comment: row.comment,
      },
    });
  }

  for (const row of await query<{
    name: string;
    kind: string;
    owner: string;
    rls: boolean;
    force_rls: boolean;
    options: string[] | null;
    acl: string | null;
    comment: string | null;
    view: string | null;
    seq: string | null;
    owned_by: string | null;
  }>(
    db,
    `select format('%I.%I', n.nspname, c.relname) as name, c.relkind::text as kind, pg_get_userbyid(c.relowner) as owner,
            c.relrowsecurity as rls, c.relforcerowsecurity as force_rls, c.reloptions as options,
            c.relacl::text as acl, obj_description(c.oid, 'pg_class') as comment,
            case when c.relkind in ('v', 'm') then pg_get_viewdef(c.oid, true) end as view,
            case when c.relkind = 'S' then (
              select format('as %s increment by %s minvalue %s maxvalue %s start with %s cache %s%s',
                            format_type(s.seqtypid, null), s.seqincrement, s.seqmin, s.seqmax, s.seqstart, s.seqcache,
                            case when s.seqcycle then ' cycle' else '' end)
                from pg_sequence s where s.seqrelid = c.oid) end as seq,
            (select format('%I.%I.%I', tn.nspname, t.relname, a.attname)
               from pg_depend d
               join pg_class t on t.oid = d.refobjid
               join pg_namespace tn on tn.oid = t.relnamespace
               join pg_attribute a on a.attrelid = t.oid and a.attnum = d.refobjsubid
              where c.relkind = 'S' and d.classid = 'pg_class'::regclass and d.objid = c.oid
                and d.refclassid = 'pg_class'::regclass and d.deptype in ('a', 'i')) as owned_by
       from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
      where ${schemaFilter('n.nspname')} and c.relkind in ('r', 'p', 'v', 'm', 'S', 'f')
        and ${notFromExtension('pg_class', 'c.oid')}`,
  )) {
    const common = { owner: row.owner, acl: sortAcl(row.acl), comment: row.comment };
    if (row.kind === 'v' || row.kind === 'm') {
      add({
        kind: 'view',
        name: row.name,
        def: { ...common, materialized: row.kind === 'm', query: row.view, options: row.options },
      });
    } else if (row.kind === 'S') {
      add({ kind: 'sequence', name: row.name, def: { ...common, definition: row.seq, ownedBy: row.owned_by } });
    } else {
      add({
        kind: 'table',
        name: row.name,
        def: { ...common, partitioned: row.kind === 'p', rls: row.rls, forceRls: row.force_rls, options: row.options },
      });
    }
  }

  for (const row of await query<{
    parent: string;
    name: string;
    type: string;
    notnull: boolean;
    default: string | null;
    identity: string;
    generated: string;
    collation: string | null;
    acl: string | null;
    comment: string | null;
    position: number;
  }>(
    db,
    `select format('%I.%I', n.nspname, c.relname) as parent, a.attname as name,
            format_type(a.atttypid, a.atttypmod) as type, a.attnotnull as notnull,
            pg_get_expr(ad.adbin, ad.adrelid) as default, a.attidentity::text as identity, a.attgenerated::text as generated,
            case when a.attcollation <> t.typcollation then (select format('%I.%I', cn.nspname, co.collname) from pg_collation co join pg_namespace cn on cn.oid = co.collnamespace where co.oid = a.attcollation) end as collation,
            a.attacl::text as acl, col_description(c.oid, a.attnum) as comment, a.attnum as position
       from pg_attribute a
       join pg_class c on c.oid = a.attrelid
       join pg_namespace n on n.oid = c.relnamespace
       join pg_type t on t.oid = a.atttypid
       left join pg_attrdef ad on ad.adrelid = a.attrelid and ad.adnum = a.attnum
      where ${schemaFilter('n.nspname')} and c.relkind in ('r', 'p', 'v', 'm', 'f') and a.attnum > 0 and not a.attisdropped
        and ${notFromExtension('pg_class', 'c.oid')}
      order by 1, a.attnum`,
  )) {
    const table = catalog.get(objectKey('table', row.parent));
    const view = catalog.get(objectKey('view', row.parent));
    // A view's columns follow from its query; only their grants and comments are its own.
    const def = view
      ? { acl: sortAcl(row.acl), comment: row.comment }
      : {
          type: row.type,
          notnull: row.notnull,
          default: row.default,
          identity: row.identity,
          generated: row.generated,
          collation: row.collation,
          acl: sortAcl(row.acl),
          comment: row.comment,
        };
    if (!table && !view) continue;
    add({
      kind: 'column',
      name: `${row.parent}.${quoteName(row.name)}`,
      parent: row.parent,
      def,
      position: row.position,
    });
  }

  for (const row of await query<{
    parent: string;
    name: string;
    type: string;
    definition: string;
    deferrable: boolean;
    comment: string | null;
  }>(
    db,
    `select format('%I.%I', n.nspname, c.relname) as parent, co.conname as name, co.contype::text as type,
            pg_get_constraintdef(co.oid) as definition, co.condeferrable as deferrable,
            obj_description(co.oid, 'pg_constraint') as comment
       from pg_constraint co
       join pg_class c on c.oid = co.conrelid
       join pg_namespace n on n.oid = c.relnamespace
      -- Postgres 18 (PGlite) also keeps NOT NULL as constraints (contype 'n'); the column says it already,
      -- and Postgres 15 (hosted) has neither the rows nor the syntax to add them.
      where ${schemaFilter('n.nspname')} and ${notFromExtension('pg_class', 'c.oid')} and co.contype <> 'n'`,
  )) {
    add({
      kind: 'constraint',
      name: `${row.parent}.${quoteName(row.name)}`,
      parent: row.parent,
      def: { type: row.type, definition: row.definition, comment: row.comment },
    });
  }

  for (const row of await query<{
    parent: string;
    name: string;
    definition: string;
    constraint: boolean;
    comment: string | null;
  }>(
    db,
    `select format('%I.%I', tn.nspname, t.relname) as parent, format('%I.%I', n.nspname, c.relname) as name,
            pg_get_indexdef(c.oid) as definition,
            exists (select from pg_constraint co where co.conindid = c.oid and co.contype in ('p', 'u', 'x')) as constraint,
            obj_description(c.oid, 'pg_class') as comment
       from pg_index i
       join pg_class c on c.oid = i.indexrelid
       join pg_namespace n on n.oid = c.relnamespace
       join pg_class t on t.oid = i.indrelid
       join pg_namespace tn on tn.oid = t.relnamespace
      where ${schemaFilter('n.nspname')} and ${notFromExtension('pg_class', 't.oid')}`,
  )) {
    add({
      kind: 'index',
      name: row.name,
      parent: row.parent,
      def: { definition: row.definition, constraint: row.constraint, comment: row.comment },
    });
  }

  for (const row of await query<{
    name: string;
    kind: string;
    definition: string | null;
    owner: string;
    acl: string | null;
    comment: string | null;
  }>(
    db,
    `select format('%I.%I(%s)', n.nspname, p.proname, pg_get_function_identity_arguments(p.oid)) as name,
            p.prokind::text as kind,
            case when p.prokind in ('f', 'p', 'w') then pg_get_functiondef(p.oid) end as definition,
            pg_get_userbyid(p.proowner) as owner, p.proacl::text as acl, obj_description(p.oid, 'pg_proc') as comment
       from pg_proc p
       join pg_namespace n on n.oid = p.pronamespace
      where ${schemaFilter('n.nspname')} and ${notFromExtension('pg_proc', 'p.oid')}`,
  )) {
    add({
      kind: 'function',
      name: row.name,
      def: {
        kind: row.kind,
        definition: row.definition,
        owner: row.owner,
        acl: sortAcl(row.acl),
        comment: row.comment,
      },
    });
  }

  for (const row of await query<{
    parent: string;
    name: string;
    definition: string;
    enabled: string;
    comment: string | null;
  }>(
    db,
    `select format('%I.%I', n.nspname, c.relname) as parent, t.tgname as name, pg_get_triggerdef(t.oid) as definition,
            t.tgenabled::text as enabled, obj_description(t.oid, 'pg_trigger') as comment
       from pg_trigger t
       join pg_class c on c.oid = t.tgrelid
       join pg_namespace n on n.oid = c.relnamespace
      where not t.tgisinternal and ${schemaFilter('n.nspname')}
        -- The local stack attaches its realtime emulation itself (bootstrap.syncRealtimeTriggers).
        and t.tgname <> 'realtime_local_changes'`,
  )) {
    add({
      kind: 'trigger',
      name: `${row.parent}.${quoteName(row.name)}`,
      parent: row.parent,
      def: { definition: row.definition, enabled: row.enabled, comment: row.comment },
    });
  }

  for (const row of await query<{
    parent: string;
    name: string;
    command: string;
    permissive: boolean;
    roles: string[];
    using: string | null;
    check: string | null;
    comment: string | null;
  }>(
    db,
    `select format('%I.%I', n.nspname, c.relname) as parent, p.polname as name, p.polcmd::text as command,
            p.polpermissive as permissive,
            array(select case when r = 0 then 'public' else pg_get_userbyid(r) end from unnest(p.polroles) r order by 1) as roles,
            pg_get_expr(p.polqual, p.polrelid) as using, pg_get_expr(p.polwithcheck, p.polrelid) as check,
            obj_description(p.oid, 'pg_policy') as comment
       from pg_policy p
       join pg_class c on c.oid = p.polrelid
       join pg_namespace n on n.oid = c.relnamespace
      where ${schemaFilter('n.nspname')}`,
  )) {
    add({
      kind: 'policy',
      name: `${row.parent}.${quoteName(row.name)}`,
      parent: row.parent,
      def: {
        command: row.command,
        permissive: row.permissive,
        roles: row.roles,
        using: row.using,
        check: row.check,
        comment: row.comment,
      },
    });
  }

  for (const row of await query<{ publication: string; table: string }>(
    db,
    `select p.pubname as publication, format('%I.%I', p.schemaname, p.tablename) as table from pg_publication_tables p`,
  )) {
    add({ kind: 'publication', name: `${row.publication}:${row.table}`, def: {} });
  }

  for (const row of await query<{ role: string; schema: string | null; type: string; acl: string | null }>(
    db,
    `select pg_get_userbyid(d.defaclrole) as role, n.nspname as schema, d.defaclobjtype::text as type, d.defaclacl::text as acl
       from pg_default_acl d left join pg_namespace n on n.oid = d.defaclnamespace`,
  )) {
    add({ kind: 'default-acl', name: `${row.role}:${row.schema ?? '*'}:${row.type}`, def: { acl: sortAcl(row.acl) } });
  }

  for (const row of await query<{ name: string; parser: string; mappings: string[] }>(
    db,
    `select format('%I.%I', n.nspname, c.cfgname) as name, p.prsname as parser,
            array(select format('%s:%s', m.maptokentype, string_agg(m.mapdict::regdictionary::text, ',' order by m.mapseqno))
                    from pg_ts_config_map m where m.mapcfg = c.oid group by m.maptokentype order by m.maptokentype) as mappings
       from pg_ts_config c
       join pg_namespace n on n.oid = c.cfgnamespace
       join pg_ts_parser p on p.oid = c.cfgparser
      where ${schemaFilter('n.nspname')}`,
  )) {
    add({ kind: 'text-search', name: row.name, def: { parser: row.parser, mappings: row.mappings } });
  }

  const [buckets] = await query<{ present: boolean }>(
    db,
    `select to_regclass('storage.buckets') is not null as present`,
  );
  if (buckets?.present) {
    for (const row of await query<{ id: string; def: Record<string, unknown> }>(
      db,
      `select b.id, jsonb_build_object('name', b.name, 'public', b.public, 'fileSizeLimit', b.file_size_limit,
                                       'allowedMimeTypes', b.allowed_mime_types) as def
         from storage.buckets b`,
    )) {
      add({ kind: 'bucket', name: row.id, def: row.def });
    }
  }
  return catalog;
}

/** `"quoted"` where Postgres would need it; plain otherwise. */
export function quoteName(name: string): string {
  return /^[a-z_][a-z0-9_$]*$/.test(name) ? name : `"${name.replaceAll('"', '""')}"`;
}

/**
 * An aclitem[] as text, its items sorted, so grants given in another order compare equal. The MAINTAIN
 * privilege (`m`, Postgres 17 and later) is left out: Postgres 15, which hosted projects and the native pass
 * run, has no such privilege, so a migration that granted or revoked it could not run there.
 */
function sortAcl(acl: string | null): string[] | null {
  if (acl === null) return null;
  const inner = acl.replace(/^\{/, '').replace(/\}$/, '');
  if (inner === '') return [];
  return (inner.match(/("(?:[^"\\]|\\.)*"|[^,]+)/g) ?? [])
    .map((item) =>
      item
        .replace(/^"|"$/g, '')
        .replace(/=([^/]*)\//, (_, privileges: string) => `=${privileges.replace(/m\*?/g, '')}/`),
    )
    .filter((item) => !item.includes('=/'))
    .sort();
}

export interface CatalogChange {
  key: string;
  kind: ObjectKind;
  name: string;
  before?: CatalogObject;
  after?: CatalogObject;
  /** For a change: the properties that differ. */
  fields?: string[];
}

export interface CatalogDiff {
  added: CatalogChange[];
  removed: CatalogChange[];
  changed: CatalogChange[];
}

const stable = (value: unknown) => JSON.stringify(value);

/** What `to` has that `from` lacks, what `from` has that `to` lacks, and what differs, by key. */
export function diffCatalogs(from: Catalog, to: Catalog): CatalogDiff {
  const diff: CatalogDiff = { added: [], removed: [], changed: [] };
  for (const [key, after] of to) {
    const before = from.get(key);
    if (!before) {
      diff.added.push({ key, kind: after.kind, name: after.name, after });
      continue;
    }
    const fields = [...new Set([...Object.keys(before.def), ...Object.keys(after.def)])].filter(
      (field) => stable(before.def[field]) !== stable(after.def[field]),
    );
    if (fields.length > 0) diff.changed.push({ key, kind: after.kind, name: after.name, before, after, fields });
  }
  for (const [key, before] of from) {
    if (!to.has(key)) diff.removed.push({ key, kind: before.kind, name: before.name, before });
  }
  const byKey = (a: CatalogChange, b: CatalogChange) => a.key.localeCompare(b.key);
  diff.added.sort(byKey);
  diff.removed.sort(byKey);
  diff.changed.sort(byKey);
  return diff;
}

export function isEmptyDiff(diff: CatalogDiff): boolean {
  return diff.added.length + diff.removed.length + diff.changed.length === 0;
}

/** One line per difference, `+` for what only the second has, `-` for what only the first has, `~` for a change. */
export function describeDiff(diff: CatalogDiff, labels: { from: string; to: string }): string {
  const lines: string[] = [];
  for (const change of diff.added) lines.push(`+ ${change.kind} ${change.name} (only in ${labels.to})`);
  for (const change of diff.removed) lines.push(`- ${change.kind} ${change.name} (only in ${labels.from})`);
  for (const change of diff.changed) {
    lines.push(`~ ${change.kind} ${change.name}: ${(change.fields ?? []).join(', ')} differ`);
    for (const field of change.fields ?? []) {
      const before = change.before?.def[field];
      const after = change.after?.def[field];
      if (typeof before === 'string' && typeof after === 'string' && (before.includes('\n') || after.includes('\n'))) {
        lines.push(...lineDiff(before, after).map((line) => `    ${line}`));
      } else {
        lines.push(`    ${labels.from}: ${stable(before)}`, `    ${labels.to}: ${stable(after)}`);
      }
    }
  }
  return lines.join('\n');
}

/** The lines that differ between two texts, in order, with a little context (a short, dependable diff). */
function lineDiff(a: string, b: string): string[] {
  const left = a.split('\n');
  const right = b.split('\n');
  let start = 0;
  while (start < left.length && start < right.length && left[start] === right[start]) start += 1;
  let endLeft = left.length - 1;
  let endRight = right.length - 1;
  while (endLeft >= start && endRight >= start && left[endLeft] === right[endRight]) {
    endLeft -= 1;
    endRight -= 1;
  }
  const out: string[] = [];
  if (start > 0) out.push(`  ${left[start - 1] ?? ''}`);
  for (const line of left.slice(start, endLeft + 1).slice(0, 12)) out.push(`- ${line}`);
  for (const line of right.slice(start, endRight + 1).slice(0, 12)) out.push(`+ ${line}`);
  return out;
}
