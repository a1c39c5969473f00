/** The seller dashboard's numbers: listing counts, daily activity and the chart's scale. */

/** One UTC day of a seller's activity, summed over their listings (or one of them) by the database. */
export interface DayTotals {
  /** YYYY-MM-DD (UTC). */
  day: string;
  views: number;
  favorites: number;
  messages: number;
  /** Phone numbers revealed: distinct visitors per listing and day. */
  leads: number;
}

export const STAT_PERIODS = [7, 30, 90] as const;

export type ListingStatus = 'draft' | 'active' | 'sold' | 'removed';

/** How many listings are in each status. */
export function statusCounts(statuses: readonly string[]): Record<ListingStatus, number> {
  const counts: Record<ListingStatus, number> = { draft: 0, active: 0, sold: 0, removed: 0 };
  for (const status of statuses) if (status in counts) counts[status as ListingStatus] += 1;
  return counts;
}

/** A round upper bound for a chart axis, at least 1. */
export function niceMax(value: number): number {
  if (value <= 4) return Math.max(1, Math.ceil(value));
  const magnitude = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 2.5, 5, 10].find((s) => s * magnitude >= value) ?? 10;
  return step * magnitude;
}
