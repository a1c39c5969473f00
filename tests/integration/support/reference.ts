/**
 * A plain SQL reference for the listing search, written here in the test,
 * independently of the database's search functions: each filter of a search
 * object becomes a condition on the listing's column or expression (taken
 * from the filter specification), ANDed together, and the counts are one
 * GROUP BY per counted filter with the other filters applied. The search
 * functions, the facet bitmaps and saved-search matching must all agree
 * with it.
 */
import type { Db } from '@wheelhouse/local-supabase';
import { SPECS, boundKeys } from '../../../src/lib/domain/filters.ts';
import type { FilterSpec } from '../../../src/lib/domain/filterSpec.ts';
import { searchWords } from '../../../src/lib/domain/listingQuery.ts';
import type { SearchFilters } from '../../../src/lib/domain/searchFilters.ts';

type Filters = SearchFilters | Record<string, unknown>;

const literal = (value: string) => `'${value.replaceAll("'", "''")}'`;
const textArray = (values: readonly string[]) => `array[${values.map(literal).join(', ')}]::text[]`;

/** The listing values a choice accepts: each chosen one, widened by the filter's covers. */
function accepted(spec: FilterSpec, chosen: readonly string[]): string[] {
  if (spec.kind !== 'choice' || !spec.covers) return [...chosen];
  const covers = spec.covers;
  return [...new Set(chosen.flatMap((value) => covers[value] ?? []))];
}

/** The conditions of the filters of one spec, or none. */
function conditionsOf(spec: FilterSpec, filters: Filters): string[] {
  const record = filters as Record<string, unknown>;
  switch (spec.kind) {
    case 'choice': {
      const value = record[spec.key];
      if (value === undefined || value === null) return [];
      const chosen = Array.isArray(value) ? (value as string[]) : [value as string];
      if (spec.matchAll) return [`${spec.sql} @> ${textArray(chosen)}`];
      return [`(${spec.sql}) = any (${textArray(accepted(spec, chosen))})`];
    }
    case 'range':
      return boundKeys(spec).flatMap((bound) => {
        const value = record[bound.key];
        if (typeof value !== 'number') return [];
        return [`(${spec.sql}) ${bound.end === 'min' ? '>=' : '<='} ${String(value)}`];
      });
    case 'flag':
      return record[spec.key] === true ? [`coalesce(${spec.sql}, false)`] : [];
    case 'words':
      return searchWords(typeof record.searchTerm === 'string' ? record.searchTerm : '').map((word) => {
        const part = literal(`%${word}%`);
        return `(v.fts @@ websearch_to_tsquery('public.simple_unaccent', ${literal(word)}) or v.make ilike ${part} or v.model ilike ${part} or v.title ilike ${part})`;
      });
    case 'distance': {
      const near = record.near as { lat: number; lng: number; radiusKm: number | null } | undefined;
      const radiusKm = near?.radiusKm ?? null;
      if (near === undefined || radiusKm === null) return [];
      return [
        `coalesce(public.distance_km(${String(near.lat)}, ${String(near.lng)}, v.latitude, v.longitude) <= ${String(radiusKm)}, false)`,
      ];
    }
  }
}

/** WHERE over the active listings (alias v), without the filters of the specs in `leaveOut`. */
export function referenceWhere(filters: Filters, leaveOut: readonly string[] = []): string {
  const conditions = SPECS.filter((spec) => !leaveOut.includes(spec.id)).flatMap((spec) => conditionsOf(spec, filters));
  return ["v.status = 'active'", ...conditions].join(' and ');
}

async function asAnon<T extends Record<string, unknown>>(db: Db, sql: string): Promise<T[]> {
  return db.transaction(async (tx) => {
    await tx.query('set local role anon');
    return tx.query<T>(sql);
  });
}

/** The ids of the active listings the filters match, as anon. */
export async function referenceIds(db: Db, filters: Filters): Promise<string[]> {
  const rows = await asAnon<{ id: string }>(
    db,
    `select v.id from public.vehicles v where ${referenceWhere(filters)} order by v.id`,
  );
  return rows.map((row) => row.id);
}

