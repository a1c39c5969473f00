/**
 * Parses PostgREST's URL grammar (the subset supabase-js produces) into a
 * plain tree: select lists with aliases, casts and embeds; filters with
 * operators, negation and nested and/or; ordering; limit and offset.
 * Nothing here touches SQL; names are checked against the schema later.
 */
import { ApiError } from './errors.ts';

export type SelectItem =
  | { kind: 'star' }
  | { kind: 'column'; name: string; alias: string | null; cast: string | null }
  | {
      kind: 'embed';
      name: string;
      alias: string | null;
      hint: string | null;
      inner: boolean;
      /** Empty for `users()`: the embed only filters (with !inner) and is left out of the output. */
      select: SelectItem[];
    };

export const OPERATORS = [
  'eq',
  'neq',
  'gt',
  'gte',
  'lt',
  'lte',
  'like',
  'ilike',
  'match',
  'imatch',
  'is',
  'isdistinct',
  'in',
  'cs',
  'cd',
  'ov',
  'sl',
  'sr',
  'nxl',
  'nxr',
  'adj',
  'fts',
  'plfts',
  'phfts',
  'wfts',
] as const;
export type Operator = (typeof OPERATORS)[number];

export interface Condition {
  kind: 'condition';
  column: string;
  negated: boolean;
  operator: Operator;
  /** any/all quantifier: `eq(any).{a,b}`. */
  quantifier: 'any' | 'all' | null;
  /** Text search configuration: `fts(simple).term`. */
  config: string | null;
  value: string;
}

export interface Logic {
  kind: 'logic';
  operator: 'and' | 'or';
  negated: boolean;
  children: Filter[];
}

export type Filter = Condition | Logic;

export interface OrderTerm {
  column: string;
  direction: 'asc' | 'desc';
  nulls: 'first' | 'last' | null;
}

/** Filters, order and paging that apply at one level: the root ('') or an embed path ('seller'). */
export interface LevelOptions {
  filters: Filter[];
  order: OrderTerm[] | null;
  limit: number | null;
  offset: number | null;
}

export interface ParsedQuery {
  select: SelectItem[];
  levels: Map<string, LevelOptions>;
  columns: string[] | null;
  onConflict: string[] | null;
}

function parseError(message: string, details: string | null = null): ApiError {
  return new ApiError(400, { code: 'PGRST100', message, details, hint: null });
}

/**
 * Deepest nesting of and/or trees and of embeds. PostgREST has no such
 * limit, but Postgres refuses very deep expressions (stack depth) and the
 * parser recurses: a hostile query 3,000 levels deep must answer 400, not
 * exhaust the stack.
 */
export const MAX_NESTING = 100;

/** `count()`, `total:price.sum()`, `avg_price:price.avg()::int`. */
const AGGREGATE = /^(?:[^(]*[:.])?(?:count|sum|avg|min|max)\(\)(?:::\w+)?$/;

function checkDepth(depth: number, what: string): void {
  if (depth > MAX_NESTING) {
    throw parseError(`"failed to parse ${what}"`, `nesting deeper than ${MAX_NESTING} levels`);
  }
}

const NAME = /^[A-Za-z_][A-Za-z0-9_$ -]*$/;

function identifier(raw: string, what: string): string {
  let name = raw.trim();
  if (name.startsWith('"') && name.endsWith('"') && name.length >= 2) name = name.slice(1, -1).replaceAll('""', '"');
  if (name === '' || !NAME.test(name) || name.length > 63) {
    throw parseError(`"failed to parse ${what}"`, `unexpected "${raw.slice(0, 40)}"`);
  }
  return name;
}

/** Splits on top-level commas, respecting parentheses, braces and double quotes. */
export function splitTopLevel(input: string, separator = ','): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let current = '';
  for (let index = 0; index < input.length; index += 1) {
    const char = input[index] ?? '';
    if (quoted) {
      current += char;
      if (char === '\\' && index + 1 < input.length) {
        current += input[index + 1] ?? '';
        index += 1;
      } else if (char === '"') {
        quoted = false;
      }
      continue;
    }
    if (char === '"') quoted = true;
    else if (char === '(' || char === '{') depth += 1;
    else if (char === ')' || char === '}') depth -= 1;
    if (depth < 0) throw parseError('"failed to parse logic tree"', 'unbalanced parentheses');
    if (char === separator && depth === 0) {
      parts.push(current);
      current = '';
    } else {
      current += char;
    }
  }
  if (quoted || depth !== 0) throw parseError('"failed to parse logic tree"', 'unbalanced quotes or parentheses');
  parts.push(current);
  return parts;
}

