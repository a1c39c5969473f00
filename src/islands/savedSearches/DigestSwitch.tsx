import { useStore } from '@nanostores/react';
import type { SavedSearch } from '../../lib/data/savedSearches';
import { $digestChanges, setDigest } from '../../stores/savedSearches';
import { useSay } from '../ui/say';
import type { SavedSearchStrings } from './savedSearchStrings';

/** "E-mail me a daily digest" for one saved search (off by default), with what it means. */
export default function DigestSwitch({ search }: { search: SavedSearch }) {
  const say = useSay<SavedSearchStrings>();
  const changes = useStore($digestChanges, { ssr: 'initial' });
  const pending = changes[search.id];
  const on = pending ?? search.email_digest;
  const id = `digest-${search.id}`;
  return (
    <div className="mt-3 flex items-start gap-2.5 text-sm">
      <input
        id={id}
        type="checkbox"
        role="switch"
        className="mt-0.5 size-5 shrink-0 accent-brand-700"
        checked={on}
        aria-busy={pending !== undefined}
        aria-describedby={`${id}-hint`}
        onChange={(event) => void setDigest(search, event.currentTarget.checked)}
      />
      <div>
        <label htmlFor={id} className="block font-medium text-ink">
          {say['saved.digest']}
        </label>
        <p id={`${id}-hint`} className="text-xs text-ink-muted">
          {say[on ? 'saved.digestOn' : 'saved.digestOff']}
        </p>
      </div>
    </div>
  );
}
