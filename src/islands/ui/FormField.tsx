import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import FieldNotes, { describedBy } from './FieldNotes';

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
}

/** A labelled input with its error message wired for screen readers. */
export default function FormField({ label, error, hint, className, ...input }: Props) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <input
        id={id}
        className={`field-control ${error ? 'border-danger-600' : ''}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        {...input}
      />
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}
