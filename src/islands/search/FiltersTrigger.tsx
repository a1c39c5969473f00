import type { Ref } from 'react';
import { SlidersIcon } from '../ui/icons';
import { useFilterWords } from './filterWordsContext';

interface Props {
  ref: Ref<HTMLButtonElement>;
  open: boolean;
  panelId: string;
  /** Active filters, shown as a badge when there are any. */
  active: number;
  onClick: () => void;
  /** The pointer is over the button or it has focus: a click may follow (load what it opens). */
  onIntent?: () => void;
}

/** The Advanced Filters button with its active-filter badge: the home popover's and the listing sheet's. */
export default function FiltersTrigger({ ref, open, panelId, active, onClick, onIntent }: Props) {
  const { say } = useFilterWords();
  return (
    <button
      ref={ref}
      type="button"
      className="btn btn-outline h-full w-full min-w-0 gap-1.5 px-3 sm:gap-2 sm:px-4"
      aria-expanded={open}
      aria-controls={panelId}
      aria-haspopup="dialog"
      onClick={onClick}
      onPointerEnter={onIntent}
      onFocus={onIntent}
    >
      <SlidersIcon className="size-5 shrink-0" />
      <span className="min-w-0 whitespace-nowrap">{say['filters.advanced']}</span>
      {active > 0 && (
        <span
          className="inline-flex min-w-6 shrink-0 items-center justify-center rounded-full bg-brand-700 px-1.5 text-xs leading-6 font-bold text-white"
          data-testid="active-filter-count"
        >
          <span className="sr-only">(</span>
          {active}
          <span className="sr-only"> active)</span>
        </span>
      )}
    </button>
  );
}
