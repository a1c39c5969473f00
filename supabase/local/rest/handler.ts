/**
 * /rest/v1: the PostgREST subset supabase-js uses. Every request is one
 * transaction run as the caller's role with its claims set, so row-level
 * security decides what it sees and changes.
 */
import { quoteIdent } from '../bootstrap.ts';
import type { Caller } from '../context.ts';
import { asRole } from '../context.ts';
import type { Db, Tx } from '../db.ts';
import { ApiError, toApiError } from './errors.ts';
import { parseQuery } from './parse.ts';
import type { Condition, Filter, ParsedQuery } from './parse.ts';
import type { FunctionInfo, Relation, SchemaCache } from './schema.ts';
import { MAX_ROWS, Params, filterSql, levelOptions, orderSql, selectList, tableRef } from './sql.ts';
import type { BuildContext, Scope } from './sql.ts';
import { jsonTooDeep, TOO_DEEP_MESSAGE } from '../jsonDepth.ts';

export interface RestRequest {
  method: string;
  /** Path after /rest/v1, e.g. "/vehicles" or "/rpc/fn". */
  path: string;
  params: URLSearchParams;
  headers: Readonly<Record<string, string | string[] | undefined>>;
  body: Buffer;
}

export interface RestResponse {
  status: number;
  headers: Record<string, string>;
  body: string | null;
}

interface Preferences {
  returnMode: 'representation' | 'minimal' | 'headers-only' | null;
  count: boolean;
  resolution: 'merge-duplicates' | 'ignore-duplicates' | null;
  missingDefault: boolean;
  /** `Prefer: handling=strict, max-affected=N`: more affected rows fail the request. */
  maxAffected: number | null;
}

function header(request: RestRequest, name: string): string {
  const value = request.headers[name];
  return Array.isArray(value) ? value.join(',') : (value ?? '');
}

function preferences(request: RestRequest): Preferences {
  const tokens = header(request, 'prefer')
    .split(',')
    .map((token) => token.trim().toLowerCase());
  const returnToken = tokens.find((token) => token.startsWith('return='));
  const returnValue = returnToken?.slice('return='.length);
  return {
    returnMode:
      returnValue === 'representation' || returnValue === 'minimal' || returnValue === 'headers-only'
        ? returnValue
        : null,
    count: tokens.some((token) => /^count=(exact|planned|estimated)$/.test(token)),
    resolution: tokens.includes('resolution=merge-duplicates')
      ? 'merge-duplicates'
      : tokens.includes('resolution=ignore-duplicates')
        ? 'ignore-duplicates'
        : null,
    missingDefault: tokens.includes('missing=default'),
    maxAffected: tokens.includes('handling=strict')
      ? Number(tokens.find((token) => /^max-affected=\d{1,9}$/.test(token))?.slice('max-affected='.length) ?? NaN)
      : null,
  };
}

/** PostgREST's answer when an update or delete exceeds `Prefer: max-affected` under strict handling. */
function checkMaxAffected(prefs: Preferences, affected: number): void {
  if (prefs.maxAffected === null || Number.isNaN(prefs.maxAffected) || affected <= prefs.maxAffected) return;
  throw new ApiError(400, {
    code: 'PGRST124',
    message: 'Query result exceeds max-affected preference constraint',
    details: `The query affects ${affected} rows`,
    hint: null,
  });
}

const JSON_TYPE = 'application/json; charset=utf-8';
const SINGLE_TYPE = 'application/vnd.pgrst.object+json';

function wantsSingle(request: RestRequest): boolean {
  return header(request, 'accept').includes(SINGLE_TYPE);
}

function json(status: number, body: string | null, extra: Record<string, string> = {}): RestResponse {
  return { status, headers: { 'content-type': JSON_TYPE, ...extra }, body };
}

function notFoundRelation(cache: SchemaCache, name: string): ApiError {
  return new ApiError(404, {
    code: 'PGRST205',
    message: `Could not find the table '${cache.schema}.${name}' in the schema cache`,
    details: null,
    hint: null,
  });
}

function singleError(rows: number): ApiError {
  return new ApiError(406, {
    code: 'PGRST116',
    message: 'Cannot coerce the result to a single JSON object',
    details: `The result contains ${rows} rows`,
    hint: null,
  });
}

function contentRange(offset: number, rows: number, total: number | null): string {
  const range = rows === 0 ? '*' : `${offset}-${offset + rows - 1}`;
  return `${range}/${total === null ? '*' : String(total)}`;
}

