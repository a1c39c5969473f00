import { perLocale } from '../../lib/domain/format';
import { eventCountText, notificationWords, type NotificationStrings } from '../../lib/domain/notifications';
import type { Notification } from '../../stores/notifications';
import { BellIcon } from '../ui/icons';

const timeFormat = perLocale((tag) => new Intl.RelativeTimeFormat(tag, { numeric: 'auto' }));

/** "5 minutes ago", "vor 5 Minuten"; "just now" under a minute. */
function ago(iso: string, say: NotificationStrings): string {
  const seconds = (new Date(iso).getTime() - Date.now()) / 1000;
  const steps: [Intl.RelativeTimeFormatUnit, number][] = [
    ['day', 86_400],
    ['hour', 3_600],
    ['minute', 60],
  ];
  for (const [unit, size] of steps) {
    if (Math.abs(seconds) >= size) return timeFormat(say.locale).format(Math.round(seconds / size), unit);
  }
  return say['notif.justNow'];
}

interface Props {
  items: readonly Notification[];
  loading: boolean;
  onFollow: (notification: Notification) => void;
  say: NotificationStrings;
}

/** The bell panel's body: a loading skeleton, the empty state, or the newest notifications. */
export default function NotificationList({ items, loading, onFollow: follow, say }: Props) {
  return loading && items.length === 0 ? (
    <ul aria-label={say['notif.loading']} className="divide-y divide-line" aria-busy="true">
      {[0, 1, 2, 3].map((i) => (
        <li key={i} className="flex gap-3 px-4 py-4">
          <span className="mt-1 size-2.5 shrink-0 animate-pulse rounded-full bg-line" />
          <span className="grid flex-1 gap-2">
            <span className="h-3.5 w-2/3 animate-pulse rounded bg-line" />
            <span className="h-3 w-full animate-pulse rounded bg-surface-muted" />
          </span>
        </li>
      ))}
    </ul>
  ) : items.length === 0 ? (
    <div className="flex h-full flex-col items-center justify-center px-6 text-center">
      <BellIcon className="size-10 text-line-strong" />
      <p className="mt-3 font-semibold text-ink">{say['notif.empty']}</p>
      <p className="mt-1 text-sm text-ink-muted">{say['notif.emptyHint']}</p>
    </div>
  ) : (
    <ul className="divide-y divide-line">
      {items.map((n) => {
        const words = notificationWords(n, say);
        return (
          <li key={n.id}>
            <button
              type="button"
              className={`flex w-full gap-3 px-4 py-3 text-left hover:bg-surface-muted ${n.read ? '' : 'bg-brand-50/60'}`}
              onClick={() => {
                follow(n);
              }}
            >
              <span
                className={`mt-1.5 size-2.5 shrink-0 rounded-full ${n.read ? 'bg-transparent' : 'bg-brand-600'}`}
                aria-hidden="true"
              />
              <span className="min-w-0 flex-1">
                <span className="block text-sm font-semibold text-ink">
                  {words.title}
                  {!n.read && <span className="sr-only"> {say['notif.unread']}</span>}
                </span>
                {words.content && (
                  <span className="mt-0.5 block text-sm wrap-anywhere text-ink-soft">{words.content}</span>
                )}
                <span className="mt-1 block text-xs text-ink-muted">
                  {[ago(n.created_at, say), eventCountText(n.type, n.event_count, say)].filter(Boolean).join(' · ')}
                </span>
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
