import { useStore } from '@nanostores/react';
import { useSyncExternalStore } from 'react';
import { UNSUBSCRIBE_TOKEN_PATTERN } from '../../lib/domain/digest';
import { $unsubscribe, unsubscribeDigest } from '../../stores/digestUnsubscribe';
import { Spinner } from '../ui/icons';
import { useSearchParam } from '../ui/useSearchParam';
import { fill } from '../../i18n/translate';
import { localePath } from '../../i18n/locale';
import { SayProvider } from '../ui/say';
import type { SavedSearchStrings } from './savedSearchStrings';

/** The page a digest's unsubscribe link opens: one button turns that search's daily e-mail off. */
export default function DigestUnsubscribe({ say }: { say: SavedSearchStrings }) {
  return (
    <SayProvider say={say}>
      <Unsubscribe say={say} />
    </SayProvider>
  );
}

function Unsubscribe({ say }: { say: SavedSearchStrings }) {
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
        {fill(say['unsubscribe.done'], { name: state.name })}
      </p>
    );
  } else if (state.status === 'error' || (hydrated && !valid)) {
    body = (
      <p role="alert" className="text-danger-700">
        {state.status === 'error' ? state.message : say['unsubscribe.invalid']}
      </p>
    );
  } else {
    body = (
      <>
        <p className="text-ink-soft">{say['unsubscribe.question']}</p>
        <button
          type="button"
          className="btn btn-primary mt-6"
          disabled={!valid || state.status === 'working'}
          onClick={() => {
            if (token !== null) void unsubscribeDigest(token);
          }}
        >
          {state.status === 'working' && <Spinner className="size-4" />}
          {say['unsubscribe.stop']}
        </button>
      </>
    );
  }

  return (
    <section className="max-w-xl rounded-card bg-surface p-6 shadow-card ring-1 ring-line sm:p-8" aria-live="polite">
      {body}
      {state.status !== 'ready' && state.status !== 'working' && (
        <div>
          <a href={localePath('/favorites', say.locale)} className="btn btn-outline mt-6">
            {say['unsubscribe.manage']}
          </a>
        </div>
      )}
    </section>
  );
}