export function parseSelect(input: string, depth = 0): SelectItem[] {
  checkDepth(depth, 'select parameter');
  if (input.trim() === '') return [{ kind: 'star' }];
  return splitTopLevel(input).map((raw) => parseSelectItem(raw.trim(), depth));
}

function parseSelectItem(raw: string, depth: number): SelectItem {
  if (raw === '*') return { kind: 'star' };
  if (raw === '') throw parseError('"failed to parse select parameter"', 'empty select item');
  // Hosted Supabase runs PostgREST with db-aggregates-enabled off.
  if (AGGREGATE.test(raw)) {
    throw new ApiError(400, {
      code: 'PGRST123',
      message: 'Use of aggregate functions is not allowed',
      details: null,
      hint: null,
    });
  }
  if (raw.startsWith('...')) {
    throw parseError('"failed to parse select parameter"', 'spread embeds (...) are not supported by the local stack');
  }
  const open = raw.indexOf('(');
  if (open !== -1) {
    if (!raw.endsWith(')')) throw parseError('"failed to parse select parameter"', `unexpected "${raw.slice(0, 40)}"`);
    let head = raw.slice(0, open);
    const body = raw.slice(open + 1, -1);
    let alias: string | null = null;
    const colon = head.indexOf(':');
    if (colon !== -1) {
      alias = identifier(head.slice(0, colon), 'select parameter');
      head = head.slice(colon + 1);
    }
    const [name = '', ...hints] = head.split('!');
    let inner = false;
    let hint: string | null = null;
    for (const part of hints) {
      if (part === 'inner') inner = true;
      else if (part === 'left') inner = false;
      else if (hint === null) hint = identifier(part, 'select parameter');
      else throw parseError('"failed to parse select parameter"', `unexpected "!${part}"`);
    }
    return {
      kind: 'embed',
      name: identifier(name, 'select parameter'),
      alias,
      hint,
      inner,
      select: body.trim() === '' ? [] : parseSelect(body, depth + 1),
    };
  }
  let rest = raw;
  let cast: string | null = null;
  const castAt = rest.indexOf('::');
  if (castAt !== -1) {
    cast = rest.slice(castAt + 2);
    rest = rest.slice(0, castAt);
  }
  let alias: string | null = null;
  const colon = rest.indexOf(':');
  if (colon !== -1) {
    alias = identifier(rest.slice(0, colon), 'select parameter');
    rest = rest.slice(colon + 1);
  }
  if (rest.includes('->'))
    throw parseError('"failed to parse select parameter"', 'JSON paths are not supported by the local stack');
  return { kind: 'column', name: identifier(rest, 'select parameter'), alias, cast };
}

function unquote(value: string): string {
  if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) {
    return value.slice(1, -1).replace(/\\(.)/g, '$1');
  }
  return value;
}

