import { Suspense, lazy, useEffect, useId, useRef, useState } from 'react';
import type { VehicleFilters } from '../../lib/domain/filters';
import { CloseIcon, Spinner } from '../ui/icons';
import { useDismiss } from '../ui/useDismiss';
import { useFocusTrap } from '../ui/useFocusTrap';
import FiltersTrigger from './FiltersTrigger';
import { usePanelFit } from './usePanelFit';
import { useFilterWords } from './filterWordsContext';

// The fields load when the buyer reaches for the popover (pointer over or focus on it, or the click), so the
// home page's first load carries only the search box and the trigger.
const loadFields = () => import('./PopoverFields');
const PopoverFields = lazy(loadFields);
const preloadFields = () => {
  void loadFields();
};

interface Props {
  /** The applied filters (null: the defaults); the popover edits a draft of them. */
  filters: VehicleFilters | null;
  /** How many filters are active (the badge). */
  active: number;
  currentYear: number;
  onApply: (filters: VehicleFilters, active: number) => void;
}

/** Below Tailwind's `sm` the panel is a bottom sheet over the page: modal, so focus stays inside. */
const SHEET = '(max-width: 639.98px)';

/**
 * The Advanced Filters popover. Apply hands the draft to the search, Reset
 * clears it to the type and default ranges and applies that, Cancel (or
 * Escape, or a click outside) closes and forgets the draft. The actions sit
 * in a footer that stays visible: the panel fits the viewport and only the
 * fields scroll.
 */
export default function FiltersPopover({ filters, active, currentYear, onApply }: Props) {
  const { say } = useFilterWords();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const headingId = useId();
  const panelId = useId();
  const maxHeight = usePanelFit(open, triggerRef, panelRef);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) triggerRef.current?.focus();
  };
  useDismiss(open, rootRef, (reason) => {
    close(reason === 'escape');
  });
  useFocusTrap(open, panelRef, SHEET);
  useEffect(() => {
    if (open) panelRef.current?.querySelector<HTMLElement>('select, input, button')?.focus({ preventScroll: true });
  }, [open]);

  const apply = (next: VehicleFilters, count: number) => {
    onApply(next, count);
    close(true);
  };

  return (
    <div ref={rootRef} className="relative min-w-0">
      <FiltersTrigger
        ref={triggerRef}
        open={open}
        panelId={panelId}
        active={active}
        onIntent={preloadFields}
        onClick={() => {
          if (open) {
            close(false);
          } else {
            setOpen(true);
          }
        }}
      />

      {open && (
        <>
          <div className="fixed inset-0 z-40 bg-ink/40 sm:hidden" aria-hidden="true" onClick={() => close(true)} />
          <div
            ref={panelRef}
            id={panelId}
            role="dialog"
            aria-labelledby={headingId}
            style={maxHeight === null ? undefined : { maxHeight }}
            className="fixed inset-x-0 bottom-0 z-50 flex max-h-[88dvh] flex-col rounded-t-2xl bg-surface text-left shadow-popover ring-1 ring-line sm:absolute sm:inset-x-auto sm:top-[calc(100%+0.5rem)] sm:right-0 sm:bottom-auto sm:w-[40rem] sm:rounded-card"
          >
            <div className="flex items-center justify-between border-b border-line px-5 py-4">
              <h2 id={headingId} className="text-lg font-bold text-ink">
                {say['filters.advanced']}
              </h2>
              <button type="button" className="btn btn-ghost -mr-2 min-h-10 px-2" onClick={() => close(true)}>
                <CloseIcon />
                <span className="sr-only">{say['filters.close']}</span>
              </button>
            </div>

            <Suspense
              fallback={
                <p role="status" className="flex min-h-40 items-center justify-center gap-2 px-5 py-5 text-ink-muted">
                  <Spinner className="size-4" />
                  Loading filters…
                </p>
              }
            >
              <PopoverFields
                applied={filters}
                currentYear={currentYear}
                onApply={apply}
                onCancel={() => {
                  close(true);
                }}
              />
            </Suspense>
          </div>
        </>
      )}
    </div>
  );
}
