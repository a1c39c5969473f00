import { eventCountText } from '../../lib/domain/notifications';
import type { Notification } from '../../stores/notifications';
import { BellIcon } from '../ui/icons';

const timeFormat = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });

function ago(iso: string): string {
  const seconds = (new Date(iso).getTime() - Date.now()) / 1000;
  const steps: [Intl.RelativeTimeFormatUnit, number][] = [
    ['day', 86_400],
    ['hour', 3_600],
    ['minute', 60],
  ];
  for (const [unit, size] of steps) {
    if (Math.abs(seconds) >= size) return timeFormat.format(Math.round(seconds / size), unit);
  }
  return 'just now';
}

interface Props {
  items: readonly Notification[];
  loading: boolean;
  onFollow: (notification: Notification) => void;
}

/** The bell panel's body: a loading skeleton, the empty state, or the newest notifications. */
export default function NotificationList({ items, loading, onFollow: follow }: Props) {
  return loading && items.length === 0 ? (
    <ul aria-label="Loading notifications" className="divide-y divide-line" aria-busy="true">
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
      <p className="mt-3 font-semibold text-ink">No notifications yet</p>
      <p className="mt-1 text-sm text-ink-muted">We&apos;ll notify you about important updates</p>
    </div>
  ) : (
    <ul className="divide-y divide-line">
      {items.map((n) => (
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
                {n.title}
                {!n.read && <span className="sr-only"> (unread)</span>}
              </span>
              {n.content && <span className="mt-0.5 block text-sm wrap-anywhere text-ink-soft">{n.content}</span>}
              <span className="mt-1 block text-xs text-ink-muted">
                {[ago(n.created_at), eventCountText(n.type, n.event_count)].filter(Boolean).join(' · ')}
              </span>
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
