import { useState } from 'react';
import { countActiveFilters, defaultFilters, resetFilters, type VehicleFilters } from '../../lib/domain/filters';
import FilterFields from './FilterFields';
import { useFilterWords } from './filterWordsContext';

interface Props {
  /** The applied filters (null: the defaults, nothing chosen yet). */
  applied: VehicleFilters | null;
  currentYear: number;
  /** Apply hands over the filters and their active-filter count (the trigger's badge). */
  onApply: (filters: VehicleFilters, active: number) => void;
  onCancel: () => void;
}

/**
 * The Advanced Filters popover's fields and actions, loaded when the buyer
 * reaches for the popover: a draft of the applied filters, Reset (to the
 * type and default ranges, applied), Cancel and Apply.
 */
export default function PopoverFields({ applied, currentYear, onApply, onCancel }: Props) {
  const [draft, setDraft] = useState(() => applied ?? defaultFilters('all', currentYear));
  const { say } = useFilterWords();
  const apply = (next: VehicleFilters) => {
    onApply(next, countActiveFilters(next, currentYear));
  };
  return (
    <>
      <div className="grid min-h-0 flex-1 gap-5 overflow-y-auto overscroll-contain px-5 py-5 sm:grid-cols-2">
        <FilterFields draft={draft} currentYear={currentYear} onChange={setDraft} surface="popover" />
      </div>

      <div className="sticky bottom-0 flex flex-wrap items-center justify-between gap-3 rounded-b-[inherit] border-t border-line bg-surface px-5 py-4">
        <button
          type="button"
          className="btn btn-ghost"
          onClick={() => {
            apply(resetFilters(draft, currentYear));
          }}
        >
          {say['filters.reset']}
        </button>
        <div className="flex gap-2">
          <button type="button" className="btn btn-outline" onClick={onCancel}>
            {say['filters.cancel']}
          </button>
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => {
              apply(draft);
            }}
          >
            {say['filters.apply']}
          </button>
        </div>
      </div>
    </>
  );
}
