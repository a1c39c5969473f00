import { useId, useMemo, useState, type KeyboardEvent, type SubmitEvent } from 'react';
import { MESSAGE_MAX_LENGTH, sendableBody } from '../../lib/domain/messages';
import { scamCategories, senderWarnings } from '../../lib/domain/scamGuard';
import { Spinner } from '../ui/icons';
import { useSay } from '../ui/say';
import type { InboxStrings } from './inboxStrings';
import { SenderWarning } from './ScamGuardNotes';

interface Props {
  /** Sends the body; false when it failed (the text comes back for another try). */
  onSend: (body: string) => Promise<boolean>;
  /** Whether the other person has written: until then, contact details reach them masked. */
  otherHasWritten: boolean;
}

/** Write a message: Enter sends, Shift+Enter breaks the line; 2000 characters at most; risky drafts get a heads-up. */
export default function MessageComposer({ onSend, otherHasWritten }: Props) {
  const say = useSay<InboxStrings>();
  const [draft, setDraft] = useState('');
  const [sending, setSending] = useState(false);
  const fieldId = useId();
  const counterId = useId();
  const body = sendableBody(draft);
  // The database checks with the same rules on insert; the sender hears about it first.
  const warnings = useMemo(() => senderWarnings(scamCategories(draft), otherHasWritten), [draft, otherHasWritten]);

  const send = () => {
    if (body === null || sending) return;
    const sent = draft;
    setDraft('');
    setSending(true);
    void onSend(body).then((ok) => {
      setSending(false);
      // A failure keeps what was written, unless the user already started something new.
      if (!ok) setDraft((current) => (current === '' ? sent : current));
    });
  };

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    send();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };

  const nearLimit = draft.length > MESSAGE_MAX_LENGTH - 100;
  return (
    <form className="border-t border-line bg-surface p-3" onSubmit={onSubmit}>
      <SenderWarning warnings={warnings} />
      <label htmlFor={fieldId} className="sr-only">
        {say['inbox.field']}
      </label>
      <div className="flex items-end gap-2">
        <textarea
          id={fieldId}
          className="field-control [field-sizing:content] max-h-40 min-h-11 flex-1 resize-none py-2.5"
          rows={1}
          maxLength={MESSAGE_MAX_LENGTH}
          placeholder={say['inbox.placeholder']}
          value={draft}
          aria-describedby={counterId}
          onChange={(event) => {
            setDraft(event.target.value);
          }}
          onKeyDown={onKeyDown}
        />
        <button
          type="submit"
          className="btn btn-primary h-11 shrink-0 disabled:cursor-not-allowed disabled:opacity-60"
          disabled={body === null || sending}
        >
          {sending ? (
            <>
              <Spinner className="size-4" /> {say['inbox.sending']}
            </>
          ) : (
            say['inbox.send']
          )}
        </button>
      </div>
      <p className="mt-1 flex justify-between gap-3 text-xs text-ink-muted">
        <span className="hidden sm:inline">{say['inbox.keys']}</span>
        <span id={counterId} className={`ml-auto tabular-nums ${nearLimit ? 'font-semibold text-danger-700' : ''}`}>
          {draft.length} / {MESSAGE_MAX_LENGTH}
        </span>
      </p>
    </form>
  );
}
