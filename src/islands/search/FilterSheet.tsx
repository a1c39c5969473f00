import { useEffect, useId, useRef, useState } from 'react';
import type { FilterType } from '../../lib/domain/constants';
import { countListingFilters, defaultFilters, type VehicleFilters } from '../../lib/domain/filters';
import { discardDraft } from '../../stores/facets';
import { CloseIcon } from '../ui/icons';
import { useDismiss } from '../ui/useDismiss';
import { useFocusTrap } from '../ui/useFocusTrap';
import FilterPanel from './FilterPanel';
import FiltersTrigger from './FiltersTrigger';
import { useFilterWords } from './filterWordsContext';

interface Props {
  /** The applied filters, for the badge. */
  filters: VehicleFilters;
  currentYear: number;
  routeType: FilterType;
}

/**
 * Below 1024 px a listing page's filters open as a sheet over the page
 * (modal: focus stays inside until it closes); wider screens show them as
 * the sidebar, and this trigger is hidden. "Show N vehicles" and Reset apply
 * and close; Cancel, ×, Escape and a tap outside close and forget the draft.
 */
export default function FilterSheet({ filters, currentYear, routeType }: Props) {
  const { say } = useFilterWords();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const headingId = useId();
  const panelId = useId();
  const active = countListingFilters(filters, currentYear);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) triggerRef.current?.focus();
  };
  const cancel = (returnFocus: boolean) => {
    discardDraft();
    close(returnFocus);
  };
  useDismiss(open, rootRef, (reason) => {
    cancel(reason === 'escape');
  });
  useFocusTrap(open, panelRef);
  useEffect(() => {
    if (open) panelRef.current?.querySelector<HTMLElement>('select, input, button')?.focus({ preventScroll: true });
  }, [open]);

  return (
    <div ref={rootRef} className="relative min-w-0 lg:hidden">
      <FiltersTrigger
        ref={triggerRef}
        open={open}
        panelId={panelId}
        active={active}
        onClick={() => {
          if (open) cancel(false);
          else setOpen(true);
        }}
      />

      {open && (
        <>
          <div className="fixed inset-0 z-40 bg-ink/40" aria-hidden="true" onClick={() => cancel(true)} />
          <div
            ref={panelRef}
            id={panelId}
            role="dialog"
            aria-modal="true"
            aria-labelledby={headingId}
            className="fixed inset-x-0 bottom-0 z-50 flex max-h-[88dvh] flex-col rounded-t-2xl bg-surface text-left shadow-popover ring-1 ring-line sm:mx-auto sm:max-w-xl"
          >
            <div className="flex items-center justify-between border-b border-line px-5 py-4">
              <h2 id={headingId} className="text-lg font-bold text-ink">
                {say['filters.advanced']}
              </h2>
              <button type="button" className="btn btn-ghost -mr-2 min-h-10 px-2" onClick={() => cancel(true)}>
                <CloseIcon />
                <span className="sr-only">{say['filters.close']}</span>
              </button>
            </div>
            <FilterPanel
              currentYear={currentYear}
              initial={defaultFilters(routeType, currentYear)}
              onApplied={() => {
                close(true);
              }}
              onCancel={() => {
                cancel(true);
              }}
            />
          </div>
        </>
      )}
    </div>
  );
}
