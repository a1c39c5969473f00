import { useStore } from '@nanostores/react';
import { auditTrail } from '../../stores/moderation';
import { fill } from '../../i18n/translate';
import { sayFor, useSay } from '../ui/say';
import type { AdminStrings } from './adminStrings';
import SectionStatus from './SectionStatus';
import { formatWhen } from './when';

/** The latest audit rows: who did what, when, and why. */
export default function AuditTrail() {
  const load = useStore(auditTrail.$state);
  const say = useSay<AdminStrings>();
  return (
    <section aria-labelledby="audit-heading" className="rounded-card border border-line bg-surface p-5 shadow-card">
      <h2 id="audit-heading" className="text-lg font-bold text-ink">
        {say['admin.audit']}
      </h2>
      <SectionStatus load={load} what={say['admin.what.audit']} failed={say['admin.loadAuditFailed']} />
      {load.status === 'ready' && load.value.length === 0 && (
        <p className="mt-2 text-sm text-ink-muted">{say['admin.auditEmpty']}</p>
      )}
      {load.status === 'ready' && load.value.length > 0 && (
        <ol className="mt-3 grid gap-3">
          {load.value.map((entry) => (
            <li key={entry.id} className="text-sm">
              <span className="font-semibold text-ink">
                {sayFor(say, `admin.action.${entry.action}`, entry.action)}
              </span>{' '}
              <span className="text-ink-muted">
                {fill(say['admin.by'], {
                  actor: entry.actorEmail || say['admin.system'],
                  when: formatWhen(entry.createdAt, say.locale),
                })}
              </span>
              {typeof entry.details.reason === 'string' && (
                <span className="block wrap-anywhere text-ink-soft">“{entry.details.reason}”</span>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
