import PriceRatingBadge from '../../components/PriceRatingBadge';
import type { VehicleDetails } from '../../lib/data/vehicles';
import { formatMileage, formatPrice } from '../../lib/domain/format';
import { vehicleLocationText } from '../../lib/domain/place';
import { shareLink } from '../../lib/ui/shareLink';
import CompareToggle from '../compare/CompareToggle';
import FavoriteButton from '../favorites/FavoriteButton';
import FreshnessNote from './FreshnessNote';
import { useDetailStrings } from './detailStrings';
import { fuelLabel, transmissionLabel } from '../../lib/domain/cardStrings';

/** The listing's headline card: title, price and rating, key facts, place, and save, share and compare. */
export default function ListingSummary({ details }: { details: VehicleDetails }) {
  const { vehicle: v, status } = details;
  const say = useDetailStrings();
  return (
    <div className="rounded-card bg-surface p-6 shadow-card ring-1 ring-line">
      {status === 'sold' && (
        <p className="mb-3 inline-flex rounded-full bg-ink px-3 py-1 text-xs font-bold tracking-wide text-white uppercase">
          {say['detail.sold']}
        </p>
      )}
      <h1 className="text-2xl leading-tight font-extrabold tracking-tight wrap-anywhere text-ink">{v.title}</h1>
      <p className="mt-3 text-3xl font-extrabold tracking-tight text-brand-800">{formatPrice(v.price, say.locale)}</p>
      {v.priceRating && (
        <p className="mt-2">
          <PriceRatingBadge rating={v.priceRating} say={say} />
        </p>
      )}
      <p className="mt-2 text-sm text-ink-muted">
        {v.year} · {formatMileage(v.mileage, say.locale)} · {fuelLabel(say, v.fuelType)} ·{' '}
        {transmissionLabel(say, v.transmission)}
      </p>
      <p className="mt-1 text-sm wrap-anywhere text-ink-muted">{vehicleLocationText(v)}</p>
      {status === 'active' && <FreshnessNote vehicleId={v.id} confirmedAt={details.lastConfirmedAt} say={say} />}
      <div className="mt-5 flex flex-wrap items-center gap-3">
        <FavoriteButton vehicleId={v.id} vehicleTitle={v.title} size="large" say={say} />
        <button type="button" className="btn btn-outline flex-1" onClick={() => void shareLink(v.title)}>
          {say['detail.share']}
        </button>
        <CompareToggle vehicleId={v.id} vehicleTitle={v.title} size="large" say={say} />
      </div>
    </div>
  );
}
