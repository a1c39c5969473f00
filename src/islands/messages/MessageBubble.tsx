import { fill } from '../../i18n/translate';
import { displayBody, messageTime } from '../../lib/domain/messages';
import type { ThreadMessage } from '../../stores/conversations';
import { useSay } from '../ui/say';
import type { InboxStrings } from './inboxStrings';
import { RecipientNote } from './ScamGuardNotes';

interface Props {
  message: ThreadMessage;
  userId: string;
  otherName: string;
  /** The receipt shown under the user's latest message. */
  receipt: string | null;
}

/** One message: the bubble, its time and receipt, and the scam guard's note or masking hint. */
export default function MessageBubble({ message: m, userId, otherName, receipt }: Props) {
  const say = useSay<InboxStrings>();
  const mine = m.sender_id === userId;
  return (
    <li className={`flex flex-col ${mine ? 'items-end' : 'items-start'}`}>
      <p
        className={`max-w-[85%] rounded-2xl px-3.5 py-2 text-[0.9375rem] leading-6 break-words whitespace-pre-wrap sm:max-w-[70%] ${
          mine
            ? `rounded-br-md bg-brand-700 text-white ${m.pending ? 'opacity-70' : ''}`
            : 'rounded-bl-md bg-surface text-ink ring-1 ring-line'
        }`}
      >
        <span className="sr-only">{mine ? say['inbox.you'] : otherName}: </span>
        {displayBody(m, userId)}
      </p>
      {!mine && <RecipientNote categories={m.risk_categories} />}
      <span className="mt-0.5 px-1 text-[0.6875rem] text-ink-muted">
        {messageTime(m.created_at, say.locale)}
        {mine && m.contact_masked && ` · ${fill(say['inbox.contactHidden'], { name: otherName })}`}
        {receipt && (
          <>
            {' · '}
            <span data-testid="read-receipt">{receipt}</span>
          </>
        )}
      </span>
    </li>
  );
}
