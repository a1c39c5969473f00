import { useStore } from '@nanostores/react';
import { $rebuild, rebuildSite } from '../../stores/moderation';
import { Spinner } from '../ui/icons';

/** Rebuild the prebuilt pages after moderating. */
export default function RebuildSite() {
  const rebuild = useStore($rebuild);
  return (
    <section aria-labelledby="site-heading" className="rounded-card border border-line bg-surface p-5 shadow-card">
      <h2 id="site-heading" className="text-lg font-bold text-ink">
        Site
      </h2>
      <p className="mt-2 text-sm text-ink-muted">
        Listing and detail pages are prebuilt. Rebuild after moderating so the prebuilt pages match the database.
      </p>
      <button
        type="button"
        className="btn btn-outline mt-4"
        disabled={rebuild.status === 'working'}
        onClick={() => {
          void rebuildSite();
        }}
      >
        {rebuild.status === 'working' && <Spinner className="size-4" />}
        Rebuild site
      </button>
      <p
        aria-live="polite"
        className={`mt-3 text-sm ${rebuild.status === 'done' && !rebuild.ok ? 'text-danger-700' : 'text-ink-soft'}`}
      >
        {rebuild.status === 'done' ? rebuild.message : ''}
      </p>
    </section>
  );
}
