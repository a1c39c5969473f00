/**
 * "Usually replies within an hour / a few hours / a day" for a seller, or
 * nothing (fewer than three conversations, or slower than a day). No
 * JavaScript of its own: islands render it, and Astro pages (the seller page)
 * can render it to static HTML.
 */
import { replyTimeLabel, type ReplyTimeStat, type ReplyTimeStrings } from '../lib/domain/replyTime';

interface Props {
  stat: ReplyTimeStat | null;
  say: ReplyTimeStrings;
  className?: string;
}

export default function SellerReplyTime({ stat, say, className = '' }: Props) {
  const label = replyTimeLabel(stat, say);
  if (!label) return null;
  return (
    <p className={`flex items-center gap-1.5 text-sm text-ink-muted ${className}`} data-testid="seller-reply-time">
      <svg className="size-4 shrink-0 text-brand-700" viewBox="0 0 24 24" fill="none" aria-hidden="true">
        <circle cx="12" cy="12" r="9" stroke="currentColor" strokeWidth={2} />
        <path d="M12 7v5l3 2" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      {label}
    </p>
  );
}
