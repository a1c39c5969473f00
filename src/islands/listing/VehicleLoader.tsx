import { useEffect, useState, type ReactNode } from 'react';
import { vehicleDetails, type VehicleDetails } from '../../lib/data/vehicles';
import { Spinner } from '../ui/icons';
import VehicleDetail from './VehicleDetail';
import { DetailStringsContext, type DetailStrings } from './detailStrings';
import { localePath } from '../../i18n/locale';

type State = { status: 'loading' } | { status: 'missing' } | { status: 'ready'; details: VehicleDetails };

interface Props {
  listingId: string;
  /** The listing as the server rendered it (the page may come from the CDN's cache); none for a paused listing. */
  prebuilt?: VehicleDetails;
  /** The price rating and history, rendered on the server (static HTML). */
  insight?: ReactNode;
  /** The island's words in the page's language (DETAIL_KEYS), provided to every component below. */
  say: DetailStrings;
}

/**
 * A listing's page body, kept true to the database. The server's copy shows
 * at once; a copy the CDN served while it was being refreshed is checked
 * again, so a listing hidden or deleted a moment ago shows as not available
 * and a changed price or status shows as it is now. A paused listing has no
 * server copy: its seller (signed in) loads it here, everyone else is told
 * it is not available.
 */
export default function VehicleLoader({ listingId, prebuilt, insight, say }: Props) {
  const [state, setState] = useState<State>(() =>
    prebuilt ? { status: 'ready', details: prebuilt } : { status: 'loading' },
  );

  useEffect(() => {
    vehicleDetails(listingId)
      .then((details) => {
        setState(details ? { status: 'ready', details } : { status: 'missing' });
      })
      .catch((error: unknown) => {
        // The server's copy stays when the check fails.
        console.error('Failed to check the listing', error);
        if (!prebuilt) setState({ status: 'missing' });
      });
  }, [listingId, prebuilt]);

  if (state.status === 'ready') {
    return (
      <DetailStringsContext value={say}>
        <VehicleDetail details={state.details} insight={insight} />
      </DetailStringsContext>
    );
  }
  if (state.status === 'loading') {
    return (
      <div className="page-container flex justify-center py-24" role="status">
        <Spinner className="size-8" />
        <span className="sr-only">{say['detail.loading']}</span>
      </div>
    );
  }
  return (
    <section className="page-container flex flex-col items-center py-24 text-center">
      <h1 className="text-2xl font-bold text-ink">{say['detail.missing']}</h1>
      <p className="mt-3 max-w-md text-ink-muted">{say['detail.missingHint']}</p>
      <a href={localePath('/vehicles/all', say.locale)} className="btn btn-primary mt-8">
        {say['problem.browseAll']}
      </a>
    </section>
  );
}
