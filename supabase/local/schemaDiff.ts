/**
 * A migration from the difference of two catalogs (catalog.ts): the SQL that
 * turns the database `from` describes into the one `to` describes, written
 * from `to`'s own definitions (pg_get_functiondef, pg_get_indexdef, …), as
 * the Supabase CLI's `db diff` does with a shadow database. The caller
 * applies the result to a copy of `from` and diffs again (`settleMigration`):
 * what a first pass cannot know (the grants a new object gets from default
 * privileges) is mended by a second, and whatever still differs is reported,
 * never silently left out.
 *
 * Statements come in dependency order: drops of dependants before what they
 * depend on, then schemas, extensions, types, sequences, tables and columns,
 * constraints (foreign keys last), functions, views, indexes, triggers,
 * policies, row-level security, grants and comments. Data (rows) is not a
 * schema change and is not generated, except storage buckets, which the
 * platform reads as configuration.
 */
import {
  diffCatalogs,
  isEmptyDiff,
  objectKey,
  quoteName,
  type Catalog,
  type CatalogChange,
  type CatalogDiff,
  type CatalogObject,
} from './catalog.ts';

const literal = (value: string) => `'${value.replaceAll("'", "''")}'`;

/** `schema.name` of a qualified column, constraint, trigger or policy name: the part after the parent. */
function childName(object: CatalogObject): string {
  const parent = object.parent ?? '';
  return object.name.slice(parent.length + 1);
}

/** The object a change leads to (an addition's or a change's). */
function target(change: CatalogChange): CatalogObject {
  if (!change.after) throw new Error(`${change.key}: a removal has no target`);
  return change.after;
}

/** The object a change starts from (a removal's or a change's). */
function source(change: CatalogChange): CatalogObject {
  if (!change.before) throw new Error(`${change.key}: an addition has no source`);
  return change.before;
}

const ACL_PRIVILEGES: Record<string, string> = {
  r: 'select',
  w: 'update',
  a: 'insert',
  d: 'delete',
  D: 'truncate',
  x: 'references',
  t: 'trigger',
  X: 'execute',
  U: 'usage',
  C: 'create',
  c: 'connect',
  T: 'temporary',
  m: 'maintain',
};

/** Privileges per grantee ('public' for PUBLIC) of an aclitem list; the grant option is ignored. */
function aclMap(acl: unknown): Map<string, Set<string>> {
  const map = new Map<string, Set<string>>();
  if (!Array.isArray(acl)) return map;
  for (const item of acl as string[]) {
    const match = /^(.*)=([A-Za-z*]*)\/.*$/.exec(item);
    if (!match) continue;
    const grantee = match[1] === '' ? 'public' : (match[1] ?? '').replace(/^"|"$/g, '');
    const privileges = new Set(
      Array.from((match[2] ?? '').replaceAll('*', ''), (letter) => ACL_PRIVILEGES[letter] ?? letter),
    );
    map.set(grantee, privileges);
  }
  return map;
}

/** The default ACL an object of this kind has when its aclitem list is null. */
function implicitAcl(kind: 'table' | 'function' | 'schema' | 'sequence' | 'type', owner: string): string[] {
  const all: Record<typeof kind, string> = {
    table: 'arwdDxtm',
    function: 'X',
    schema: 'UC',
    sequence: 'rwU',
    type: 'U',
  };
  const items = [`${owner}=${all[kind]}/${owner}`];
  if (kind === 'function' || kind === 'type') items.push(`=${kind === 'function' ? 'X' : 'U'}/${owner}`);
  return items;
}

function grantStatements(
  target: string,
  before: unknown,
  after: unknown,
  kind: 'table' | 'function' | 'schema' | 'sequence' | 'type',
  owner: string,
  columns?: string,
): string[] {
  const from = aclMap(before ?? implicitAcl(kind, owner));
  const to = aclMap(after ?? implicitAcl(kind, owner));
  const statements: string[] = [];
  const quoteRole = (role: string) => (role === 'public' ? 'public' : quoteName(role));
  for (const grantee of new Set([...from.keys(), ...to.keys()])) {
    if (grantee === owner) continue;
    const had = from.get(grantee) ?? new Set<string>();
    const has = to.get(grantee) ?? new Set<string>();
    const revoked = [...had].filter((p) => !has.has(p)).sort();
    const granted = [...has].filter((p) => !had.has(p)).sort();
    const list = (privileges: string[]) =>
      privileges.map((p) => (columns === undefined ? p : `${p} (${columns})`)).join(', ');
    if (revoked.length > 0) statements.push(`revoke ${list(revoked)} on ${target} from ${quoteRole(grantee)};`);
    if (granted.length > 0) statements.push(`grant ${list(granted)} on ${target} to ${quoteRole(grantee)};`);
  }
  return statements;
}

