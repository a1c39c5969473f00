import type { ConversationSummary } from '../../lib/data/messages';
import { formatPrice } from '../../lib/domain/format';
import {
  MESSAGE_BOXES,
  conversationTime,
  listingStatusBadge,
  messagePreview,
  messagesHref,
  type MessageBox,
} from '../../lib/domain/messages';
import { badgeText } from '../../lib/domain/account';
import { ChatIcon } from '../ui/icons';
import { useSay } from '../ui/say';
import { localePath } from '../../i18n/locale';
import type { InboxStrings } from './inboxStrings';
import ListingThumbnail from '../../components/ListingThumbnail';

interface Props {
  items: readonly ConversationSummary[];
  /** Whether the user has any conversation at all (the box may still be empty). */
  hasAny: boolean;
  box: MessageBox;
  selectedId: string | null;
  userId: string;
  onNavigate: (box: MessageBox, id: string | null) => void;
}

/** A plain click follows the link in place; modified clicks open a new tab as usual. */
function inPlace(event: React.MouseEvent, go: () => void): void {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  go();
}

/** The conversation list: box tabs, then one row per conversation. */
export default function ConversationList({ items, hasAny, box, selectedId, userId, onNavigate }: Props) {
  const say = useSay<InboxStrings>();
  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <nav aria-label={say['inbox.boxes']} className="border-b border-line px-3 py-2">
        <ul className="flex gap-1">
          {MESSAGE_BOXES.map((name) => (
            <li key={name}>
              <a
                href={messagesHref(name, selectedId, say.locale)}
                aria-current={name === box ? 'page' : undefined}
                className={`inline-flex rounded-full px-3 py-1.5 text-sm font-semibold ${
                  name === box ? 'bg-brand-700 text-white' : 'text-ink-soft hover:bg-surface-muted hover:text-ink'
                }`}
                onClick={(event) => {
                  inPlace(event, () => {
                    onNavigate(name, selectedId);
                  });
                }}
              >
                {say[`inbox.box.${name}`]}
              </a>
            </li>
          ))}
        </ul>
      </nav>

      {items.length === 0 ? (
        <div className="flex flex-1 flex-col items-center justify-center px-6 py-12 text-center">
          <ChatIcon className="size-10 text-line-strong" />
          {hasAny ? (
            <>
              <p className="mt-3 font-semibold text-ink">{say[`inbox.emptyBox.${box}`]}</p>
              <p className="mt-1 text-sm text-ink-muted">{say[`inbox.emptyBoxHint.${box}`]}</p>
            </>
          ) : (
            <>
              <p className="mt-3 font-semibold text-ink">{say['inbox.none']}</p>
              <p className="mt-1 text-sm text-ink-muted">{say['inbox.noneHint']}</p>
              <a href={localePath('/vehicles/all', say.locale)} className="btn btn-primary mt-5">
                {say['inbox.browse']}
              </a>
            </>
          )}
        </div>
      ) : (
        <ul className="min-h-0 flex-1 divide-y divide-line overflow-y-auto" aria-label={say['inbox.list']}>
          {items.map((c) => {
            const unread = badgeText(c.unreadCount);
            const status = listingStatusBadge(c.vehicleStatus, say);
            const selected = c.id === selectedId;
            return (
              <li key={c.id}>
                <a
                  href={messagesHref(box, c.id, say.locale)}
                  aria-current={selected ? 'true' : undefined}
                  className={`flex gap-3 px-3 py-3 hover:bg-surface-muted ${selected ? 'bg-brand-50' : ''}`}
                  onClick={(event) => {
                    inPlace(event, () => {
                      onNavigate(box, c.id);
                    });
                  }}
                >
                  <ListingThumbnail slot="message" src={c.vehiclePhoto} className="size-14" />
                  <span className="min-w-0 flex-1">
                    <span className="flex items-baseline justify-between gap-2">
                      <span className={`truncate text-sm text-ink ${unread ? 'font-bold' : 'font-semibold'}`}>
                        {c.otherName}
                      </span>
                      <span className="shrink-0 text-xs text-ink-muted">
                        {conversationTime(c.lastMessageAt ?? c.createdAt, say)}
                      </span>
                    </span>
                    <span className="flex items-center gap-1.5 text-xs text-ink-muted">
                      <span className="truncate">{c.vehicleTitle}</span>
                      <span className="shrink-0">· {formatPrice(c.vehiclePrice, say.locale)}</span>
                      {status && (
                        <span className="shrink-0 rounded-full bg-ink px-1.5 py-px text-[0.625rem] font-bold text-white uppercase">
                          {status}
                        </span>
                      )}
                    </span>
                    <span className="mt-0.5 flex items-center justify-between gap-2">
                      <span className={`truncate text-sm ${unread ? 'font-semibold text-ink' : 'text-ink-soft'}`}>
                        {messagePreview(c.lastMessageBody, c.lastSenderId === userId, say)}
                      </span>
                      {unread && (
                        <span
                          className="inline-flex h-5 min-w-5 shrink-0 items-center justify-center rounded-full bg-brand-700 px-1.5 text-[0.6875rem] font-bold text-white"
                          data-testid="conversation-unread"
                        >
                          {unread}
                          <span className="sr-only"> {say['inbox.unread']}</span>
                        </span>
                      )}
                    </span>
                  </span>
                </a>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
