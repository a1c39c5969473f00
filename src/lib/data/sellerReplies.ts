/** Sellers' reply times (seller_reply_stats): public aggregates, readable from three conversations on. */
import type { ReplyTimeStat } from '../domain/replyTime';
import { getClient, type Client } from './client';
import { fail } from './errors';

/** The seller's median time to first reply, or null when there is none to show. */
export async function sellerReplyTime(sellerId: string, client?: Client): Promise<ReplyTimeStat | null> {
  const supabase = client ?? (await getClient());
  const { data, error } = await supabase
    .from('seller_reply_stats')
    .select('conversations, median_reply_seconds')
    .eq('seller_id', sellerId)
    .maybeSingle();
  if (error) fail('sellerReplyTime', error);
  return data ? { conversations: data.conversations, medianReplySeconds: data.median_reply_seconds } : null;
}