function commentStatement(target: string, before: unknown, after: unknown): string[] {
  if (before === after) return [];
  return [`comment on ${target} is ${typeof after === 'string' ? literal(after) : 'null'};`];
}

/** The `(integer, text)` argument list of a function's catalog name. */
function functionTarget(name: string): string {
  return `function ${name}`;
}

const columnSql = (name: string, def: Record<string, unknown>) => {
  const parts = [quoteName(name), String(def.type)];
  if (typeof def.collation === 'string') parts.push(`collate ${def.collation}`);
  if (def.generated === 's') parts.push(`generated always as (${String(def.default)}) stored`);
  else if (def.identity === 'a') parts.push('generated always as identity');
  else if (def.identity === 'd') parts.push('generated by default as identity');
  else if (typeof def.default === 'string') parts.push(`default ${def.default}`);
  if (def.notnull === true) parts.push('not null');
  return parts.join(' ');
};

const policyName = (object: CatalogObject) => {
  const name = childName(object);
  return name.startsWith('"') ? name : `"${name}"`;
};

function policySql(object: CatalogObject): string {
  const def = object.def;
  const commands: Record<string, string> = { r: 'select', a: 'insert', w: 'update', d: 'delete', '*': 'all' };
  const roles = Array.isArray(def.roles) ? (def.roles as string[]) : String(def.roles).replace(/[{}]/g, '').split(',');
  return [
    `create policy ${policyName(object)}`,
    `  on ${object.parent ?? ''}`,
    def.permissive === false ? '  as restrictive' : null,
    `  for ${commands[String(def.command)] ?? 'all'}`,
    `  to ${roles.map((role) => (role === 'public' ? 'public' : quoteName(role))).join(', ')}`,
    typeof def.using === 'string' ? `  using (${def.using})` : null,
    typeof def.check === 'string' ? `  with check (${def.check})` : null,
  ]
    .filter((line): line is string => line !== null)
    .join('\n')
    .concat(';');
}

/** The RETURNS clause of a function definition, to tell a body change from a signature change. */
function returnsClause(definition: unknown): string {
  return /\n RETURNS ([^\n]*)\n/.exec(String(definition))?.[1] ?? '';
}

export interface GeneratedMigration {
  sql: string;
  /** Differences the generator cannot write (it says so in the migration too). */
  unsupported: string[];
}

