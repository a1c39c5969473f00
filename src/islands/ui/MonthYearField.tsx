import { useId, useMemo } from 'react';
import { INTL_TAGS, type Locale } from '../../i18n/locale';
import { fill } from '../../i18n/translate';

interface Props {
  label: string;
  /** 'YYYY-MM', or 'YYYY-' / '-MM' while only one part is chosen, or '' for none. */
  value: string;
  /** The years offered, in the order shown. */
  years: readonly number[];
  error?: string | undefined;
  hint?: string;
  onChange: (value: string) => void;
  /** The selects' words in the page's language ({label} in the month and year labels); English by default. */
  words?: { month: string; year: string; monthOf: string; yearOf: string; locale: Locale };
}

const ENGLISH_WORDS = {
  month: 'Month',
  year: 'Year',
  monthOf: '{label}: month',
  yearOf: '{label}: year',
  locale: 'en',
} as const;

const monthsIn = (locale: Locale) => {
  const format = new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : INTL_TAGS[locale], {
    month: 'long',
    timeZone: 'UTC',
  });
  return Array.from({ length: 12 }, (_, index) => ({
    value: String(index + 1).padStart(2, '0'),
    label: format.format(Date.UTC(2000, index, 1)),
  }));
};

/** A month and a year as two labelled selects in one fieldset: works alike in every browser, unlike type=month. */
export default function MonthYearField({ label, value, years, error, hint, onChange, words = ENGLISH_WORDS }: Props) {
  const id = useId();
  const months = useMemo(() => monthsIn(words.locale), [words.locale]);
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
          {fill(words.monthOf, { label })}
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
          <option value="">{words.month}</option>
          {months.map((m) => (
            <option key={m.value} value={m.value}>
              {m.label}
            </option>
          ))}
        </select>
        <label htmlFor={`${id}-year`} className="sr-only">
          {fill(words.yearOf, { label })}
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
          <option value="">{words.year}</option>
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
