/**
 * Sellers' reply times move with the clock (a 90-day window, conversations
 * that start to count once they have waited a day), not only with messages:
 * the hourly refresh recomputes every row older than an hour.
 */
import { serviceClient } from './admin';

/** Recomputes stale reply times; how many sellers were refreshed. */
export async function refreshStaleReplyTimes(env?: Record<string, string | undefined>): Promise<number> {
  const { data, error } = await serviceClient(env).rpc('refresh_stale_seller_reply_stats');
  if (error) throw new Error(`refreshing reply times failed: ${error.message}`);
  return data;
}