/** The SQL that turns `from` into `to`, in one pass (see settleMigration for the whole job). */
export function migrationFromDiff(diff: CatalogDiff, from: Catalog, to: Catalog): GeneratedMigration {
  const drops: string[] = [];
  const creates: Record<string, string[]> = {
    schema: [],
    extension: [],
    type: [],
    sequence: [],
    table: [],
    column: [],
    constraint: [],
    foreignKey: [],
    function: [],
    view: [],
    index: [],
    trigger: [],
    policy: [],
    rls: [],
    publication: [],
    grant: [],
    comment: [],
    bucket: [],
  };
  const unsupported: string[] = [];
  const push = (section: string, ...statements: string[]) => {
    (creates[section] ??= []).push(...statements);
  };
  const removedTables = new Set(diff.removed.filter((c) => c.kind === 'table').map((c) => c.name));
  const addedTables = new Set(diff.added.filter((c) => c.kind === 'table').map((c) => c.name));

  // Drops, dependants first.
  const dropOrder: CatalogChange['kind'][] = [
    'publication',
    'policy',
    'trigger',
    'view',
    'index',
    'constraint',
    'function',
    'column',
    'table',
    'sequence',
    'type',
    'bucket',
    'schema',
  ];
  for (const kind of dropOrder) {
    for (const change of diff.removed.filter((c) => c.kind === kind)) {
      const object = source(change);
      const parentGone = object.parent !== undefined && removedTables.has(object.parent);
      switch (kind) {
        case 'publication': {
          const [publication, table] = object.name.split(':');
          if (!removedTables.has(table ?? ''))
            drops.push(`alter publication ${publication ?? ''} drop table ${table ?? ''};`);
          break;
        }
        case 'policy':
          if (!parentGone) drops.push(`drop policy ${policyName(object)} on ${object.parent ?? ''};`);
          break;
        case 'trigger':
          if (!parentGone) drops.push(`drop trigger ${childName(object)} on ${object.parent ?? ''};`);
          break;
        case 'view':
          drops.push(`drop ${object.def.materialized === true ? 'materialized view' : 'view'} ${object.name};`);
          break;
        case 'index':
          if (!parentGone && object.def.constraint !== true) drops.push(`drop index ${object.name};`);
          break;
        case 'constraint':
          if (!parentGone && object.def.type !== 't') {
            drops.push(`alter table ${object.parent ?? ''} drop constraint ${childName(object)};`);
          }
          break;
        case 'function':
          drops.push(`drop ${object.def.kind === 'p' ? 'procedure' : 'function'} ${object.name};`);
          break;
        case 'column':
          if (!parentGone && !from.has(objectKey('view', object.parent ?? ''))) {
            drops.push(`alter table ${object.parent ?? ''} drop column ${childName(object)};`);
          }
          break;
        case 'table':
          drops.push(`drop table ${object.name};`);
          break;
        case 'sequence':
          drops.push(`drop sequence ${object.name};`);
          break;
        case 'type':
          drops.push(`drop ${object.def.kind === 'domain' ? 'domain' : 'type'} ${object.name};`);
          break;
        case 'bucket':
          drops.push(`delete from storage.buckets where id = ${literal(object.name)};`);
          break;
        case 'schema':
          drops.push(`drop schema ${quoteName(object.name)};`);
          break;
        default:
          unsupported.push(`remove ${kind} ${object.name}`);
      }
    }
  }
  for (const change of diff.removed.filter((c) => !dropOrder.includes(c.kind))) {
    unsupported.push(`remove ${change.kind} ${change.name}`);
  }

  const objectsOf = (kind: CatalogChange['kind'], changes: CatalogChange[]) =>
    changes.filter((c) => c.kind === kind).map((c) => target(c));

  // Additions and changes.
  for (const object of objectsOf('schema', diff.added)) {
    push('schema', `create schema ${quoteName(object.name)};`);
    push(
      'grant',
      ...grantStatements(`schema ${quoteName(object.name)}`, null, object.def.acl, 'schema', String(object.def.owner)),
    );
    push('comment', ...commentStatement(`schema ${quoteName(object.name)}`, null, object.def.comment));
  }
  for (const object of objectsOf('extension', diff.added)) {
    push(
      'extension',
      `create extension if not exists ${quoteName(object.name)} with schema ${String(object.def.schema)};`,
    );
  }
  for (const object of objectsOf('type', diff.added)) {
    if (object.def.kind === 'enum') {
      const labels = (object.def.labels as string[]).map(literal).join(', ');
      push('type', `create type ${object.name} as enum (${labels});`);
    } else {
      const check = typeof object.def.check === 'string' ? ` ${object.def.check}` : '';
      push(
        'type',
        `create domain ${object.name} as ${String(object.def.base)}${object.def.notnull === true ? ' not null' : ''}${check};`,
      );
    }
    push('comment', ...commentStatement(`type ${object.name}`, null, object.def.comment));
  }
  for (const object of objectsOf('sequence', diff.added)) {
    push('sequence', `create sequence ${object.name} ${String(object.def.definition)};`);
    push(
      'grant',
      ...grantStatements(`sequence ${object.name}`, null, object.def.acl, 'sequence', String(object.def.owner)),
    );
    push('comment', ...commentStatement(`sequence ${object.name}`, null, object.def.comment));
  }
  for (const object of objectsOf('table', diff.added)) {
    const columns = [...to.values()]
      .filter((c) => c.kind === 'column' && c.parent === object.name)
      .sort((a, b) => (a.position ?? 0) - (b.position ?? 0));
    push(
      'table',
      `create table ${object.name} (\n${columns.map((c) => `  ${columnSql(childName(c), c.def)}`).join(',\n')}\n);`,
    );
    if (object.def.rls === true) push('rls', `alter table ${object.name} enable row level security;`);
    if (object.def.forceRls === true) push('rls', `alter table ${object.name} force row level security;`);
    push('grant', ...grantStatements(`table ${object.name}`, null, object.def.acl, 'table', String(object.def.owner)));
    push('comment', ...commentStatement(`table ${object.name}`, null, object.def.comment));
  }
  for (const change of diff.changed.filter((c) => c.kind === 'table')) {
    const object = target(change);
    const before = source(change);
    for (const field of change.fields ?? []) {
      if (field === 'rls') {
        push('rls', `alter table ${object.name} ${object.def.rls === true ? 'enable' : 'disable'} row level security;`);
      } else if (field === 'forceRls') {
        push(
          'rls',
          `alter table ${object.name} ${object.def.forceRls === true ? 'force' : 'no force'} row level security;`,
        );
      } else if (field === 'acl') {
        push(
          'grant',
          ...grantStatements(`table ${object.name}`, before.def.acl, object.def.acl, 'table', String(object.def.owner)),
        );
      } else if (field === 'comment') {
        push('comment', ...commentStatement(`table ${object.name}`, before.def.comment, object.def.comment));
      } else {
        unsupported.push(`change ${field} of table ${object.name}`);
      }
    }
  }
  // Columns of existing tables (a new table's come with it).
  for (const object of objectsOf('column', diff.added)) {
    const parent = object.parent ?? '';
    if (addedTables.has(parent) || to.has(objectKey('view', parent))) continue;
    push('column', `alter table ${parent} add column ${columnSql(childName(object), object.def)};`);
  }
  for (const object of objectsOf('column', [...diff.added, ...diff.changed])) {
    const parent = object.parent ?? '';
    const isView = to.has(objectKey('view', parent));
    const before = from.get(objectKey('column', object.name));
    const target = parent;
    const column = childName(object);
    if (before && !isView && !addedTables.has(parent)) {
      const was = before.def;
      const is = object.def;
      if (was.type !== is.type) {
        push('column', `alter table ${target} alter column ${column} type ${String(is.type)};`);
      }
      if (was.generated !== is.generated || (is.generated === 's' && was.default !== is.default)) {
        unsupported.push(`change the generation of column ${object.name}`);
      } else if (was.default !== is.default) {
        push(
          'column',
          typeof is.default === 'string'
            ? `alter table ${target} alter column ${column} set default ${is.default};`
            : `alter table ${target} alter column ${column} drop default;`,
        );
      }
      if (was.notnull !== is.notnull) {
        push(
          'column',
          `alter table ${target} alter column ${column} ${is.notnull === true ? 'set' : 'drop'} not null;`,
        );
      }
      if (was.identity !== is.identity || was.collation !== is.collation) {
        unsupported.push(`change the identity or collation of column ${object.name}`);
      }
    }
    const owner = String((to.get(objectKey('table', parent)) ?? to.get(objectKey('view', parent)))?.def.owner);
    if (JSON.stringify(before?.def.acl ?? null) !== JSON.stringify(object.def.acl)) {
      push(
        'grant',
        ...grantStatements(`table ${parent}`, before?.def.acl ?? [], object.def.acl ?? [], 'table', owner, column),
      );
    }
    if ((before?.def.comment ?? null) !== (object.def.comment ?? null)) {
      push('comment', ...commentStatement(`column ${object.name}`, before?.def.comment ?? null, object.def.comment));
    }
  }
  for (const change of [...diff.added, ...diff.changed].filter((c) => c.kind === 'constraint')) {
    const object = target(change);
    if (object.def.type === 't') continue; // a constraint trigger: written with its trigger
    const before = change.before;
    const onlyComment = before !== undefined && (change.fields ?? []).every((f) => f === 'comment');
    if (!onlyComment) {
      if (before) drops.push(`alter table ${object.parent ?? ''} drop constraint ${childName(object)};`);
      push(
        object.def.type === 'f' ? 'foreignKey' : 'constraint',
        `alter table ${object.parent ?? ''} add constraint ${childName(object)} ${String(object.def.definition)};`,
      );
    }
    if ((before?.def.comment ?? null) !== (object.def.comment ?? null)) {
      push(
        'comment',
        ...commentStatement(
          `constraint ${childName(object)} on ${object.parent ?? ''}`,
          before?.def.comment ?? null,
          object.def.comment,
        ),
      );
    }
  }
  for (const change of [...diff.added, ...diff.changed].filter((c) => c.kind === 'function')) {
    const object = target(change);
    const before = change.before;
    const fields = change.fields ?? [];
    if (!before || fields.includes('definition')) {
      if (typeof object.def.definition !== 'string') {
        unsupported.push(`create aggregate ${object.name}`);
        continue;
      }
      if (before && returnsClause(before.def.definition) !== returnsClause(object.def.definition)) {
        drops.push(`drop function ${object.name};`);
      }
      push('function', `${object.def.definition.trimEnd()};`);
    }
    if (!before || fields.includes('acl')) {
      push(
        'grant',
        ...grantStatements(
          functionTarget(object.name),
          before ? before.def.acl : null,
          object.def.acl,
          'function',
          String(object.def.owner),
        ),
      );
    }
    if (!before || fields.includes('comment')) {
      push(
        'comment',
        ...commentStatement(functionTarget(object.name), before?.def.comment ?? null, object.def.comment),
      );
    }
    if (fields.includes('owner') || fields.includes('kind'))
      unsupported.push(`change the owner or kind of ${object.name}`);
  }
  for (const change of [...diff.added, ...diff.changed].filter((c) => c.kind === 'view')) {
    const object = target(change);
    const before = change.before;
    const fields = change.fields ?? [];
    if (!before || fields.includes('query') || fields.includes('options')) {
      if (before) drops.push(`drop ${before.def.materialized === true ? 'materialized view' : 'view'} ${object.name};`);
      const options = Array.isArray(object.def.options) ? ` with (${(object.def.options as string[]).join(', ')})` : '';
      push(
        'view',
        `create ${object.def.materialized === true ? 'materialized view' : 'view'} ${object.name}${options} as\n${String(object.def.query).trimEnd().replace(/;$/, '')};`,
      );
    }
    push(
      'grant',
      ...grantStatements(
        `table ${object.name}`,
        before?.def.acl ?? null,
        object.def.acl,
        'table',
        String(object.def.owner),
      ),
    );
    if (!before || fields.includes('comment')) {
      push('comment', ...commentStatement(`view ${object.name}`, before?.def.comment ?? null, object.def.comment));
    }
  }
  for (const change of [...diff.added, ...diff.changed].filter((c) => c.kind === 'index')) {
    const object = target(change);
    const before = change.before;
    const fields = change.fields ?? [];
    if (object.def.constraint === true) continue; // made by its constraint
    if (!before || fields.includes('definition')) {
      if (before) drops.push(`drop index ${object.name};`);
      push('index', `${String(object.def.definition)};`);
    }
    if ((before?.def.comment ?? null) !== (object.def.comment ?? null)) {
      push('comment', ...commentStatement(`index ${object.name}`, before?.def.comment ?? null, object.def.comment));
    }
  }
  for (const change of [...diff.added, ...diff.changed].filter((c) => c.kind === 'trigger')) {
    const object = target(change);
    const before = change.before;
    const fields = change.fields ?? [];
    if (!before || fields.includes('definition')) {
      if (before) drops.push(`drop trigger ${childName(object)} on ${object.parent ?? ''};`);
      push('trigger', `${String(object.def.definition)};`);
    }
    if ((!before && object.def.enabled !== 'O') || fields.includes('enabled')) {
      const states: Record<string, string> = { O: 'enable', D: 'disable', R: 'enable replica', A: 'enable always' };
      push(
        'trigger',
        `alter table ${object.parent ?? ''} ${states[String(object.def.enabled)] ?? 'enable'} trigger ${childName(object)};`,
      );
    }
    if ((before?.def.comment ?? null) !== (object.def.comment ?? null)) {
      push(
        'comment',
        ...commentStatement(
          `trigger ${childName(object)} on ${object.parent ?? ''}`,
          before?.def.comment ?? null,
          object.def.comment,
        ),
      );
    }
  }
  for (const change of [...diff.added, ...diff.changed].filter((c) => c.kind === 'policy')) {
    const object = target(change);
    const before = change.before;
    const onlyComment = before !== undefined && (change.fields ?? []).every((f) => f === 'comment');
    if (!onlyComment) {
      if (before) drops.push(`drop policy ${policyName(object)} on ${object.parent ?? ''};`);
      push('policy', policySql(object));
    }
    if ((before?.def.comment ?? null) !== (object.def.comment ?? null)) {
      push(
        'comment',
        ...commentStatement(
          `policy ${policyName(object)} on ${object.parent ?? ''}`,
          before?.def.comment ?? null,
          object.def.comment,
        ),
      );
    }
  }
  for (const object of objectsOf('publication', diff.added)) {
    const [publication, table] = object.name.split(':');
    push('publication', `alter publication ${publication ?? ''} add table ${table ?? ''};`);
  }
  for (const change of [...diff.changed].filter(
    (c) => c.kind === 'schema' || c.kind === 'sequence' || c.kind === 'type',
  )) {
    const object = target(change);
    const before = source(change);
    const on = change.kind === 'schema' ? `schema ${quoteName(object.name)}` : `${change.kind} ${object.name}`;
    for (const field of change.fields ?? []) {
      if (field === 'acl') {
        push(
          'grant',
          ...grantStatements(on, before.def.acl, object.def.acl, change.kind as 'schema', String(object.def.owner)),
        );
      } else if (field === 'comment') {
        push('comment', ...commentStatement(on, before.def.comment, object.def.comment));
      } else if (change.kind === 'type' && field === 'labels') {
        const had = new Set(before.def.labels as string[]);
        const added = (object.def.labels as string[]).filter((label) => !had.has(label));
        if ((before.def.labels as string[]).some((label) => !(object.def.labels as string[]).includes(label))) {
          unsupported.push(`remove a label of enum ${object.name}`);
        }
        for (const label of added) push('type', `alter type ${object.name} add value ${literal(label)};`);
      } else {
        unsupported.push(`change ${field} of ${change.kind} ${object.name}`);
      }
    }
  }
  for (const change of [...diff.added, ...diff.changed].filter((c) => c.kind === 'bucket')) {
    const object = target(change);
    const def = object.def as {
      name: string;
      public: boolean;
      fileSizeLimit: number | null;
      allowedMimeTypes: string[] | null;
    };
    const mime = def.allowedMimeTypes === null ? 'null' : `array[${def.allowedMimeTypes.map(literal).join(', ')}]`;
    push(
      'bucket',
      `insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)\n` +
        `values (${literal(object.name)}, ${literal(def.name)}, ${String(def.public)}, ${def.fileSizeLimit === null ? 'null' : String(def.fileSizeLimit)}, ${mime})\n` +
        'on conflict (id) do update set name = excluded.name, public = excluded.public,\n' +
        '  file_size_limit = excluded.file_size_limit, allowed_mime_types = excluded.allowed_mime_types;',
    );
  }
  for (const change of [...diff.added, ...diff.changed].filter(
    (c) => ['default-acl', 'text-search', 'extension'].includes(c.kind) && !(c.kind === 'extension' && !c.before),
  )) {
    unsupported.push(`${change.before ? 'change' : 'add'} ${change.kind} ${change.name}`);
  }

  const sections = [
    'schema',
    'extension',
    'type',
    'sequence',
    'table',
    'column',
    'constraint',
    'foreignKey',
    'function',
    'view',
    'index',
    'trigger',
    'policy',
    'rls',
    'publication',
    'grant',
    'comment',
    'bucket',
  ];
  // Functions come in catalog order, not in the order they call each other:
  // as pg_dump does, skip the check of SQL bodies against functions not yet
  // created (the catalog comparison after applying still checks the result).
  if ((creates.function ?? []).length > 0) creates.function?.unshift('set check_function_bodies = off;');
  const statements = [...new Set(drops), ...sections.flatMap((section) => creates[section] ?? [])];
  return { sql: statements.join('\n\n'), unsupported };
}

export interface SettledMigration {
  sql: string;
  /** What still differs after the passes: to be written by hand. */
  remaining: CatalogDiff;
  unsupported: string[];
}

/**
 * Writes a migration in up to three passes: each pass's SQL is applied to a
 * copy of the source database (`apply`, which returns the copy's catalog
 * afterwards), and the next pass writes what still differs.
 */
export async function settleMigration(
  from: Catalog,
  to: Catalog,
  apply: (sql: string) => Promise<Catalog>,
): Promise<SettledMigration> {
  const passes: string[] = [];
  const unsupported = new Set<string>();
  let current = from;
  let diff = diffCatalogs(current, to);
  for (let pass = 0; pass < 3 && !isEmptyDiff(diff); pass += 1) {
    const generated = migrationFromDiff(diff, current, to);
    for (const item of generated.unsupported) unsupported.add(item);
    if (generated.sql.trim() === '') break;
    passes.push(generated.sql);
    current = await apply(passes.join('\n\n'));
    diff = diffCatalogs(current, to);
  }
  return { sql: passes.join('\n\n'), remaining: diff, unsupported: [...unsupported] };
}
