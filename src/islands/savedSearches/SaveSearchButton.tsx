import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { $saveDialog, resumeSavingSearch, startSavingSearch } from '../../stores/savedSearches';
import { BellIcon, Spinner } from '../ui/icons';
import { useHydrated } from '../ui/useHydrated';
import SaveSearchDialog from './SaveSearchDialog';
import { SayProvider } from '../ui/say';
import type { SaveSearchStrings } from './savedSearchStrings';

/**
 * "Save search" on a listing page: names the search shown and saves it for
 * alerts. Signed-out visitors sign in first and come back to the same search
 * with the dialog open.
 */
export default function SaveSearchButton({ say }: { say: SaveSearchStrings }) {
  return (
    <SayProvider say={say}>
      <SaveSearch say={say} />
    </SayProvider>
  );
}

function SaveSearch({ say }: { say: SaveSearchStrings }) {
  const hydrated = useHydrated();
  const dialog = useStore($saveDialog, { ssr: 'initial' });

  useEffect(() => {
    resumeSavingSearch();
  }, []);

  // On a phone it sits beside the title (the intro is relative), which keeps the first result on the first screen.
  return (
    <div className="absolute top-5.5 right-4 flex max-w-4xl justify-end sm:static sm:mt-3">
      <button
        type="button"
        className="btn btn-outline bg-surface"
        disabled={!hydrated || dialog.working}
        aria-haspopup="dialog"
        onClick={() => void startSavingSearch()}
      >
        {dialog.working ? <Spinner className="size-4" /> : <BellIcon className="size-4" />}
        <span className="max-sm:sr-only">{say['saved.button']}</span>
      </button>
      <SaveSearchDialog />
    </div>
  );
}
