import { useEffect, useState } from 'react';
import { messageOf } from '../../lib/data/errors';
import { similarVehicles, vehicleDetails, type VehicleDetails } from '../../lib/data/vehicles';
import type { Vehicle } from '../../lib/domain/vehicle';
import { SITE_NAME } from '../../lib/domain/site';
import { Spinner } from '../ui/icons';
import VehicleDetail from './VehicleDetail';

type State =
  | { status: 'loading' }
  | { status: 'missing' }
  | { status: 'error'; message: string }
  | { status: 'ready'; details: VehicleDetails; similar: Vehicle[] };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface Props {
  /** The listing as the build saw it (prebuilt pages); omitted on the fallback page. */
  prebuilt?: { details: VehicleDetails; similar: Vehicle[] };
}

/**
 * A listing's page body, kept true to the database.
 *
 * Prebuilt pages render the build's copy at once, then check it again: a
 * listing hidden by moderators or deleted since the build shows as not
 * available, and a changed price or status shows as it is now.
 * Listings newer than the last build come through the fallback page (Netlify
 * rewrites unknown /vehicles/id/{id} paths to it, client:only): the id comes
 * from the address and the listing loads in the browser.
 */
export default function VehicleLoader({ prebuilt }: Props) {
  const [id] = useState(
    () => prebuilt?.details.vehicle.id ?? window.location.pathname.split('/').filter(Boolean).at(-1) ?? '',
  );
  const [state, setState] = useState<State>(() =>
    prebuilt ? { status: 'ready', ...prebuilt } : UUID.test(id) ? { status: 'loading' } : { status: 'missing' },
  );

  useEffect(() => {
    if (!UUID.test(id)) return;
    vehicleDetails(id)
      .then(async (details) => {
        if (!details) {
          setState({ status: 'missing' });
          return;
        }
        if (prebuilt) {
          setState({ status: 'ready', details, similar: prebuilt.similar });
          return;
        }
        document.title = `${details.vehicle.title} · ${SITE_NAME}`;
        setState({ status: 'ready', details, similar: await similarVehicles(details.vehicle, 3) });
      })
      .catch((error: unknown) => {
        console.error('Failed to load the listing', error);
        // A prebuilt page keeps showing the build's copy when the check fails.
        if (!prebuilt) setState({ status: 'error', message: messageOf(error, 'Failed to load the listing') });
      });
  }, [id, prebuilt]);

  if (state.status === 'ready') return <VehicleDetail details={state.details} similar={state.similar} />;
  if (state.status === 'loading') {
    return (
      <div className="flex items-center justify-center gap-3 py-32 text-ink-muted" role="status">
        <Spinner className="size-6 text-brand-700" /> Loading the listing…
      </div>
    );
  }
  return (
    <section className="page-container flex flex-col items-center py-24 text-center">
      <h1 className="text-2xl font-bold text-ink">
        {state.status === 'missing' ? 'This listing is not available' : 'We could not load this listing'}
      </h1>
      <p className="mt-3 max-w-md text-ink-muted">
        {state.status === 'missing' ? 'It may have been sold and removed, or the link may be wrong.' : state.message}
      </p>
      <a href="/vehicles/all" className="btn btn-primary mt-8">
        Browse all vehicles
      </a>
    </section>
  );
}
