import { Spinner } from './icons';

/** An account page still loading its data. */
export function PageLoading({ label }: { label: string }) {
  return (
    <div className="flex items-center justify-center gap-3 py-24 text-ink-muted" role="status">
      <Spinner className="size-6 text-brand-700" />
      {label}
    </div>
  );
}

/** An account page whose data could not be loaded. */
export function PageError({ message }: { message: string }) {
  return (
    <p role="alert" className="rounded-card bg-danger-50 p-6 text-danger-700">
      {message}
    </p>
  );
}
