import { useStore } from '@nanostores/react';
import { $restoring, hiddenListings, restoreHiddenListing } from '../../stores/moderation';
import { Spinner } from '../ui/icons';
import { fill } from '../../i18n/translate';
import { statusWord } from '../../stores/moderation';
import { useSay } from '../ui/say';
import type { AdminStrings } from './adminStrings';
import SectionStatus from './SectionStatus';

/** Listings moderators have hidden, each with Restore. */
export default function HiddenListings() {
  const load = useStore(hiddenListings.$state);
  const restoring = useStore($restoring);
  const say = useSay<AdminStrings>();

  return (
    <section aria-labelledby="hidden-heading" className="rounded-card border border-line bg-surface p-5 shadow-card">
      <h2 id="hidden-heading" className="text-lg font-bold text-ink">
        {say['admin.hidden']}
      </h2>
      <SectionStatus load={load} what={say['admin.what.hidden']} failed={say['admin.loadHiddenFailed']} />
      {load.status === 'ready' && load.value.length === 0 && (
        <p className="mt-2 text-sm text-ink-muted">{say['admin.noneHidden']}</p>
      )}
      {load.status === 'ready' && load.value.length > 0 && (
        <ul className="mt-3 divide-y divide-line">
          {load.value.map((listing) => (
            <li key={listing.id} className="flex items-center justify-between gap-3 py-3">
              <div className="min-w-0">
                <p className="truncate text-sm font-semibold text-ink">{listing.title}</p>
                <p className="text-xs wrap-anywhere text-ink-muted">
                  {fill(say['admin.wasStatus'], {
                    seller: listing.sellerName || say['admin.seller'],
                    status: statusWord(listing.statusBeforeRemoval ?? 'active'),
                  })}
                </p>
              </div>
              <button
                type="button"
                className="btn btn-outline shrink-0"
                disabled={restoring === listing.id}
                aria-label={fill(say['admin.restoreTitle'], { title: listing.title })}
                onClick={() => {
                  void restoreHiddenListing(listing);
                }}
              >
                {restoring === listing.id && <Spinner className="size-4" />}
                {say['admin.restore']}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
