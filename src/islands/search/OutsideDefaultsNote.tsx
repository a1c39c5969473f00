import { countText } from '../../i18n/translate';
import type { Strings } from '../../i18n';

interface Props {
  /** How many more active listings the default price and year ranges keep out. */
  count: number;
  onShowAll: () => void;
  className?: string;
  say: Strings<'results.outside.one' | 'results.outside.other' | 'results.showAll'>;
}

/**
 * The specification's default ranges (€0–€50,000, 2000 on) keep some
 * listings out of a search; this says how many, and opens the ranges.
 */
export default function OutsideDefaultsNote({ count, onShowAll, className = '', say }: Props) {
  if (count <= 0) return null;
  return (
    <p className={`text-sm text-ink-muted ${className}`} data-outside-defaults>
      {countText(say, 'results.outside', count)}{' '}
      <button
        type="button"
        className="font-semibold text-brand-700 underline-offset-2 hover:underline focus-visible:underline"
        onClick={onShowAll}
      >
        {say['results.showAll']}
      </button>
    </p>
  );
}
