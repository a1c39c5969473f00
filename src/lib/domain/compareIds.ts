/**
 * Which ids a /compare URL asks for and what it drops (not an id, repeated,
 * beyond the limit, no longer available), and how the page says so.
 */
import type { MessageKey, Strings } from '../../i18n/index.ts';
import { countText, fill } from '../../i18n/translate.ts';
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

/** The words of the note on what the table leaves out (the compare page's strings). */
export type DroppedWords = Strings<Extract<MessageKey, `compare.drop.${string}`> | 'compare.leftOut'>;

/** One sentence saying what the table leaves out, or null when it shows everything asked for. */
export function droppedSummary(dropped: readonly DroppedId[], say: DroppedWords): string | null {
  if (dropped.length === 0) return null;
  const reasons: readonly DropReason[] = ['invalid', 'duplicate', 'over-limit', 'unavailable'];
  const parts = reasons.flatMap((reason) => {
    const count = dropped.filter((d) => d.reason === reason).length;
    return count > 0 ? [countText(say, `compare.drop.${reason}`, count, { limit: COMPARE_LIMIT })] : [];
  });
  return fill(say['compare.leftOut'], { parts: parts.join('; ') });
}
