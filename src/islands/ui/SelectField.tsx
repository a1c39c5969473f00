import { useId, type SelectHTMLAttributes } from 'react';

interface Props extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: string;
  /** Values shown as they are, or values with their own label (and maybe disabled). */
  options: readonly (string | { value: string; label: string; disabled?: boolean })[];
  /** An empty first choice, e.g. "Choose a make". */
  placeholder?: string;
  error?: string | undefined;
}

/** A labelled select with an optional placeholder option and its error message wired for screen readers. */
export default function SelectField({ label, options, placeholder, error, className, ...select }: Props) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <select
        id={id}
        className={`field-control ${error ? 'border-danger-600' : ''}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...select}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => {
          const {
            value,
            label: text,
            disabled,
          } = typeof option === 'string' ? { value: option, label: option, disabled: false } : option;
          return (
            <option key={value} value={value} disabled={disabled}>
              {text}
            </option>
          );
        })}
      </select>
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-danger-700">
          {error}
        </p>
      )}
    </div>
  );
}
