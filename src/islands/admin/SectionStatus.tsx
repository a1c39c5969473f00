import type { Load } from '../../stores/loadable';
import { Spinner } from '../ui/icons';
import { PageError } from '../ui/PageStatus';
import { fill } from '../../i18n/translate';
import { useSay } from '../ui/say';
import type { AdminStrings } from './adminStrings';

/** A section's loading or error state (`failed` when the failure has no words); renders nothing once its data is ready. */
export default function SectionStatus<T>({ load, what, failed }: { load: Load<T>; what: string; failed: string }) {
  const say = useSay<AdminStrings>();
  if (load.status === 'loading') {
    return (
      <p className="flex items-center gap-3 py-8 text-ink-muted" role="status">
        <Spinner className="size-5 text-brand-700" /> {fill(say['admin.loading'], { what })}
      </p>
    );
  }
  if (load.status === 'error') return <PageError message={load.message || failed} />;
  return null;
}
