/**
 * Seller responsiveness as people read it: the database keeps each seller's
 * median time to first reply over 90 days (seller_reply_stats); this says it
 * in words, and says nothing for sellers too new or too slow to promise.
 */

import type { Strings } from '../../i18n';

/** Below this many counted conversations a seller's reply time says nothing (the database hides the row too). */
export const MIN_REPLY_CONVERSATIONS = 3;

export interface ReplyTimeStat {
  conversations: number;
  /** null when most counted conversations went unanswered. */
  medianReplySeconds: number | null;
}

const BANDS = [
  { upTo: 3_600, key: 'detail.repliesHour' },
  { upTo: 6 * 3_600, key: 'detail.repliesHours' },
  { upTo: 24 * 3_600, key: 'detail.repliesDay' },
] as const;

export type ReplyTimeStrings = Strings<(typeof BANDS)[number]['key']>;

/** "Usually replies within an hour / within a few hours / within a day", or null to show nothing. */
export function replyTimeLabel(stat: ReplyTimeStat | null, say: ReplyTimeStrings): string | null {
  if (!stat || stat.conversations < MIN_REPLY_CONVERSATIONS || stat.medianReplySeconds === null) return null;
  const seconds = stat.medianReplySeconds;
  const band = BANDS.find(({ upTo }) => seconds <= upTo);
  return band ? say[band.key] : null;
}
