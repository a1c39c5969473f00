/**
 * Which ids a /compare URL asks for and what it drops (not an id, repeated,
 * beyond the limit, no longer available), and how the page says so.
 */
import { COMPARE_LIMIT } from './compareList.ts';
import { isUuid } from './ids.ts';

/** Why an id of the URL is not in the table. */
export type DropReason = 'invalid' | 'duplicate' | 'over-limit' | 'unavailable';

export interface DroppedId {
  value: string;
  reason: DropReason;
}

export interface CompareIds {
  /** Listing ids to load, in the URL's order, unique, at most COMPARE_LIMIT. */
  ids: string[];
  dropped: DroppedId[];
}

/** The ids a `?ids=a,b,c` value asks for, and what it drops (not an id, repeated, beyond the limit). */
export function parseCompareIds(raw: string | null): CompareIds {
  const ids: string[] = [];
  const dropped: DroppedId[] = [];
  const values = (raw ?? '')
    .split(',')
    .map((value) => value.trim())
    .filter((value) => value !== '');
  for (const value of values) {
    const id = value.toLowerCase();
    if (!isUuid(id)) dropped.push({ value, reason: 'invalid' });
    else if (ids.includes(id)) dropped.push({ value, reason: 'duplicate' });
    else if (ids.length >= COMPARE_LIMIT) dropped.push({ value, reason: 'over-limit' });
    else ids.push(id);
  }
  return { ids, dropped };
}

/** Ids the database did not return (unknown, removed, paused, deleted) are dropped as unavailable. */
export function withUnavailable(request: CompareIds, found: readonly string[]): CompareIds {
  const present = new Set(found);
  return {
    ids: request.ids.filter((id) => present.has(id)),
    dropped: [
      ...request.dropped,
      ...request.ids.filter((id) => !present.has(id)).map((value) => ({ value, reason: 'unavailable' as const })),
    ],
  };
}

const REASON_TEXT: Record<DropReason, (count: number) => string> = {
  invalid: (n) => (n === 1 ? '1 link that is not a listing' : `${String(n)} links that are not listings`),
  duplicate: (n) => (n === 1 ? '1 listing named twice' : `${String(n)} listings named twice`),
  'over-limit': (n) =>
    `${n === 1 ? '1 listing' : `${String(n)} listings`} beyond the limit of ${String(COMPARE_LIMIT)}`,
  unavailable: (n) =>
    n === 1 ? '1 listing that is no longer available' : `${String(n)} listings that are no longer available`,
};

/** One sentence saying what the table leaves out, or null when it shows everything asked for. */
export function droppedSummary(dropped: readonly DroppedId[]): string | null {
  if (dropped.length === 0) return null;
  const parts = (Object.keys(REASON_TEXT) as DropReason[]).flatMap((reason) => {
    const count = dropped.filter((d) => d.reason === reason).length;
    return count > 0 ? [REASON_TEXT[reason](count)] : [];
  });
  return `Left out: ${parts.join('; ')}.`;
}
