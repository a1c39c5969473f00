import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { $saveDialog, resumeSavingSearch, startSavingSearch } from '../../stores/savedSearches';
import { BellIcon, Spinner } from '../ui/icons';
import { useHydrated } from '../ui/useHydrated';
import SaveSearchDialog from './SaveSearchDialog';

/**
 * "Save search" on a listing page: names the search shown and saves it for
 * alerts. Signed-out visitors sign in first and come back to the same search
 * with the dialog open.
 */
export default function SaveSearchButton({ label }: { label: string }) {
  const hydrated = useHydrated();
  const dialog = useStore($saveDialog, { ssr: 'initial' });

  useEffect(() => {
    resumeSavingSearch();
  }, []);

  // On a phone it sits beside the title (the intro is relative), which keeps the first result on the first screen;
  // there it shows its bell only, so a long title ("Gebrauchtwagen") keeps its room.
  return (
    <div className="absolute top-5.5 right-4 flex max-w-4xl justify-end sm:static sm:mt-3">
      <button
        type="button"
        className="btn btn-outline bg-surface max-sm:size-11 max-sm:p-0"
        disabled={!hydrated || dialog.working}
        aria-haspopup="dialog"
        onClick={() => void startSavingSearch()}
      >
        {dialog.working ? <Spinner className="size-4" /> : <BellIcon className="size-4" />}
        <span className="max-sm:sr-only">{label}</span>
      </button>
      <SaveSearchDialog />
    </div>
  );
}
