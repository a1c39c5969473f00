import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import type { BulkAction, SelectedListing } from '../../lib/domain/bulkListings';
import { formatNumber } from '../../lib/domain/format';
import {
  $bulkBusy,
  $selection,
  clearSelection,
  confirmSelectedAvailable,
  selectAllMatching,
  selectListings,
} from '../../stores/bulkListings';
import { Spinner } from '../ui/icons';
import { countText, fill } from '../../i18n/translate';
import { useSay } from '../ui/say';
import type { DashboardStrings } from './sellStrings';

interface Props {
  userId: string;
  /** The listings on this page. */
  page: readonly SelectedListing[];
  /** How many listings the tab and search match, on every page. */
  total: number;
  onAction: (action: Exclude<BulkAction, 'confirm'>) => void;
}

const ACTIONS = [
  { action: 'price', label: 'dash.bulk.price' },
  { action: 'sold', label: 'dash.bulk.sold' },
  { action: 'paused', label: 'dash.bulk.paused' },
  { action: 'draft', label: 'dash.bulk.draft' },
] as const;

/** Select the listings of the page or all that match, say how many are selected, and act on them. */
export default function BulkActionsBar({ userId, page, total, onAction }: Props) {
  const say = useSay<DashboardStrings>();
  const selection = useStore($selection);
  const busy = useStore($bulkBusy);
  const pageBox = useRef<HTMLInputElement>(null);
  const selected = selection.listings.size;
  const onPage = page.filter((listing) => selection.listings.has(listing.id)).length;
  const allOnPage = page.length > 0 && onPage === page.length;

  useEffect(() => {
    if (pageBox.current) pageBox.current.indeterminate = onPage > 0 && !allOnPage;
  }, [onPage, allOnPage]);

  return (
    <section
      aria-label={say['dash.selectListings']}
      className="mb-3 grid gap-3 rounded-card bg-surface p-3 shadow-card ring-1 ring-line"
      data-testid="bulk-actions"
    >
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <label className="inline-flex items-center gap-2 text-sm font-semibold text-ink">
          <input
            ref={pageBox}
            type="checkbox"
            className="size-5 accent-brand-700"
            checked={allOnPage}
            onChange={(event) => {
              selectListings(page, event.currentTarget.checked);
            }}
          />
          {say['dash.selectPage']}
        </label>
        <p role="status" className="text-sm text-ink-soft" data-testid="selected-count">
          {selected > 0 ? countText(say, 'dash.selected', selected) : say['dash.noneSelected']}
        </p>
        {selected < total && total > page.length && (
          <button
            type="button"
            className="text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
            disabled={busy !== null}
            onClick={() => void selectAllMatching(userId)}
          >
            {busy === 'select' && <Spinner className="mr-1 inline size-4" />}
            {fill(say['dash.selectAllMatching'], { count: formatNumber(total, say.locale) })}
          </button>
        )}
        {selected > 0 && (
          <button
            type="button"
            className="text-sm font-semibold text-ink-soft underline-offset-2 hover:underline"
            onClick={clearSelection}
          >
            {say['dash.clearSelection']}
          </button>
        )}
      </div>
      {selected > 0 && (
        <div className="flex flex-wrap gap-2" role="group" aria-label={countText(say, 'dash.actionsFor', selected)}>
          {ACTIONS.map(({ action, label }) => (
            <button
              key={action}
              type="button"
              className={`btn ${action === 'price' ? 'btn-primary' : 'btn-outline'} px-3 py-1.5 text-sm`}
              disabled={busy !== null}
              onClick={() => {
                onAction(action);
              }}
            >
              {say[label]}
            </button>
          ))}
          <button
            type="button"
            className="btn btn-outline px-3 py-1.5 text-sm"
            disabled={busy !== null}
            aria-busy={busy === 'confirm'}
            onClick={() => void confirmSelectedAvailable(userId)}
          >
            {busy === 'confirm' && <Spinner className="size-4" />}
            {say['dash.confirmAvailable']}
          </button>
        </div>
      )}
    </section>
  );
}