function buildContext(cache: SchemaCache, query: ParsedQuery): BuildContext {
  let counter = 0;
  return {
    cache,
    params: new Params(),
    query,
    nextAlias: () => {
      counter += 1;
      return `t${counter}`;
    },
  };
}

function whereClause(conditions: readonly string[]): string {
  return conditions.length === 0 ? '' : ` where ${conditions.join(' and ')}`;
}

interface ReadResult {
  body: string;
  rows: number;
  first: string | null;
  total: number | null;
}

/** SELECT over a table, view or RPC result (`fromSql` with alias t0). */
async function runRead(
  tx: Tx,
  context: BuildContext,
  scope: Scope,
  fromSql: string,
  options: { count: boolean; single: boolean },
): Promise<ReadResult & { offset: number }> {
  const root = levelOptions(context.query, '');
  const list = selectList(context.query.select, scope, context);
  const conditions = [
    ...root.filters.map((filter) => filterSql(filter, scope, context.params)),
    ...list.innerConditions,
  ];
  const where = whereClause(conditions);
  const limit = Math.min(root.limit ?? MAX_ROWS, MAX_ROWS);
  const offset = root.offset ?? 0;
  const sql = `select coalesce(json_agg(pgrst_row), '[]'::json)::text as body, count(*)::int as rows
      ${options.single ? `, (json_agg(pgrst_row) -> 0)::text as first` : ''}
      ${options.count ? `, (select count(*) from ${fromSql}${where})::int as total` : ''}
    from (select ${list.sql} from ${fromSql}${where}${orderSql(root.order, scope)}
          limit ${context.params.add(limit)} offset ${context.params.add(offset)}) pgrst_row`;
  const [row] = await tx.query<{ body: string; rows: number; first?: string | null; total?: number }>(
    sql,
    context.params.values,
  );
  return {
    body: row?.body ?? '[]',
    rows: row?.rows ?? 0,
    first: row?.first ?? null,
    total: options.count ? (row?.total ?? 0) : null,
    offset,
  };
}

function readResponse(request: RestRequest, result: ReadResult & { offset: number }, counted: boolean): RestResponse {
  if (counted && result.total !== null && result.offset > 0 && result.offset >= result.total && result.rows === 0) {
    throw new ApiError(
      416,
      {
        code: 'PGRST103',
        message: 'Requested range not satisfiable',
        details: `An offset of ${result.offset} was requested, but there are only ${result.total} rows.`,
        hint: null,
      },
      { 'content-range': `*/${result.total}` },
    );
  }
  const range = contentRange(result.offset, result.rows, result.total);
  if (wantsSingle(request)) {
    if (result.rows !== 1) throw singleError(result.rows);
    return {
      status: 200,
      headers: { 'content-type': `${SINGLE_TYPE}; charset=utf-8`, 'content-range': range },
      body: result.first,
    };
  }
  const partial = result.total !== null && (result.offset > 0 || result.offset + result.rows < result.total);
  return json(partial ? 206 : 200, request.method === 'HEAD' ? null : result.body, { 'content-range': range });
}

