import type { ReactNode } from 'react';

/** A field's hint and error, with the ids its control's aria-describedby names (`${id}-hint`, `${id}-error`). */
export default function FieldNotes({ id, hint, error }: { id: string; hint?: ReactNode; error?: string | undefined }) {
  return (
    <>
      {hint && (
        <div id={`${id}-hint`} className="mt-1.5 text-sm text-ink-muted">
          {hint}
        </div>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-danger-700">
          {error}
        </p>
      )}
    </>
  );
}

/** The aria-describedby value for a field with these notes, or undefined. */
export const describedBy = (id: string, hint: unknown, error: string | undefined): string | undefined =>
  [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