/** What vehicle_facets should answer for the filters, computed by plain GROUP BYs as anon. */
export async function referenceFacets(
  db: Db,
  filters: Filters,
): Promise<{ total: number; facets: Record<string, Record<string, number>> }> {
  const record = filters as Record<string, unknown>;
  const [total] = await asAnon<{ n: number }>(
    db,
    `select count(*)::integer as n from public.vehicles v where ${referenceWhere(filters)}`,
  );
  const facets: Record<string, Record<string, number>> = {};
  for (const spec of SPECS) {
    if (spec.kind === 'choice') {
      const scope = spec.scope === undefined ? undefined : SPECS.find((other) => other.id === spec.scope);
      // A filter's options are counted without its own filter; a model within its make, a make without its model.
      const leaveOut = [
        spec.id,
        ...SPECS.filter((other) => other.kind === 'choice' && other.scope === spec.id).map((other) => other.id),
      ];
      if (spec.matchAll) {
        const rows = await asAnon<{ value: string; n: number }>(
          db,
          `select f as value, count(*)::integer as n from public.vehicles v, unnest(${spec.sql}) f
            where ${referenceWhere(filters)} group by 1`,
        );
        facets[spec.id] = Object.fromEntries(rows.map((row) => [row.value, row.n]));
        continue;
      }
      if (scope) {
        const scopeValue = scope.kind === 'choice' ? record[scope.key] : undefined;
        if (typeof scopeValue !== 'string') {
          facets[spec.id] = {};
          continue;
        }
        const counted = await asAnon<{ value: string; n: number }>(
          db,
          `select (${spec.sql})::text as value, count(*)::integer as n from public.vehicles v
            where ${referenceWhere(filters, [spec.id])} group by 1`,
        );
        const typeFilter = typeof record.type === 'string' ? ` and v.type = ${literal(record.type)}` : '';
        const present = await asAnon<{ value: string }>(
          db,
          `select distinct (${spec.sql})::text as value from public.vehicles v
            where v.status = 'active' and (${scope.sql}) = ${literal(scopeValue)}${typeFilter}`,
        );
        const counts = new Map(counted.map((row) => [row.value, row.n]));
        facets[spec.id] = Object.fromEntries(present.map((row) => [row.value, counts.get(row.value) ?? 0]));
        continue;
      }
      const rows = await asAnon<{ value: string; n: number }>(
        db,
        `select (${spec.sql})::text as value, count(*)::integer as n from public.vehicles v
          where ${referenceWhere(filters, leaveOut)} and (${spec.sql}) is not null group by 1`,
      );
      if (spec.covers) {
        const byValue = new Map(rows.map((row) => [row.value, row.n]));
        facets[spec.id] = Object.fromEntries(
          Object.entries(spec.covers).map(([option, values]) => [
            option,
            values.reduce((sum, value) => sum + (byValue.get(value) ?? 0), 0),
          ]),
        );
      } else {
        facets[spec.id] = Object.fromEntries(rows.map((row) => [row.value, row.n]));
      }
    } else if (spec.kind === 'flag') {
      const [row] = await asAnon<{ n: number }>(
        db,
        `select count(*)::integer as n from public.vehicles v where ${referenceWhere(filters, [spec.id])} and coalesce(${spec.sql}, false)`,
      );
      facets[spec.id] = { true: row?.n ?? 0 };
    } else if (spec.kind === 'range' && spec.counted) {
      const edges =
        spec.bucket > 1
          ? ` union all select '=' || ((${spec.sql}) / ${String(spec.bucket)})::text from public.vehicles v where ${referenceWhere(filters, [spec.id])} and (${spec.sql}) % ${String(spec.bucket)} = 0`
          : '';
      const rows = await asAnon<{ value: string; n: number }>(
        db,
        `select x.value, count(*)::integer as n from (
           select ((${spec.sql}) / ${String(spec.bucket)})::text as value from public.vehicles v
            where ${referenceWhere(filters, [spec.id])} and (${spec.sql}) is not null${edges}) x (value)
          group by 1`,
      );
      facets[spec.id] = Object.fromEntries(rows.map((row) => [row.value, row.n]));
    }
  }
  return { total: total?.n ?? 0, facets };
}
