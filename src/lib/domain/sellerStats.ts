/** The seller dashboard's numbers: listing counts and daily activity series. */

export interface DailyActivity {
  vehicle_id: string;
  /** YYYY-MM-DD (UTC). */
  day: string;
  views: number;
  favorites: number;
  messages: number;
}

export interface DayTotals {
  day: string;
  views: number;
  favorites: number;
  messages: number;
}

export const STAT_PERIODS = [7, 30, 90] as const;

/** The last `days` UTC dates up to and including `today`, oldest first. */
export function dayRange(days: number, today: Date = new Date()): string[] {
  const end = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  return Array.from({ length: days }, (_, i) => new Date(end - (days - 1 - i) * 86_400_000).toISOString().slice(0, 10));
}

/**
 * One entry per day of the period (days without activity are zero) for one
 * listing, or for all of them when `vehicleId` is null.
 */
export function dailySeries(
  rows: readonly DailyActivity[],
  days: number,
  vehicleId: string | null,
  today: Date = new Date(),
): DayTotals[] {
  const byDay = new Map(dayRange(days, today).map((day) => [day, { day, views: 0, favorites: 0, messages: 0 }]));
  for (const row of rows) {
    if (vehicleId !== null && row.vehicle_id !== vehicleId) continue;
    const entry = byDay.get(row.day);
    if (!entry) continue;
    entry.views += row.views;
    entry.favorites += row.favorites;
    entry.messages += row.messages;
  }
  return [...byDay.values()];
}

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