function parseBody(request: RestRequest): unknown {
  const text = request.body.toString('utf8');
  if (text.trim() === '') return null;
  if (jsonTooDeep(text)) {
    throw new ApiError(400, {
      code: 'PGRST102',
      message: 'Empty or invalid json',
      details: TOO_DEEP_MESSAGE,
      hint: null,
    });
  }
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new ApiError(400, {
      code: 'PGRST102',
      message: 'Empty or invalid json',
      details: error instanceof Error ? error.message : null,
      hint: null,
    });
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function unknownColumn(relation: Relation, column: string): ApiError {
  return new ApiError(400, {
    code: 'PGRST204',
    message: `Could not find the '${column}' column of '${relation.name}' in the schema cache`,
    details: null,
    hint: null,
  });
}

function checkColumns(relation: Relation, columns: readonly string[]): void {
  for (const column of columns) if (!relation.columns.has(column)) throw unknownColumn(relation, column);
}

interface MutationResult {
  body: string;
  rows: number;
  first: string | null;
}

/** Wraps a data-modifying statement (with `returning t0.*`) to render the select list. */
async function runReturning(
  tx: Tx,
  context: BuildContext,
  scope: Scope,
  statement: string,
  single: boolean,
): Promise<MutationResult> {
  const list = selectList(context.query.select, scope, context);
  const sql = `with pgrst_source as (${statement})
    select coalesce(json_agg(pgrst_row), '[]'::json)::text as body, count(*)::int as rows
           ${single ? `, (json_agg(pgrst_row) -> 0)::text as first` : ''}
      from (select ${list.sql} from pgrst_source ${scope.alias}) pgrst_row`;
  const [row] = await tx.query<{ body: string; rows: number; first?: string | null }>(sql, context.params.values);
  return { body: row?.body ?? '[]', rows: row?.rows ?? 0, first: row?.first ?? null };
}

function mutationResponse(
  request: RestRequest,
  prefs: Preferences,
  result: MutationResult,
  successStatus: number,
): RestResponse {
  const range = contentRange(0, result.rows, prefs.count ? result.rows : null);
  const applied = [prefs.returnMode === null ? null : `return=${prefs.returnMode}`, prefs.resolution]
    .filter((token): token is string => token !== null)
    .join(', ');
  const extra: Record<string, string> = { 'content-range': range };
  if (applied !== '') extra['preference-applied'] = applied;
  if (prefs.returnMode !== 'representation') {
    return { status: successStatus === 201 ? 201 : 204, headers: extra, body: null };
  }
  if (wantsSingle(request)) {
    return {
      status: successStatus,
      headers: { 'content-type': `${SINGLE_TYPE}; charset=utf-8`, ...extra },
      body: result.first,
    };
  }
  return json(successStatus, result.body, extra);
}

async function handleInsert(
  tx: Tx,
  request: RestRequest,
  cache: SchemaCache,
  relation: Relation,
  query: ParsedQuery,
  prefs: Preferences,
): Promise<RestResponse> {
  const payload = parseBody(request);
  const rows = Array.isArray(payload) ? payload : [payload];
  if (payload === null || !rows.every(isRecord)) {
    throw new ApiError(400, {
      code: 'PGRST102',
      message: 'All object keys must match',
      details: 'Expected a JSON object or an array of objects',
      hint: null,
    });
  }
  const records = rows;
  const columns = query.columns ?? [...new Set(records.flatMap((record) => Object.keys(record)))];
  checkColumns(relation, columns);
  const context = buildContext(cache, query);
  const scope: Scope = { relation, alias: 't0', path: '', strict: true };
  if (records.length === 0) return mutationResponse(request, prefs, { body: '[]', rows: 0, first: null }, 201);

  let conflict = '';
  if (prefs.resolution !== null) {
    const target = query.onConflict ?? relation.primaryKey;
    checkColumns(relation, target);
    if (target.length === 0)
      throw new ApiError(400, { code: 'PGRST100', message: 'on_conflict needs columns', details: null, hint: null });
    // Like PostgREST, merge every payload column (the conflict target included).
    const updates = columns;
    conflict =
      prefs.resolution === 'ignore-duplicates' || updates.length === 0
        ? ` on conflict (${target.map(quoteIdent).join(', ')}) do nothing`
        : ` on conflict (${target.map(quoteIdent).join(', ')}) do update set ${updates
            .map((column) => `${quoteIdent(column)} = excluded.${quoteIdent(column)}`)
            .join(', ')}`;
  }

  // With missing=default, each distinct key set is inserted on its own so
  // absent keys take the column default rather than NULL.
  const groups = new Map<string, { columns: string[]; records: Record<string, unknown>[] }>();
  for (const record of records) {
    const keys = prefs.missingDefault ? columns.filter((column) => column in record) : columns;
    const key = keys.join('\u0000');
    const group = groups.get(key) ?? { columns: keys, records: [] };
    group.records.push(record);
    groups.set(key, group);
  }
  const statements: string[] = [];
  for (const group of groups.values()) {
    if (group.columns.length === 0) {
      statements.push(...group.records.map(() => `insert into ${tableRef(relation)} as t0 default values`));
      continue;
    }
    const list = group.columns.map(quoteIdent).join(', ');
    const rowsParam = context.params.add(JSON.stringify(group.records));
    statements.push(
      `insert into ${tableRef(relation)} as t0 (${list}) select ${list} from json_populate_recordset(null::${tableRef(relation)}, ${rowsParam}::json)${conflict}`,
    );
  }

  if (prefs.returnMode !== 'representation') {
    let affected = 0;
    for (const statement of statements) affected += await tx.run(statement, context.params.values);
    return mutationResponse(request, prefs, { body: '[]', rows: affected, first: null }, 201);
  }
  const ctes = statements.map((statement, index) => `pgrst_i${index} as (${statement} returning t0.*)`);
  const union = statements.map((_, index) => `select * from pgrst_i${index}`).join(' union all ');
  const list = selectList(query.select, scope, context);
  const [row] = await tx.query<{ body: string; rows: number; first: string | null }>(
    `with ${ctes.join(', ')}, pgrst_source as (${union})
     select coalesce(json_agg(pgrst_row), '[]'::json)::text as body, count(*)::int as rows,
            (json_agg(pgrst_row) -> 0)::text as first
       from (select ${list.sql} from pgrst_source t0) pgrst_row`,
    context.params.values,
  );
  const result = { body: row?.body ?? '[]', rows: row?.rows ?? 0, first: row?.first ?? null };
  if (wantsSingle(request) && result.rows !== 1) throw singleError(result.rows);
  return mutationResponse(request, prefs, result, 201);
}

function requireFilters(query: ParsedQuery, verb: 'UPDATE' | 'DELETE'): void {
  // Hosted Supabase runs pg_safeupdate for API requests: no unfiltered writes.
  if (levelOptions(query, '').filters.length === 0) {
    throw new ApiError(400, { code: '21000', message: `${verb} requires a WHERE clause`, details: null, hint: null });
  }
}

async function handleUpdateOrDelete(
  tx: Tx,
  request: RestRequest,
  cache: SchemaCache,
  relation: Relation,
  query: ParsedQuery,
  prefs: Preferences,
): Promise<RestResponse> {
  const isDelete = request.method === 'DELETE';
  requireFilters(query, isDelete ? 'DELETE' : 'UPDATE');
  const context = buildContext(cache, query);
  const scope: Scope = { relation, alias: 't0', path: '', strict: true };
  const where = whereClause(levelOptions(query, '').filters.map((filter) => filterSql(filter, scope, context.params)));
  let statement: string;
  if (isDelete) {
    statement = `delete from ${tableRef(relation)} as t0${where}`;
  } else {
    const payload = parseBody(request);
    if (!isRecord(payload)) {
      throw new ApiError(400, {
        code: 'PGRST102',
        message: 'Empty or invalid json',
        details: 'Expected a JSON object',
        hint: null,
      });
    }
    const columns = query.columns ?? Object.keys(payload);
    checkColumns(relation, columns);
    if (columns.length === 0) return mutationResponse(request, prefs, { body: '[]', rows: 0, first: null }, 200);
    const body = context.params.add(JSON.stringify(payload));
    statement = `update ${tableRef(relation)} as t0 set ${columns
      .map((column) => `${quoteIdent(column)} = pgrst_body.${quoteIdent(column)}`)
      .join(', ')} from json_populate_record(null::${tableRef(relation)}, ${body}::json) pgrst_body${where}`;
  }
  if (prefs.returnMode !== 'representation') {
    const affected = await tx.run(statement, context.params.values);
    checkMaxAffected(prefs, affected);
    return mutationResponse(request, prefs, { body: '[]', rows: affected, first: null }, 200);
  }
  const result = await runReturning(tx, context, scope, `${statement} returning t0.*`, true);
  checkMaxAffected(prefs, result.rows);
  if (wantsSingle(request) && result.rows !== 1) throw singleError(result.rows);
  return mutationResponse(request, prefs, result, 200);
}

function pickFunction(cache: SchemaCache, name: string, given: readonly string[]): FunctionInfo {
  const overloads = cache.functions.get(name) ?? [];
  const match = overloads.find(
    (fn) =>
      given.every((key) => fn.args.some((arg) => arg.name === key)) &&
      fn.args.every((arg) => arg.hasDefault || given.includes(arg.name)),
  );
  if (!match) {
    throw new ApiError(404, {
      code: 'PGRST202',
      message: `Could not find the function ${cache.schema}.${name}(${[...given].sort().join(', ')}) in the schema cache`,
      details: `Searched for the function ${cache.schema}.${name} with parameters ${given.length === 0 ? 'none' : [...given].sort().join(', ')}, but no matches were found in the schema cache.`,
      hint: null,
    });
  }
  return match;
}

/** Encodes a JSON argument as the text form Postgres parses for `type`. */
function argumentText(value: unknown, type: string): string | null {
  if (value === null || value === undefined) return null;
  if (type === 'json' || type === 'jsonb') return JSON.stringify(value);
  if (Array.isArray(value) && type.endsWith('[]')) {
    return `{${value
      .map((item) =>
        item === null
          ? 'NULL'
          : `"${(typeof item === 'string' ? item : JSON.stringify(item)).replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`,
      )
      .join(',')}}`;
  }
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

async function handleRpc(
  db: Db,
  caller: Caller,
  request: RestRequest,
  cache: SchemaCache,
  name: string,
): Promise<RestResponse> {
  const isRead = request.method === 'GET' || request.method === 'HEAD';
  const overloads = cache.functions.get(name) ?? [];
  const knownArgs = new Set(overloads.flatMap((fn) => fn.args.map((arg) => arg.name)));
  let args: Record<string, unknown>;
  if (isRead) {
    args = {};
    for (const [key, value] of request.params) if (knownArgs.has(key)) args[key] = value;
  } else {
    const payload = parseBody(request) ?? {};
    if (!isRecord(payload)) {
      throw new ApiError(400, {
        code: 'PGRST102',
        message: 'Empty or invalid json',
        details: 'Expected a JSON object of arguments',
        hint: null,
      });
    }
    args = payload;
  }
  const fn = pickFunction(cache, name, Object.keys(args));
  const query = parseQuery(request.params, isRead ? knownArgs : new Set());
  if (db.kind === 'pglite') refuseUncancellablePatterns(query);
  const context = buildContext(cache, query);
  const call = `${quoteIdent(cache.schema)}.${quoteIdent(fn.name)}(${fn.args
    .filter((arg) => arg.name in args)
    .map(
      (arg) => `${quoteIdent(arg.name)} => ${context.params.add(argumentText(args[arg.name], arg.type))}::${arg.type}`,
    )
    .join(', ')})`;
  const prefs = preferences(request);
  return asRole(
    db,
    caller,
    async (tx) => {
      if (fn.hoisted.length > 0) {
        await tx.query(
          `select count(set_config(split_part(setting, '=', 1), substr(setting, strpos(setting, '=') + 1), true))
             from unnest($1::text[]) as setting`,
          [fn.hoisted],
        );
      }
      if (fn.returnsRows && fn.returnsSet) {
        const tableType = cache.relations.get(fn.returnType.replace(/^.*\./, '').replaceAll('"', ''));
        const relation: Relation = tableType ?? {
          schema: cache.schema,
          name: fn.name,
          kind: 'view',
          columns: new Map(
            fn.outColumns.map((column, position) => [
              column.name,
              {
                name: column.name,
                type: column.type,
                udt: column.type,
                nullable: true,
                hasDefault: false,
                generated: false,
                position,
              },
            ]),
          ),
          primaryKey: [],
          uniques: [],
        };
        const scope: Scope = { relation, alias: 't0', path: '', strict: true };
        const result = await runRead(tx, context, scope, `${call} t0`, {
          count: prefs.count,
          single: wantsSingle(request),
        });
        return readResponse(request, result, prefs.count);
      }
      if (fn.returnsRows) {
        const [row] = await tx.query<{ body: string | null }>(
          `select to_json(t0)::text as body from ${call} t0`,
          context.params.values,
        );
        return json(200, row?.body ?? 'null');
      }
      if (fn.returnsSet) {
        const [row] = await tx.query<{ body: string }>(
          `select coalesce(json_agg(t0.v), '[]'::json)::text as body from ${call} t0(v)`,
          context.params.values,
        );
        return json(200, row?.body ?? '[]');
      }
      const [row] = await tx.query<{ body: string | null }>(
        `select to_json(${call})::text as body`,
        context.params.values,
      );
      if (fn.returnType === 'void') return { status: 204, headers: {}, body: null };
      return json(200, row?.body ?? 'null');
    },
    // As PostgREST: GET and HEAD, and POST to a stable or immutable function, run read-only.
    isRead || !fn.volatile,
    request,
  );
}

const JSON_MEDIA_TYPES = new Set([
  '',
  '*/*',
  'application/*',
  'application/json',
  SINGLE_TYPE,
  'application/vnd.pgrst.object',
]);

/**
 * The stack answers JSON only: CSV, GeoJSON, plans and other media types
 * get PostgREST's own 406 for a media type it cannot produce.
 */
function checkAccept(accept: string): void {
  const types = accept.split(',').map((type) => (type.split(';')[0] ?? '').trim().toLowerCase());
  if (types.some((type) => JSON_MEDIA_TYPES.has(type))) return;
  throw new ApiError(406, {
    code: 'PGRST107',
    message: `None of these media types are available: ${types.join(', ').slice(0, 200)}`,
    details: null,
    hint: null,
  });
}

/** A back-reference (`\1`…`\9`) in a POSIX regular expression: what makes Postgres's matcher backtrack. */
const BACK_REFERENCE = /\\[1-9]/;

function* conditions(filters: readonly Filter[]): Generator<Condition> {
  for (const filter of filters) {
    if (filter.kind === 'condition') yield filter;
    else yield* conditions(filter.children);
  }
}

/**
 * PGlite runs in this process's thread and cannot cancel a statement, so
 * the statement timeout hosted applies cannot stop a pathological regular
 * expression: one anonymous request froze every service for 40 s. On PGlite
 * the stack refuses back-references in match/imatch filters, the
 * construct that makes Postgres's matcher exponential; native Postgres runs
 * them under the timeout as hosted does.
 */
function refuseUncancellablePatterns(query: ParsedQuery): void {
  for (const options of query.levels.values()) {
    for (const condition of conditions(options.filters)) {
      if ((condition.operator === 'match' || condition.operator === 'imatch') && BACK_REFERENCE.test(condition.value)) {
        throw new ApiError(400, {
          code: '2201B',
          message: 'invalid regular expression: back-references are refused by the local stack on PGlite',
          details:
            'PGlite cannot cancel a statement at the statement timeout, so a backtracking pattern would stall every service',
          hint: 'Run the stack on native Postgres (DATABASE_URL) to try this pattern under the statement timeout',
        });
      }
    }
  }
}

/** A path segment's %-escapes decoded; a malformed one is the client's error, not ours. */
function decodePathSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw new ApiError(400, {
      code: 'PGRST100',
      message: '"failed to parse path"',
      details: `malformed percent-encoding in "${segment.slice(0, 60)}"`,
      hint: null,
    });
  }
}

export async function handleRest(
  db: Db,
  cache: SchemaCache,
  caller: Caller,
  request: RestRequest,
): Promise<RestResponse> {
  const signedIn = caller.role !== 'anon';
  try {
    const profile = header(request, 'accept-profile') || header(request, 'content-profile');
    if (profile !== '' && profile !== cache.schema) {
      throw new ApiError(406, {
        code: 'PGRST106',
        message: `Invalid schema: ${profile.slice(0, 60)}`,
        details: null,
        hint: `Only the following schemas are exposed: ${cache.schema}`,
      });
    }
    checkAccept(header(request, 'accept'));
    const segments = request.path
      .split('/')
      .filter((segment) => segment !== '')
      .map(decodePathSegment);
    if (segments[0] === 'rpc' && segments.length === 2 && segments[1] !== undefined) {
      if (!['GET', 'HEAD', 'POST'].includes(request.method)) {
        throw new ApiError(405, {
          code: 'PGRST101',
          message: 'Only GET, HEAD and POST are allowed for functions',
          details: null,
          hint: null,
        });
      }
      return await handleRpc(db, caller, request, cache, segments[1]);
    }
    if (segments.length !== 1 || segments[0] === undefined) {
      throw new ApiError(404, {
        code: 'PGRST125',
        message: `Invalid path specified in request URL`,
        details: null,
        hint: null,
      });
    }
    const relation = cache.relations.get(segments[0]);
    if (!relation) throw notFoundRelation(cache, segments[0]);
    const query = parseQuery(request.params);
    if (db.kind === 'pglite') refuseUncancellablePatterns(query);
    const prefs = preferences(request);
    switch (request.method) {
      case 'GET':
      case 'HEAD':
        return await asRole(
          db,
          caller,
          async (tx) => {
            const context = buildContext(cache, query);
            const scope: Scope = { relation, alias: 't0', path: '', strict: true };
            const result = await runRead(tx, context, scope, `${tableRef(relation)} t0`, {
              count: prefs.count,
              single: wantsSingle(request),
            });
            return readResponse(request, result, prefs.count);
          },
          true,
          request,
        );
      case 'POST':
        return await asRole(
          db,
          caller,
          (tx) => handleInsert(tx, request, cache, relation, query, prefs),
          false,
          request,
        );
      case 'PATCH':
      case 'DELETE':
        return await asRole(
          db,
          caller,
          (tx) => handleUpdateOrDelete(tx, request, cache, relation, query, prefs),
          false,
          request,
        );
      default:
        throw new ApiError(405, {
          code: 'PGRST117',
          message: `Unsupported HTTP method: ${request.method.slice(0, 20)}`,
          details: null,
          hint: null,
        });
    }
  } catch (error) {
    const apiError = toApiError(error, signedIn);
    return json(apiError.status, JSON.stringify(apiError.body), apiError.headers);
  }
}
