import { formatNumber } from '../../lib/domain/format';

export interface CheckOption {
  value: string;
  label: string;
  /** Results the option would give; null until the counts arrive. */
  count: number | null;
}

interface Props {
  options: readonly CheckOption[];
  chosen: readonly string[];
  onChange: (chosen: string[]) => void;
}

/**
 * Options as a list of checkboxes, one a row, the count at the row's end: a
 * row keeps its size when its count arrives or changes, so the panel below
 * it never moves. An option that would give nothing is disabled unless chosen.
 */
export default function CheckList({ options, chosen, onChange }: Props) {
  return (
    <ul className="-mx-2 flex flex-col">
      {options.map(({ value, label, count }) => {
        const checked = chosen.includes(value);
        return (
          <li key={value}>
            <label className="flex min-h-8 cursor-pointer items-center gap-2.5 rounded-md px-2 text-sm text-ink-soft hover:bg-surface-muted has-checked:font-medium has-checked:text-brand-900 has-focus-visible:outline-3 has-focus-visible:outline-brand-500 has-disabled:cursor-not-allowed has-disabled:opacity-50 has-disabled:hover:bg-transparent">
              <input
                type="checkbox"
                className="size-4 shrink-0 accent-brand-700"
                checked={checked}
                disabled={count === 0 && !checked}
                onChange={() => {
                  onChange(checked ? chosen.filter((other) => other !== value) : [...chosen, value]);
                }}
              />
              <span className="min-w-0 flex-1">{label}</span>
              {count !== null && (
                <span className="text-xs text-ink-muted tabular-nums">{` (${formatNumber(count)})`}</span>
              )}
            </label>
          </li>
        );
      })}
    </ul>
  );
}
