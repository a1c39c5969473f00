import { useStore } from '@nanostores/react';
import { useSyncExternalStore } from 'react';
import { UNSUBSCRIBE_TOKEN_PATTERN } from '../../lib/domain/digest';
import { $unsubscribe, unsubscribeDigest } from '../../stores/digestUnsubscribe';
import { Spinner } from '../ui/icons';
import { useSearchParam } from '../ui/useSearchParam';

const manage = (
  <a href="/favorites" className="btn btn-outline mt-6">
    Manage your saved searches
  </a>
);

/** The page a digest's unsubscribe link opens: one button turns that search's daily e-mail off. */
export default function DigestUnsubscribe() {
  const token = useSearchParam('token');
  const state = useStore($unsubscribe, { ssr: 'initial' });
  const valid = token !== null && UNSUBSCRIBE_TOKEN_PATTERN.test(token);
  // The server renders without the address's query: judge the link once it is read.
  const hydrated = useSyncExternalStore(
    () => () => undefined,
    () => true,
    () => false,
  );

  let body;
  if (state.status === 'done') {
    body = (
      <p role="status" className="text-ink">
        Done: you will no longer get the daily digest for “{state.name}”. The saved search and its bell notifications
        stay.
      </p>
    );
  } else if (state.status === 'error' || (hydrated && !valid)) {
    body = (
      <p role="alert" className="text-danger-700">
        {state.status === 'error'
          ? state.message
          : 'This unsubscribe link is not valid. Open your saved searches to change your e-mails.'}
      </p>
    );
  } else {
    body = (
      <>
        <p className="text-ink-soft">
          Stop the daily e-mail about new matches for this saved search? The search itself and its bell notifications
          stay, and you can turn the e-mail on again under your saved searches.
        </p>
        <button
          type="button"
          className="btn btn-primary mt-6"
          disabled={!valid || state.status === 'working'}
          onClick={() => {
            if (token !== null) void unsubscribeDigest(token);
          }}
        >
          {state.status === 'working' && <Spinner className="size-4" />}
          Stop the daily e-mail
        </button>
      </>
    );
  }

  return (
    <section className="max-w-xl rounded-card bg-surface p-6 shadow-card ring-1 ring-line sm:p-8" aria-live="polite">
      {body}
      {state.status !== 'ready' && state.status !== 'working' && <div>{manage}</div>}
    </section>
  );
}
