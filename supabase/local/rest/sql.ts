/**
 * Turns a parsed PostgREST request into SQL. Identifiers come only from the
 * schema cache (quoted); every value is a bound parameter; Postgres renders
 * the JSON (json_agg / to_json), so numbers and timestamps look exactly as
 * PostgREST's do.
 */
import { quoteIdent } from '../bootstrap.ts';
import { ApiError } from './errors.ts';
import { parseList } from './parse.ts';
import type { Condition, Filter, LevelOptions, OrderTerm, ParsedQuery, SelectItem } from './parse.ts';
import type { Relation, SchemaCache } from './schema.ts';

/** PostgREST's db-max-rows on Supabase: no response carries more rows. */
export const MAX_ROWS = 1000;

export class Params {
  readonly values: unknown[] = [];

  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** A relation as the FROM of one query level: a table, or an RPC's result. */
export interface Scope {
  relation: Relation;
  alias: string;
  path: string;
  /** When false, any well-formed column name is accepted (RPC results without a known shape). */
  strict: boolean;
}

export interface BuildContext {
  cache: SchemaCache;
  params: Params;
  query: ParsedQuery;
  nextAlias: () => string;
}

const CASTS = new Set([
  'text',
  'int',
  'int2',
  'int4',
  'int8',
  'integer',
  'bigint',
  'smallint',
  'numeric',
  'float4',
  'float8',
  'real',
  'boolean',
  'bool',
  'json',
  'jsonb',
  'uuid',
  'date',
  'timestamptz',
  'timestamp',
  'varchar',
  'time',
]);

const COMPARISONS: Readonly<Record<string, string>> = {
  eq: '=',
  neq: '<>',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
  like: 'like',
  ilike: 'ilike',
  match: '~',
  imatch: '~*',
};
const RANGE_OPERATORS: Readonly<Record<string, string>> = {
  cs: '@>',
  cd: '<@',
  ov: '&&',
  sl: '<<',
  sr: '>>',
  nxl: '&>',
  nxr: '&<',
  adj: '-|-',
};
const TEXT_SEARCH: Readonly<Record<string, string>> = {
  fts: 'to_tsquery',
  plfts: 'plainto_tsquery',
  phfts: 'phraseto_tsquery',
  wfts: 'websearch_to_tsquery',
};

export function tableRef(relation: Relation): string {
  return `${quoteIdent(relation.schema)}.${quoteIdent(relation.name)}`;
}

export function missingColumn(relation: Relation, column: string): ApiError {
  return new ApiError(400, {
    code: '42703',
    message: `column ${relation.name}.${column} does not exist`,
    details: null,
    hint: null,
  });
}

export function columnRef(scope: Scope, column: string): { sql: string; type: string; udt: string } {
  const info = scope.relation.columns.get(column);
  if (!info) {
    if (scope.strict) throw missingColumn(scope.relation, column);
    return { sql: `${scope.alias}.${quoteIdent(column)}`, type: 'text', udt: 'text' };
  }
  return { sql: `${scope.alias}.${quoteIdent(column)}`, type: info.type, udt: info.udt };
}

/** A Postgres array literal with every element quoted. */
export function arrayLiteral(values: readonly string[]): string {
  return `{${values.map((value) => `"${value.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`).join(',')}}`;
}

function elementType(type: string): string {
  return type.endsWith('[]') ? type.slice(0, -2) : type;
}

function conditionSql(condition: Condition, scope: Scope, params: Params): string {
  const column = columnRef(scope, condition.column);
  const { operator, value } = condition;
  let sql: string;
  const comparison = COMPARISONS[operator];
  if (comparison !== undefined) {
    const isPattern = ['like', 'ilike', 'match', 'imatch'].includes(operator);
    const left = isPattern ? `${column.sql}::text` : column.sql;
    const pattern = (text: string) => (operator === 'like' || operator === 'ilike' ? text.replaceAll('*', '%') : text);
    if (condition.quantifier !== null) {
      const list = parseList(value).map(pattern);
      const arrayType = isPattern ? 'text' : elementType(column.type);
      sql = `${left} ${comparison} ${condition.quantifier}(${params.add(arrayLiteral(list))}::${arrayType}[])`;
    } else {
      sql = `${left} ${comparison} ${params.add(pattern(value))}`;
    }
  } else if (operator === 'is') {
    const keyword = value.toLowerCase();
    const known: Readonly<Record<string, string>> = {
      null: 'is null',
      not_null: 'is not null',
      true: 'is true',
      false: 'is false',
      unknown: 'is unknown',
    };
    const test = known[keyword];
    if (test === undefined) {
      throw new ApiError(400, {
        code: 'PGRST100',
        message: `"failed to parse filter (is.${value.slice(0, 20)})"`,
        details: 'unexpected value, expecting null, not_null, true, false or unknown',
        hint: null,
      });
    }
    sql = `${column.sql} ${test}`;
  } else if (operator === 'isdistinct') {
    sql = `${column.sql} is distinct from ${params.add(value)}`;
  } else if (operator === 'in') {
    const list = parseList(value);
    sql = list.length === 0 ? 'false' : `${column.sql} = any(${params.add(arrayLiteral(list))}::${column.type}[])`;
  } else if (RANGE_OPERATORS[operator] !== undefined) {
    const literal =
      operator === 'ov' && value.startsWith('(') && column.type.endsWith('[]') ? `{${value.slice(1, -1)}}` : value;
    sql = `${column.sql} ${RANGE_OPERATORS[operator]} ${params.add(literal)}::${column.type}`;
  } else {
    const fn = TEXT_SEARCH[operator] ?? 'to_tsquery';
    const config = condition.config === null ? '' : `${params.add(condition.config)}::regconfig, `;
    const document = column.udt === 'tsvector' ? column.sql : `to_tsvector(${config}${column.sql}::text)`;
    sql = `${document} @@ ${fn}(${config}${params.add(value)})`;
  }
  return condition.negated ? `not (${sql})` : sql;
}

export function filterSql(filter: Filter, scope: Scope, params: Params): string {
  if (filter.kind === 'condition') return conditionSql(filter, scope, params);
  const joined = filter.children.map((child) => filterSql(child, scope, params)).join(` ${filter.operator} `);
  return filter.negated ? `not (${joined})` : `(${joined})`;
}

export function orderSql(order: readonly OrderTerm[] | null, scope: Scope): string {
  if (order === null || order.length === 0) return '';
  return ` order by ${order
    .map((term) => {
      const column = columnRef(scope, term.column);
      return `${column.sql} ${term.direction}${term.nulls === null ? '' : ` nulls ${term.nulls}`}`;
    })
    .join(', ')}`;
}

export function levelOptions(query: ParsedQuery, path: string): LevelOptions {
  return query.levels.get(path) ?? { filters: [], order: null, limit: null, offset: null };
}

interface ResolvedEmbed {
  relation: Relation;
  /** SQL joining child alias to parent alias. */
  join: (parent: string, child: string) => string;
  toOne: boolean;
}

function relationshipError(parent: Relation, name: string): ApiError {
  return new ApiError(400, {
    code: 'PGRST200',
    message: `Could not find a relationship between '${parent.name}' and '${name}' in the schema cache`,
    details: `Searched for a foreign key relationship between '${parent.name}' and '${name}' in the schema '${parent.schema}', but no matches were found.`,
    hint: null,
  });
}

function resolveEmbed(cache: SchemaCache, parent: Relation, name: string, hint: string | null): ResolvedEmbed {
  const joinOn = (pairs: [string, string][]) => (parentAlias: string, childAlias: string) =>
    pairs.map(([p, c]) => `${childAlias}.${quoteIdent(c)} = ${parentAlias}.${quoteIdent(p)}`).join(' and ');
  const target = cache.relations.get(name);
  const candidates: ResolvedEmbed[] = [];
  const matchesHint = (fk: { name: string; columns: string[]; refColumns: string[] }) =>
    hint === null || fk.name === hint || fk.columns.includes(hint) || fk.refColumns.includes(hint);
  if (target) {
    for (const fk of cache.foreignKeys) {
      const selfReference = fk.table === fk.refTable;
      // A hinted self-reference (`supervisees:employees!supervisor_id`) is the
      // one-to-many side; the many-to-one side is embedded by its column.
      if (
        fk.table === parent.name &&
        fk.refTable === target.name &&
        matchesHint(fk) &&
        !(selfReference && hint !== null)
      ) {
        candidates.push({
          relation: target,
          toOne: true,
          join: joinOn(fk.columns.map((column, index) => [column, fk.refColumns[index] ?? ''])),
        });
      }
      if (fk.table === target.name && fk.refTable === parent.name && matchesHint(fk)) {
        const unique = target.uniques.some(
          (set) => set.length === fk.columns.length && set.every((column) => fk.columns.includes(column)),
        );
        candidates.push({
          relation: target,
          toOne: unique,
          join: joinOn(fk.refColumns.map((column, index) => [column, fk.columns[index] ?? ''])),
        });
      }
    }
  } else {
    // Embedding by the foreign-key column: `seller:seller_id(*)`.
    for (const fk of cache.foreignKeys) {
      const refRelation = cache.relations.get(fk.refTable);
      if (fk.table === parent.name && fk.columns.length === 1 && fk.columns[0] === name && refRelation) {
        candidates.push({
          relation: refRelation,
          toOne: true,
          join: joinOn([[name, fk.refColumns[0] ?? '']]),
        });
      }
    }
  }
  if (candidates.length === 0) throw relationshipError(parent, name);
  const [only] = candidates;
  if (candidates.length > 1 || !only) {
    throw new ApiError(300, {
      code: 'PGRST201',
      message: `Could not embed because more than one relationship was found for '${parent.name}' and '${name}'`,
      details: null,
      hint: `Try changing '${name}' to one of the foreign key names, e.g. '${name}!<constraint name>'`,
    });
  }
  return only;
}

function castSql(cast: string | null): string {
  if (cast === null) return '';
  if (!CASTS.has(cast)) {
    throw new ApiError(400, {
      code: 'PGRST100',
      message: '"failed to parse select parameter"',
      details: `unknown cast "${cast.slice(0, 30)}"`,
      hint: null,
    });
  }
  return `::${cast}`;
}

/**
 * The select list of one level plus the conditions the level's `!inner`
 * embeds add to its WHERE.
 */
export function selectList(
  items: readonly SelectItem[],
  scope: Scope,
  context: BuildContext,
): { sql: string; innerConditions: string[] } {
  const parts: string[] = [];
  const innerConditions: string[] = [];
  for (const item of items) {
    if (item.kind === 'star') {
      parts.push(`${scope.alias}.*`);
    } else if (item.kind === 'column') {
      const column = columnRef(scope, item.name);
      parts.push(`${column.sql}${castSql(item.cast)} as ${quoteIdent(item.alias ?? item.name)}`);
    } else {
      const embed = resolveEmbed(context.cache, scope.relation, item.name, item.hint);
      const key = item.alias ?? item.name;
      const path = scope.path === '' ? key : `${scope.path}.${key}`;
      const altPath = scope.path === '' ? item.name : `${scope.path}.${item.name}`;
      const options = context.query.levels.get(path) ?? levelOptions(context.query, altPath);
      const child: Scope = { relation: embed.relation, alias: context.nextAlias(), path, strict: true };
      const inner = selectList(item.select, child, context);
      const where = [
        embed.join(scope.alias, child.alias),
        ...options.filters.map((filter) => filterSql(filter, child, context.params)),
        ...inner.innerConditions,
      ];
      const from = `from ${tableRef(embed.relation)} ${child.alias} where ${where.join(' and ')}`;
      if (item.inner) {
        const probe = context.nextAlias();
        innerConditions.push(`exists (select 1 from (select 1 ${from}) ${probe})`);
      }
      if (item.select.length === 0) continue;
      if (embed.toOne) {
        parts.push(
          `(select to_json(pgrst_e) from (select ${inner.sql} ${from} limit 1) pgrst_e) as ${quoteIdent(key)}`,
        );
      } else {
        const limit = options.limit === null ? '' : ` limit ${context.params.add(options.limit)}`;
        const offset = options.offset === null ? '' : ` offset ${context.params.add(options.offset)}`;
        parts.push(
          `coalesce((select json_agg(pgrst_e) from (select ${inner.sql} ${from}${orderSql(options.order, child)}${limit}${offset}) pgrst_e), '[]'::json) as ${quoteIdent(key)}`,
        );
      }
    }
  }
  if (parts.length === 0) parts.push(`${scope.alias}.*`);
  return { sql: parts.join(', '), innerConditions };
}