/** Parses `op.value`, `not.op.value`, `op(any).{..}`, `fts(config).value` for column `column`. */
export function parseCondition(column: string, expression: string, insideLogic = false): Condition {
  let rest = expression;
  let negated = false;
  if (rest.startsWith('not.')) {
    negated = true;
    rest = rest.slice(4);
  }
  const dot = rest.indexOf('.');
  if (dot === -1)
    throw parseError(`"failed to parse filter (${expression.slice(0, 60)})"`, 'expected an operator and a value');
  const head = rest.slice(0, dot);
  let value = rest.slice(dot + 1);
  const match = /^([a-z]+)(?:\(([A-Za-z0-9_]+)\))?$/.exec(head);
  if (!match)
    throw parseError(
      `"failed to parse filter (${expression.slice(0, 60)})"`,
      `unknown operator "${head.slice(0, 20)}"`,
    );
  const [, op = '', modifier = null] = match;
  if (!(OPERATORS as readonly string[]).includes(op)) {
    throw parseError(`"failed to parse filter (${expression.slice(0, 60)})"`, `unknown operator "${op}"`);
  }
  const operator = op as Operator;
  let quantifier: 'any' | 'all' | null = null;
  let config: string | null = null;
  if (modifier !== null) {
    if (['fts', 'plfts', 'phfts', 'wfts'].includes(operator)) config = modifier;
    else if (
      (modifier === 'any' || modifier === 'all') &&
      ['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'match', 'imatch'].includes(operator)
    )
      quantifier = modifier;
    else throw parseError(`"failed to parse filter (${expression.slice(0, 60)})"`, `unexpected modifier "${modifier}"`);
  }
  if (insideLogic && operator !== 'in' && quantifier === null) value = unquote(value);
  return { kind: 'condition', column: identifier(column, 'filter'), negated, operator, quantifier, config, value };
}

/** Parses the inside of `or=(...)` / `and=(...)`. */
export function parseLogic(operator: 'and' | 'or', negated: boolean, expression: string, depth = 0): Logic {
  checkDepth(depth, 'logic tree');
  if (!expression.startsWith('(') || !expression.endsWith(')')) {
    throw parseError('"failed to parse logic tree"', `expected "(" at the start of ${operator}`);
  }
  const children = splitTopLevel(expression.slice(1, -1)).map((part) => parseLogicChild(part.trim(), depth));
  if (children.length === 0) throw parseError('"failed to parse logic tree"', 'empty logic tree');
  return { kind: 'logic', operator, negated, children };
}

function parseLogicChild(part: string, depth: number): Filter {
  const nested = /^(not\.)?(and|or)(\(.*\))$/s.exec(part);
  if (nested) {
    const [, not, op = 'and', body = ''] = nested;
    return parseLogic(op === 'or' ? 'or' : 'and', not !== undefined, body, depth + 1);
  }
  const dot = part.indexOf('.');
  if (dot === -1) throw parseError('"failed to parse logic tree"', `unexpected "${part.slice(0, 40)}"`);
  return parseCondition(part.slice(0, dot), part.slice(dot + 1), true);
}

/** Values of `in.(a,"b,c")` or an any/all list `{a,b}`. */
export function parseList(value: string): string[] {
  const inner = value.trim();
  if (!((inner.startsWith('(') && inner.endsWith(')')) || (inner.startsWith('{') && inner.endsWith('}')))) {
    throw parseError('"failed to parse filter list"', `expected a list in parentheses, got "${inner.slice(0, 40)}"`);
  }
  const body = inner.slice(1, -1);
  if (body.trim() === '') return [];
  return splitTopLevel(body).map((item) => unquote(item.trim()));
}

export function parseOrder(input: string): OrderTerm[] {
  return splitTopLevel(input).map((raw) => {
    const parts = raw.trim().split('.');
    const column = identifier(parts[0] ?? '', 'order');
    let direction: 'asc' | 'desc' = 'asc';
    let nulls: 'first' | 'last' | null = null;
    for (const part of parts.slice(1)) {
      if (part === 'asc' || part === 'desc') direction = part;
      else if (part === 'nullsfirst') nulls = 'first';
      else if (part === 'nullslast') nulls = 'last';
      else throw parseError('"failed to parse order"', `unexpected "${part.slice(0, 20)}"`);
    }
    return { column, direction, nulls };
  });
}

function parseCount(input: string, what: string): number {
  if (!/^\d{1,9}$/.test(input))
    throw parseError(`"failed to parse ${what}"`, `unexpected "${input.slice(0, 20)}" expecting digit`);
  return Number(input);
}

const RESERVED = new Set(['select', 'columns', 'on_conflict']);

function level(levels: Map<string, LevelOptions>, path: string): LevelOptions {
  let options = levels.get(path);
  if (!options) {
    options = { filters: [], order: null, limit: null, offset: null };
    levels.set(path, options);
  }
  return options;
}

/**
 * Parses a request's query string. `argNames` lists parameters that are not
 * filters (RPC arguments on GET).
 */
export function parseQuery(params: URLSearchParams, argNames: ReadonlySet<string> = new Set()): ParsedQuery {
  const levels = new Map<string, LevelOptions>();
  level(levels, '');
  let select: SelectItem[] = [{ kind: 'star' }];
  let columns: string[] | null = null;
  let onConflict: string[] | null = null;
  for (const [key, value] of params) {
    if (key === 'select') select = parseSelect(value);
    else if (key === 'columns') columns = splitTopLevel(value).map((name) => identifier(name, 'columns'));
    else if (key === 'on_conflict') onConflict = splitTopLevel(value).map((name) => identifier(name, 'on_conflict'));
    else if (argNames.has(key)) continue;
    else if (RESERVED.has(key)) continue;
    else {
      // `seller.order`, `seller.first_name`, `seller.or` address an embed.
      const segments = key.split('.');
      let last = segments.pop() ?? '';
      let negatedLogic = false;
      if (last !== 'not' && segments[segments.length - 1] === 'not' && (last === 'or' || last === 'and')) {
        segments.pop();
        negatedLogic = true;
      }
      const path = segments.map((segment) => identifier(segment, 'embedded resource path')).join('.');
      const options = level(levels, path);
      if (last === 'order') options.order = parseOrder(value);
      else if (last === 'limit') options.limit = parseCount(value, 'limit');
      else if (last === 'offset') options.offset = parseCount(value, 'offset');
      else if (last === 'or' || last === 'and') options.filters.push(parseLogic(last, negatedLogic, value));
      else {
        last = identifier(last, 'filter');
        options.filters.push(parseCondition(last, value));
      }
    }
  }
  return { select, levels, columns, onConflict };
}
