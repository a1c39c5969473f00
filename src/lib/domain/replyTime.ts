/**
 * Seller responsiveness as people read it: the database keeps each seller's
 * median time to first reply over 90 days (seller_reply_stats); this says it
 * in words, and says nothing for sellers too new or too slow to promise.
 */

/** Below this many counted conversations a seller's reply time says nothing (the database hides the row too). */
export const MIN_REPLY_CONVERSATIONS = 3;

export interface ReplyTimeStat {
  conversations: number;
  /** null when most counted conversations went unanswered. */
  medianReplySeconds: number | null;
}

const BANDS = [
  { upTo: 3_600, band: 'hour', label: 'Usually replies within an hour' },
  { upTo: 6 * 3_600, band: 'hours', label: 'Usually replies within a few hours' },
  { upTo: 24 * 3_600, band: 'day', label: 'Usually replies within a day' },
] as const;

export type ReplyTimeBand = (typeof BANDS)[number]['band'];

/** Which promise a seller's reply time makes (within an hour, a few hours, a day), or null to promise nothing. */
export function replyTimeBand(stat: ReplyTimeStat | null): ReplyTimeBand | null {
  if (!stat || stat.conversations < MIN_REPLY_CONVERSATIONS || stat.medianReplySeconds === null) return null;
  const seconds = stat.medianReplySeconds;
  return BANDS.find((band) => seconds <= band.upTo)?.band ?? null;
}

/** "Usually replies within an hour / within a few hours / within a day", or null to show nothing. */
export function replyTimeLabel(stat: ReplyTimeStat | null): string | null {
  const band = replyTimeBand(stat);
  return BANDS.find((b) => b.band === band)?.label ?? null;
}
