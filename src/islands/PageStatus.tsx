import { Spinner } from './icons';

/** The centred spinner an account page shows while its data loads. */
export function Loading({ label }: { label: string }) {
  return (
    <div className="flex items-center justify-center gap-3 py-24 text-ink-muted" role="status">
      <Spinner className="size-6 text-brand-700" />
      {label}
    </div>
  );
}

/** A failed load, in words. */
export function LoadError({ message }: { message: string }) {
  return (
    <p role="alert" className="rounded-card bg-danger-50 p-6 text-danger-700">
      {message}
    </p>
  );
}
