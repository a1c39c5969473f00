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
import { fill } from '../../i18n/translate';
import { localePath } from '../../i18n/locale';
import { SayProvider } from '../ui/say';
import type { SavedSearchStrings } from './savedSearchStrings';

/**
 * /favorites: the searches the user saved for alerts, with their new matches;
 * open or delete each. `say`: the section's words in the page's language.
 */
export default function SavedSearchesSection({ say }: { say: SavedSearchStrings }) {
  return (
    <SayProvider say={say}>
      <Section say={say} />
    </SayProvider>
  );
}

function Section({ say }: { say: SavedSearchStrings }) {
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
    body = <PageLoading label={say['saved.loading']} />;
  } else if (state.status === 'error') {
    body = <PageError message={state.message} />;
  } else if (state.value.length === 0) {
    body = (
      <div className="flex flex-col items-center rounded-card border border-dashed border-line-strong bg-surface px-6 py-12 text-center">
        <BellIcon className="size-10 text-line-strong" />
        <p className="mt-4 text-lg font-semibold text-ink">{say['saved.none']}</p>
        <p className="mt-1 max-w-md text-ink-muted">{say['saved.noneHint']}</p>
        <a href={localePath('/vehicles/all', say.locale)} className="btn btn-primary mt-6">
          {say['saved.start']}
        </a>
      </div>
    );
  } else {
    body = (
      <ul className="grid gap-3" aria-label={say['saved.list']}>
        {state.value.map((search) => (
          <SavedSearchItem key={search.id} search={search} onDelete={askToDeleteSearch} />
        ))}
      </ul>
    );
  }

  return (
    <section className="mt-12" aria-labelledby="saved-searches-heading">
      <h2 id="saved-searches-heading" className="mb-5 text-2xl font-bold text-ink">
        {say['saved.heading']}
      </h2>
      {body}
      <ConfirmDialog
        open={pending !== null}
        title={say['saved.deleteTitle']}
        confirmLabel={say['saved.delete']}
        cancelLabel={say['saved.keep']}
        busy={pending?.working ?? false}
        onConfirm={() => void confirmDeleteSearch()}
        onClose={cancelDeleteSearch}
      >
        {fill(say['saved.deleteText'], { name: pending?.search.name ?? '' })}
      </ConfirmDialog>
    </section>
  );
}
