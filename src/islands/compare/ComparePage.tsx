import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { droppedSummary } from '../../lib/domain/compareIds';
import { COMPARE_LIMIT } from '../../lib/domain/compareList';
import { $comparison, loadComparison } from '../../stores/comparison';
import { PageError, PageLoading } from '../ui/PageStatus';
import { useHydrated } from '../ui/useHydrated';
import { useSearchParam } from '../ui/useSearchParam';
import ComparisonTable from './ComparisonTable';
import { fill } from '../../i18n/translate';
import { localePath } from '../../i18n/locale';
import { SayProvider } from '../ui/say';
import type { CompareStrings } from './compareStrings';

function NothingToCompare({ few, say }: { few: boolean; say: CompareStrings }) {
  return (
    <div className="rounded-card bg-surface p-8 text-center shadow-card ring-1 ring-line">
      <p className="text-lg font-bold text-ink">{say[few ? 'compare.few' : 'compare.nothing']}</p>
      <p className="mx-auto mt-2 max-w-md text-ink-muted">{fill(say['compare.hint'], { limit: COMPARE_LIMIT })}</p>
      <a href={localePath('/vehicles/all', say.locale)} className="btn btn-primary mt-6">
        {say['compare.browse']}
      </a>
    </div>
  );
}

/**
 * /compare?ids=…: the listings the URL names, side by side, and a note on what
 * it leaves out. `say`: the page's words in its language (COMPARE_KEYS).
 */
export default function ComparePage({ say }: { say: CompareStrings }) {
  return (
    <SayProvider say={say}>
      <Comparison say={say} />
    </SayProvider>
  );
}

function Comparison({ say }: { say: CompareStrings }) {
  const hydrated = useHydrated();
  const raw = useSearchParam('ids');
  const state = useStore($comparison, { ssr: 'initial' });

  useEffect(() => {
    if (hydrated) void loadComparison(raw);
  }, [hydrated, raw]);

  if (!hydrated || state.status === 'loading') return <PageLoading label={say['compare.loading']} />;
  if (state.status === 'error') return <PageError message={state.message} />;
  const { listings, dropped } = state.value;
  const note = droppedSummary(dropped, say);
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
      {listings.length > 0 && <ComparisonTable listings={listings} say={say} />}
      {listings.length < 2 && <NothingToCompare few={listings.length === 1} say={say} />}
    </div>
  );
}
