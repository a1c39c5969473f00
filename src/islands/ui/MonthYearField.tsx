import { useId } from 'react';

interface Props {
  label: string;
  /** 'YYYY-MM', or 'YYYY-' / '-MM' while only one part is chosen, or '' for none. */
  value: string;
  /** The years offered, in the order shown. */
  years: readonly number[];
  error?: string | undefined;
  hint?: string;
  onChange: (value: string) => void;
}

const MONTHS = Array.from({ length: 12 }, (_, index) => ({
  value: String(index + 1).padStart(2, '0'),
  label: new Intl.DateTimeFormat('en-GB', { month: 'long', timeZone: 'UTC' }).format(Date.UTC(2000, index, 1)),
}));

/** A month and a year as two labelled selects in one fieldset: works alike in every browser, unlike type=month. */
export default function MonthYearField({ label, value, years, error, hint, onChange }: Props) {
  const id = useId();
  const [year = '', month = ''] = value.split('-');
  const change = (nextYear: string, nextMonth: string) => {
    onChange(nextYear === '' && nextMonth === '' ? '' : `${nextYear}-${nextMonth}`);
  };
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  const control = `field-control ${error ? 'border-danger-600' : ''}`;
  return (
    <fieldset aria-describedby={describedBy}>
      <legend className="field-label">{label}</legend>
      <div className="grid grid-cols-[3fr_2fr] gap-2">
        <label htmlFor={`${id}-month`} className="sr-only">
          {label}: month
        </label>
        <select
          id={`${id}-month`}
          className={control}
          value={month}
          aria-invalid={error ? true : undefined}
          onChange={(e) => {
            change(year, e.currentTarget.value);
          }}
        >
          <option value="">Month</option>
          {MONTHS.map((m) => (
            <option key={m.value} value={m.value}>
              {m.label}
            </option>
          ))}
        </select>
        <label htmlFor={`${id}-year`} className="sr-only">
          {label}: year
        </label>
        <select
          id={`${id}-year`}
          className={control}
          value={year}
          aria-invalid={error ? true : undefined}
          onChange={(e) => {
            change(e.currentTarget.value, month);
          }}
        >
          <option value="">Year</option>
          {years.map((y) => (
            <option key={y} value={String(y)}>
              {y}
            </option>
          ))}
        </select>
      </div>
      {hint && (
        <p id={`${id}-hint`} className="mt-1.5 text-sm text-ink-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-danger-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
