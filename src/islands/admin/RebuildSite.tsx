import { useStore } from '@nanostores/react';
import { $rebuild, rebuildSite } from '../../stores/moderation';
import { Spinner } from '../ui/icons';
import { useSay } from '../ui/say';
import type { AdminStrings } from './adminStrings';

/** Rebuild the prebuilt pages after moderating. */
export default function RebuildSite() {
  const rebuild = useStore($rebuild);
  const say = useSay<AdminStrings>();
  return (
    <section aria-labelledby="site-heading" className="rounded-card border border-line bg-surface p-5 shadow-card">
      <h2 id="site-heading" className="text-lg font-bold text-ink">
        {say['admin.site']}
      </h2>
      <p className="mt-2 text-sm text-ink-muted">{say['admin.siteLead']}</p>
      <button
        type="button"
        className="btn btn-outline mt-4"
        disabled={rebuild.status === 'working'}
        onClick={() => {
          void rebuildSite();
        }}
      >
        {rebuild.status === 'working' && <Spinner className="size-4" />}
        {say['admin.rebuild']}
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
