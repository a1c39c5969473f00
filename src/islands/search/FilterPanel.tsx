import { useStore } from '@nanostores/react';
import { withoutDefaultRanges, type VehicleFilters } from '../../lib/domain/filters';
import { $draft, $facets, $outsideDefaults, applyDraft, applyReset, editDraft } from '../../stores/facets';
import { $listingReady, applyFilters } from '../../stores/filters';
import { Spinner } from '../ui/icons';
import FilterFields from './FilterFields';
import NearField from './NearField';
import OutsideDefaultsNote from './OutsideDefaultsNote';
import { countText } from '../../i18n/translate';
import { useFilterWords } from './filterWordsContext';

interface Props {
  currentYear: number;
  /** What the server rendered: the route's default filters, until the page has read its URL. */
  initial: VehicleFilters;
  /** After "Show N vehicles" or Reset (the sheet closes). */
  onApplied?: () => void;
  /** The sheet's Cancel: close and forget the draft. The sidebar has none. */
  onCancel?: () => void;
}

/**
 * The listing page's filters with live counts: every option says how many
 * results it would give, and the apply button how many the draft gives,
 * before the buyer commits. Reset clears to the type and the default ranges
 * and applies that. Shared by the sidebar and the phone sheet.
 */
export default function FilterPanel({ currentYear, initial, onApplied, onCancel }: Props) {
  const ready = useStore($listingReady, { ssr: 'initial' });
  const stored = useStore($draft, { ssr: 'initial' });
  const facets = useStore($facets, { ssr: 'initial' });
  const outsideDefaults = useStore($outsideDefaults, { ssr: 'initial' });
  const draft = ready ? stored : initial;
  const counts = ready ? facets.counts : null;
  const loading = !ready || facets.status === 'loading';
  const total = counts?.total ?? null;
  const { say } = useFilterWords();
  const label = total === null ? say['filters.show'] : countText(say, 'filters.showCount', total);

  return (
    <>
      <div className="flex min-h-0 flex-1 flex-col gap-5 overflow-y-auto overscroll-contain px-5 py-5">
        <FilterFields
          draft={draft}
          currentYear={currentYear}
          onChange={editDraft}
          surface="listing"
          counts={counts}
          nearField={
            <NearField
              key="near"
              near={draft.near}
              onChange={(change) => {
                editDraft((current) => ({ ...current, near: change(current.near) }));
              }}
            />
          }
        />
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2 rounded-b-[inherit] border-t border-line bg-surface px-4 py-4">
        {/* In the footer, under the fields: when the count arrives nothing above it moves. */}
        <OutsideDefaultsNote
          count={ready && outsideDefaults.draft?.filters === draft ? outsideDefaults.draft.count : 0}
          className="w-full"
          say={say}
          onShowAll={() => {
            const wide = withoutDefaultRanges(draft, currentYear);
            if (wide === null) return;
            applyFilters(wide);
            onApplied?.();
          }}
        />
        <button
          type="button"
          className="btn btn-ghost"
          disabled={!ready}
          onClick={() => {
            applyReset(currentYear);
            onApplied?.();
          }}
        >
          {say['filters.reset']}
        </button>
        {onCancel && (
          <button type="button" className="btn btn-outline" onClick={onCancel}>
            {say['filters.cancel']}
          </button>
        )}
        <button
          type="button"
          // Beside Reset and Cancel on a phone the count would not fit: it takes its own row there.
          className={`btn btn-primary min-w-0 gap-2 px-4 whitespace-nowrap tabular-nums lg:text-sm ${onCancel ? 'w-full sm:w-auto sm:flex-1' : 'flex-1'}`}
          disabled={!ready}
          aria-busy={loading}
          data-testid="show-results"
          onClick={() => {
            applyDraft();
            onApplied?.();
          }}
        >
          {loading && <Spinner className="size-4" />}
          {label}
        </button>
      </div>
      <p className="sr-only" role="status" aria-live="polite">
        {facets.status === 'error'
          ? say['filters.countsUnavailable']
          : total === null
            ? ''
            : countText(say, 'filters.match', total)}
      </p>
    </>
  );
}
