import { scamFamilies, type senderWarnings } from '../../lib/domain/scamGuard';
import { useSay } from '../ui/say';
import type { InboxStrings } from './inboxStrings';

function ShieldIcon() {
  return (
    <svg className="mt-0.5 size-4 shrink-0 text-accent-600" viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <path
        d="M12 3 5 6v5c0 4.5 3 8.3 7 9.5 4-1.2 7-5 7-9.5V6l-7-3Z"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinejoin="round"
      />
      <path d="M12 8v4.5M12 16h.01" stroke="currentColor" strokeWidth={2} strokeLinecap="round" />
    </svg>
  );
}

function Notes({ texts }: { texts: readonly string[] }) {
  return (
    <ul className="grid gap-1">
      {texts.map((text) => (
        <li key={text} className="flex gap-2">
          <ShieldIcon />
          <span>{text}</span>
        </li>
      ))}
    </ul>
  );
}

/** The sender's heads-up while the draft looks like a common scam; it never stops them sending. */
export function SenderWarning({ warnings }: { warnings: ReturnType<typeof senderWarnings> }) {
  const say = useSay<InboxStrings>();
  return (
    <div aria-live="polite">
      {warnings.length > 0 && (
        <div
          className="mb-2 rounded-lg bg-accent-300/20 px-3 py-2 text-sm text-ink ring-1 ring-accent-400/60"
          data-testid="scam-warning"
        >
          <p className="font-semibold">{say['inbox.beforeYouSend']}</p>
          <Notes texts={warnings.map((key) => say[key])} />
        </div>
      )}
    </div>
  );
}

/** The calm note under a received message the scam guard flagged. */
export function RecipientNote({ categories }: { categories: readonly string[] }) {
  const say = useSay<InboxStrings>();
  const families = scamFamilies(categories);
  if (families.length === 0) return null;
  return (
    <div
      role="note"
      aria-label={say['inbox.safetyNote']}
      className="mt-1 max-w-[85%] rounded-xl bg-accent-300/20 px-3 py-2 text-[0.8125rem] leading-5 text-ink ring-1 ring-accent-400/60 sm:max-w-[70%]"
    >
      <Notes texts={families.map((family) => say[`scam.recipient.${family}`])} />
    </div>
  );
}
