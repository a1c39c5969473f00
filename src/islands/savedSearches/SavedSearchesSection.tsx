import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { $authLoading, $user, initSession, SIGNED_OUT_ON_SERVER } from '../../stores/session';
import {
  $pendingDelete,
  askToDeleteSearch,
  cancelDeleteSearch,
  confirmDeleteSearch,
  savedSearches,
} from '../../stores/savedSearches';
import ConfirmDialog from '../ui/ConfirmDialog';
import { BellIcon } from '../ui/icons';
import { PageError, PageLoading } from '../ui/PageStatus';
import SavedSearchItem from './SavedSearchItem';

/** /favorites: the searches the user saved for alerts, with their new matches; open or delete each. */
export default function SavedSearchesSection() {
  const user = useStore($user, SIGNED_OUT_ON_SERVER);
  const authLoading = useStore($authLoading, { ssr: 'initial' });
  const state = useStore(savedSearches.$state, { ssr: 'initial' });
  const pending = useStore($pendingDelete, { ssr: 'initial' });
  const userId = user?.id ?? null;

  useEffect(() => {
    void initSession();
  }, []);
  useEffect(() => {
    if (userId) void savedSearches.load(userId);
  }, [userId]);

  let body;
  if (authLoading || !userId || state.status === 'loading') {
    body = <PageLoading label="Loading your saved searches…" />;
  } else if (state.status === 'error') {
    body = <PageError message={state.message} />;
  } else if (state.value.length === 0) {
    body = (
      <div className="flex flex-col items-center rounded-card border border-dashed border-line-strong bg-surface px-6 py-12 text-center">
        <BellIcon className="size-10 text-line-strong" />
        <p className="mt-4 text-lg font-semibold text-ink">No saved searches yet</p>
        <p className="mt-1 max-w-md text-ink-muted">
          Search for the vehicle you want and choose “Save search”: we&apos;ll notify you when new listings match.
        </p>
        <a href="/vehicles/all" className="btn btn-primary mt-6">
          Start a search
        </a>
      </div>
    );
  } else {
    body = (
      <ul className="grid gap-3" aria-label="Saved searches">
        {state.value.map((search) => (
          <SavedSearchItem key={search.id} search={search} onDelete={askToDeleteSearch} />
        ))}
      </ul>
    );
  }

  return (
    <section className="mt-12" aria-labelledby="saved-searches-heading">
      <h2 id="saved-searches-heading" className="mb-5 text-2xl font-bold text-ink">
        Saved searches
      </h2>
      {body}
      <ConfirmDialog
        open={pending !== null}
        title="Delete this saved search?"
        confirmLabel="Delete"
        cancelLabel="Keep it"
        busy={pending?.working ?? false}
        onConfirm={() => void confirmDeleteSearch()}
        onClose={cancelDeleteSearch}
      >
        You will no longer be notified about new matches for “{pending?.search.name}”.
      </ConfirmDialog>
    </section>
  );
}
