/**
 * The closed sets of the schema, read from the check constraints that hold
 * them: `col in ('a', 'b')` (one column) and `(type = 'car' and col in (…))
 * or (type = 'scooter' and col in (…))` (values per vehicle type). The type
 * generator turns them into unions and constants, so the migrations stay the
 * one place a vehicle type, fuel, colour, status or reason is listed.
 */

export interface ClosedSets {
  /** table → column → allowed values, in the constraint's order. */
  sets: Map<string, Map<string, string[]>>;
  /** table → column → discriminating value (e.g. 'car') → allowed values. */
  byType: Map<string, Map<string, Map<string, string[]>>>;
}

const ANY_LIST = /^\(?(\w+) = ANY \(ARRAY\[([^\]]*)\]\)\)?$/;
const LITERAL = /'((?:[^']|'')*)'::\w+/g;
const PAIR = /\(\((\w+) = '((?:[^']|'')*)'::\w+\) AND \((\w+) = ANY \(ARRAY\[([^\]]*)\]\)\)\)/g;

function literals(list: string): string[] {
  return [...list.matchAll(LITERAL)].map((match) => (match[1] ?? '').replaceAll("''", "'"));
}

/** `CHECK ((col = ANY (ARRAY['a'::text, …])))` → { column, values }; null for any other check. */
export function parseClosedSet(definition: string): { column: string; values: string[] } | null {
  const body = /^CHECK \((.*)\)$/s.exec(definition)?.[1];
  const match = body === undefined ? null : ANY_LIST.exec(body);
  if (!match?.[1] || match[2] === undefined) return null;
  return { column: match[1], values: literals(match[2]) };
}

/**
 * `CHECK ((((type = 'car') AND (col = ANY (…))) OR ((type = 'scooter') AND (col = ANY (…)))))`
 * → { column, by: 'type', values: { car: […], scooter: […] } }; null for any other check.
 */
export function parsePerType(definition: string): { column: string; by: string; values: Map<string, string[]> } | null {
  const body = /^CHECK \((.*)\)$/s.exec(definition)?.[1] ?? '';
  const pairs = [...body.matchAll(PAIR)];
  if (pairs.length < 2) return null;
  // Every branch must be one pair, joined by OR and nothing else.
  const rebuilt = `(${pairs.map((pair) => pair[0]).join(' OR ')})`;
  if (rebuilt !== body) return null;
  const by = pairs[0]?.[1];
  const column = pairs[0]?.[3];
  if (!by || !column || pairs.some((pair) => pair[1] !== by || pair[3] !== column)) return null;
  return {
    column,
    by,
    values: new Map(pairs.map((pair) => [(pair[2] ?? '').replaceAll("''", "'"), literals(pair[4] ?? '')])),
  };
}

/** Closed sets from (table, constraint definition) rows, tables and columns sorted by name. */
export function closedSetsOf(checks: readonly { table: string; definition: string }[]): ClosedSets {
  const sets = new Map<string, Map<string, string[]>>();
  const byType = new Map<string, Map<string, Map<string, string[]>>>();
  const sorted = [...checks].sort((a, b) => a.table.localeCompare(b.table) || a.definition.localeCompare(b.definition));
  for (const { table, definition } of sorted) {
    const single = parseClosedSet(definition);
    if (single) {
      const columns = sets.get(table) ?? new Map<string, string[]>();
      columns.set(single.column, single.values);
      sets.set(table, columns);
      continue;
    }
    const perType = parsePerType(definition);
    if (perType) {
      const columns = byType.get(table) ?? new Map<string, Map<string, string[]>>();
      columns.set(perType.column, perType.values);
      byType.set(table, columns);
    }
  }
  return { sets, byType };
}

/** Every value a column may hold: its own set, or the union of its per-type sets (in first-seen order). */
export function allowedValues(closed: ClosedSets, table: string, column: string): string[] | null {
  const own = closed.sets.get(table)?.get(column);
  if (own) return own;
  const perType = closed.byType.get(table)?.get(column);
  return perType ? [...new Set([...perType.values()].flat())] : null;
}
