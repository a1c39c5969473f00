/** The bell's list rules: newest first, one row per notification, repeated events folded into it. */

export interface NotificationRow {
  id: string;
  type: string;
  created_at: string;
  event_count: number;
}

/** How many rows the bell lists; the unread total is counted by the server. */
export const NOTIFICATION_LIST_SIZE = 50;

/**
 * The list with `incoming` in its place: a new row, or an unread one the
 * database brought up to date with another event, moves to the top.
 */
export function mergeNotification<T extends NotificationRow>(list: readonly T[], incoming: T): T[] {
  const others = list.filter((n) => n.id !== incoming.id);
  const merged = [incoming, ...others];
  merged.sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at));
  return merged.slice(0, NOTIFICATION_LIST_SIZE);
}

/** What a folded notification stands for: "12 new messages", "3 updates"; nothing for a single event. */
export function eventCountText(type: string, count: number): string | null {
  if (count <= 1) return null;
  return type === 'message' ? `${String(count)} new messages` : `${String(count)} updates`;
}
