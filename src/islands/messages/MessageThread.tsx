import { useLayoutEffect, useRef, useState } from 'react';
import type { ConversationSummary } from '../../lib/data/messages';
import { fill } from '../../i18n/translate';
import { localePath } from '../../i18n/locale';
import { formatPrice } from '../../lib/domain/format';
import { groupByDay, lastReceipt, listingStatusBadge } from '../../lib/domain/messages';
import type { ThreadMessage } from '../../stores/conversations';
import { Spinner } from '../ui/icons';
import { useSay } from '../ui/say';
import type { InboxStrings } from './inboxStrings';
import ListingThumbnail from '../../components/ListingThumbnail';
import MessageBubble from './MessageBubble';
import MessageComposer from './MessageComposer';

interface Props {
  conversation: ConversationSummary;
  userId: string;
  /** null while loading. */
  messages: readonly ThreadMessage[] | null;
  /** The other person's last message when the thread loaded ('' for none); later ones are announced. */
  loadedLastId: string | null;
  onBack: () => void;
  onSend: (body: string) => Promise<boolean>;
}

/** How close to the bottom still counts as "at the bottom". */
const PINNED_SLACK_PX = 48;

function ThreadHeader({ conversation: c, onBack }: Pick<Props, 'conversation' | 'onBack'>) {
  const say = useSay<InboxStrings>();
  const status = listingStatusBadge(c.vehicleStatus, say);
  return (
    <header className="flex items-center gap-3 border-b border-line px-3 py-3">
      <button
        type="button"
        className="flex size-10 shrink-0 items-center justify-center rounded-full text-ink-soft hover:bg-surface-muted hover:text-ink md:hidden"
        aria-label={say['inbox.back']}
        onClick={onBack}
      >
        <svg
          className="size-5"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth={2}
          aria-hidden="true"
        >
          <path d="m15 18-6-6 6-6" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </button>
      <ListingThumbnail slot="message" src={c.vehiclePhoto} className="size-12" />
      <div className="min-w-0 flex-1">
        <h2 className="truncate text-base font-bold text-ink">
          <a
            href={localePath(`/vehicles/id/${c.vehicleId}`, say.locale)}
            className="hover:text-brand-700 hover:underline"
          >
            {c.vehicleTitle}
          </a>
        </h2>
        <p className="flex flex-wrap items-center gap-x-2 gap-y-0.5 text-sm text-ink-muted">
          <span className="font-semibold text-brand-800">{formatPrice(c.vehiclePrice, say.locale)}</span>
          {status && (
            <span className="rounded-full bg-ink px-2 py-px text-[0.6875rem] font-bold text-white uppercase">
              {status}
            </span>
          )}
          <span className="truncate">
            {fill(say[c.role === 'buyer' ? 'inbox.role.seller' : 'inbox.role.buyer'], { name: c.otherName })}
            {c.otherIsDealer ? ` ${say['inbox.dealer']}` : ''}
          </span>
        </p>
      </div>
    </header>
  );
}

/** One conversation: the listing it is about, its messages by day, and the composer. */
export default function MessageThread({ conversation, userId, messages, loadedLastId, onBack, onSend }: Props) {
  const say = useSay<InboxStrings>();
  const scrollRef = useRef<HTMLDivElement>(null);
  const [pinned, setPinned] = useState(true);
  const [seenLastId, setSeenLastId] = useState<string | null>(null);
  const last = messages?.at(-1) ?? null;
  const lastId = last?.id ?? null;
  const lastIsMine = last?.sender_id === userId;

  // Follow new messages while the reader is at the bottom, and always after their own.
  useLayoutEffect(() => {
    const el = scrollRef.current;
    if (!el || lastId === null) return;
    if (pinned || lastIsMine) el.scrollTop = el.scrollHeight;
  }, [lastId, lastIsMine, pinned]);

  const scrollToBottom = () => {
    const el = scrollRef.current;
    if (el) el.scrollTo({ top: el.scrollHeight, behavior: 'smooth' });
  };

  const onScroll = () => {
    const el = scrollRef.current;
    if (!el) return;
    const atBottom = el.scrollHeight - el.scrollTop - el.clientHeight < PINNED_SLACK_PX;
    setPinned(atBottom);
    if (atBottom) setSeenLastId(lastId);
  };

  const showPill = !pinned && last !== null && !lastIsMine && lastId !== seenLastId;
  const receipt = messages ? lastReceipt(messages, userId, say) : null;
  const lastIncoming = messages?.findLast((m) => m.sender_id !== userId) ?? null;
  const announce = lastIncoming && loadedLastId !== null && lastIncoming.id !== loadedLastId ? lastIncoming : null;
  const groups = messages ? groupByDay(messages, say) : [];

  return (
    <section
      className="flex min-h-0 flex-1 flex-col"
      aria-label={fill(say['inbox.about'], { title: conversation.vehicleTitle })}
    >
      <ThreadHeader conversation={conversation} onBack={onBack} />
      <div className="relative min-h-0 flex-1">
        {/* Focusable, so keyboard users can scroll the history (axe: scrollable-region-focusable). */}
        <div
          ref={scrollRef}
          role="region"
          aria-label={say['inbox.history']}
          // eslint-disable-next-line jsx-a11y-x/no-noninteractive-tabindex -- a scroll area must take focus to scroll by keyboard
          tabIndex={0}
          className="h-full overflow-y-auto bg-surface-sunken px-3 py-4 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-700"
          onScroll={onScroll}
        >
          {messages === null ? (
            <div className="flex h-full items-center justify-center gap-3 text-ink-muted" role="status">
              <Spinner className="size-5 text-brand-700" /> {say['inbox.loadingMessages']}
            </div>
          ) : messages.length === 0 ? (
            <p className="flex h-full items-center justify-center px-6 text-center text-sm text-ink-muted">
              {conversation.role === 'buyer'
                ? fill(say['inbox.sayHello'], { name: conversation.otherName })
                : say['inbox.noMessages']}
            </p>
          ) : (
            <ol className="grid gap-4" aria-label={say['inbox.messages']}>
              {groups.map((group) => (
                <li key={group.key}>
                  <h3 className="mb-2 text-center">
                    <span className="rounded-full bg-surface px-3 py-1 text-xs font-semibold text-ink-muted ring-1 ring-line">
                      {group.label}
                    </span>
                  </h3>
                  <ol className="grid gap-1.5">
                    {group.messages.map((m) => (
                      <MessageBubble
                        key={m.id}
                        message={m}
                        userId={userId}
                        otherName={conversation.otherName}
                        receipt={receipt?.id === m.id ? receipt.label : null}
                      />
                    ))}
                  </ol>
                </li>
              ))}
            </ol>
          )}
        </div>
        {showPill && (
          <button
            type="button"
            className="absolute bottom-3 left-1/2 -translate-x-1/2 rounded-full bg-brand-700 px-4 py-1.5 text-sm font-semibold text-white shadow-popover hover:bg-brand-800"
            onClick={scrollToBottom}
          >
            {say['inbox.newMessages']}
          </button>
        )}
      </div>
      <p className="sr-only" aria-live="polite">
        {announce
          ? `${fill(say['inbox.announce'], { name: conversation.otherName, body: announce.body })}${announce.risk_categories.length > 0 ? ` ${say['inbox.announceNote']}` : ''}`
          : ''}
      </p>
      <MessageComposer
        key={conversation.id}
        onSend={onSend}
        otherHasWritten={messages?.some((m) => m.sender_id !== userId) ?? false}
      />
    </section>
  );
}
