import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { droppedSummary } from '../../lib/domain/compareIds';
import { COMPARE_LIMIT } from '../../lib/domain/compareList';
import { $comparison, loadComparison } from '../../stores/comparison';
import { PageError, PageLoading } from '../ui/PageStatus';
import { useHydrated } from '../ui/useHydrated';
import { useSearchParam } from '../ui/useSearchParam';
import ComparisonTable from './ComparisonTable';

function NothingToCompare({ few }: { few: boolean }) {
  return (
    <div className="rounded-card bg-surface p-8 text-center shadow-card ring-1 ring-line">
      <p className="text-lg font-bold text-ink">{few ? 'Add another listing to compare' : 'Nothing to compare yet'}</p>
      <p className="mx-auto mt-2 max-w-md text-ink-muted">
        Press Compare on up to {COMPARE_LIMIT} listings, then open the compare list at the bottom of the screen.
      </p>
      <a href="/vehicles/all" className="btn btn-primary mt-6">
        Browse vehicles
      </a>
    </div>
  );
}

/** /compare?ids=…: the listings the URL names, side by side, and a note on what it leaves out. */
export default function ComparePage() {
  const hydrated = useHydrated();
  const raw = useSearchParam('ids');
  const state = useStore($comparison, { ssr: 'initial' });

  useEffect(() => {
    if (hydrated) void loadComparison(raw);
  }, [hydrated, raw]);

  if (!hydrated || state.status === 'loading') return <PageLoading label="Loading the listings…" />;
  if (state.status === 'error') return <PageError message={state.message} />;
  const { listings, dropped } = state.value;
  const note = droppedSummary(dropped);
  return (
    <div className="grid gap-5">
      <div aria-live="polite">
        {note && (
          <p
            className="rounded-control bg-accent-300/30 px-4 py-3 text-sm text-ink ring-1 ring-accent-400"
            role="status"
          >
            {note}
          </p>
        )}
      </div>
      {listings.length > 0 && <ComparisonTable listings={listings} />}
      {listings.length < 2 && <NothingToCompare few={listings.length === 1} />}
    </div>
  );
}
