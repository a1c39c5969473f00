import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, useState } from 'react';
import { badgeText, bellLabel, notificationHref, unreadHint } from '../../lib/domain/account';
import {
  $notifications,
  $notificationsLoading,
  $unreadCount,
  markAllRead,
  markRead,
  refreshNotifications,
  watchNotifications,
  type Notification,
} from '../../stores/notifications';
import { speak } from '../../i18n/active';
import type { HeaderStrings } from './headerStrings';
import { BellIcon } from '../ui/icons';
import { useDismiss } from '../ui/useDismiss';
import NotificationList from './NotificationList';

/** Spec §9 timings. */
const HINT_OPEN_MS = 700;
const HINT_CLOSE_MS = 300;
const SCROLL_HIDE_MS = 600;

/** The notification bell: badge, hover hint, and the popover list, in the page's language (`say`). */
export default function NotificationBell({ userId, say }: { userId: string; say: HeaderStrings }) {
  // The store's toasts speak the page's language.
  speak(say);
  const items = useStore($notifications, { ssr: 'initial' });
  const unread = useStore($unreadCount, { ssr: 'initial' });
  const loading = useStore($notificationsLoading, { ssr: 'initial' });
  const [open, setOpen] = useState(false);
  const [hint, setHint] = useState(false);
  const [scrolling, setScrolling] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const hintTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const scrollTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const panelId = useId();
  const hintId = useId();
  const headingId = useId();
  const badge = badgeText(unread);

  useEffect(() => watchNotifications(userId), [userId]);

  useDismiss(open, rootRef, (reason) => {
    setOpen(false);
    if (reason === 'escape') buttonRef.current?.focus();
  });

  const scheduleHint = (show: boolean) => {
    clearTimeout(hintTimer.current);
    hintTimer.current = setTimeout(
      () => {
        setHint(show);
      },
      show ? HINT_OPEN_MS : HINT_CLOSE_MS,
    );
  };

  const toggle = () => {
    setHint(false);
    clearTimeout(hintTimer.current);
    if (!open) void refreshNotifications(userId);
    setOpen(!open);
  };

  const follow = (notification: Notification) => {
    const href = notificationHref(notification.type, notification.related_id, say.locale);
    setOpen(false);
    // Leave only once the read mark is saved: navigating would cancel the request.
    void markRead(notification).then(() => {
      if (href) window.location.assign(href);
    });
  };

  return (
    <div
      ref={rootRef}
      className="relative"
      onPointerEnter={() => {
        if (!open) scheduleHint(true);
      }}
      onPointerLeave={() => {
        scheduleHint(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className="relative flex size-10 items-center justify-center rounded-full text-ink-soft hover:bg-surface-muted hover:text-ink"
        aria-label={bellLabel(unread, say)}
        aria-describedby={hintId}
        aria-expanded={open}
        aria-controls={panelId}
        aria-haspopup="dialog"
        onClick={toggle}
        onFocus={() => {
          if (!open) scheduleHint(true);
        }}
        onBlur={() => {
          scheduleHint(false);
        }}
      >
        <BellIcon />
        {badge && (
          <span
            className="absolute -top-0.5 -right-0.5 inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-danger-600 px-1 text-[0.6875rem] leading-none font-bold text-white ring-2 ring-surface"
            data-testid="notification-badge"
          >
            {badge}
          </span>
        )}
      </button>
      <div
        id={hintId}
        role="tooltip"
        className={`absolute top-full right-0 z-50 mt-2 w-max max-w-64 rounded-control bg-ink px-3 py-2 text-xs font-medium text-white shadow-popover ${hint && !open ? '' : 'sr-only'}`}
      >
        {unreadHint(unread, say)}
      </div>

      {open && (
        <div
          id={panelId}
          role="dialog"
          aria-labelledby={headingId}
          className="fixed inset-x-2 top-16 z-50 rounded-card bg-surface shadow-popover ring-1 ring-line sm:absolute sm:inset-x-auto sm:top-full sm:right-0 sm:mt-2 sm:w-96"
        >
          <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 border-b border-line px-4 py-3">
            <h2 id={headingId} className="text-base font-bold text-ink">
              {say['notif.heading']}
            </h2>
            <button
              type="button"
              className="ml-auto rounded-md px-2 py-1 text-sm font-semibold whitespace-nowrap text-brand-700 hover:bg-brand-50 disabled:cursor-not-allowed disabled:text-ink-muted disabled:hover:bg-transparent"
              disabled={unread === 0}
              onClick={() => void markAllRead(userId)}
            >
              {say['notif.markAllRead']}
            </button>
          </div>
          <div
            className="notification-scroll h-[350px] overflow-y-auto"
            data-scrolling={scrolling ? '' : undefined}
            onScroll={() => {
              setScrolling(true);
              clearTimeout(scrollTimer.current);
              scrollTimer.current = setTimeout(() => {
                setScrolling(false);
              }, SCROLL_HIDE_MS);
            }}
          >
            <NotificationList items={items} loading={loading} onFollow={follow} say={say} />
          </div>
        </div>
      )}
    </div>
  );
}
