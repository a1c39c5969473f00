import { useEffect, type ReactNode } from 'react';
import MaskedVin from '../../components/MaskedVin';
import PriceRatingBadge from '../../components/PriceRatingBadge';
import SellerReplyTime from '../../components/SellerReplyTime';
import VehicleCard from '../../components/VehicleCard';
import { recordView, type VehicleDetails } from '../../lib/data/vehicles';
import { BODY_TYPE_LABELS, TYPE_LABELS } from '../../lib/domain/constants';
import { routeForType } from '../../lib/domain/filters';
import { formatEngineSize, formatMileage, formatNumber, formatPrice } from '../../lib/domain/format';
import type { Vehicle } from '../../lib/domain/vehicle';
import { vehicleLocationText } from '../../lib/domain/place';
import { toast } from '../../stores/toasts';
import CompareToggle from '../compare/CompareToggle';
import FavoriteButton from '../favorites/FavoriteButton';
import ConfirmAvailability from './ConfirmAvailability';
import FreshnessNote from './FreshnessNote';
import ReportListing from './ReportListing';
import SpecList from './SpecList';
import SellerPageLink from './SellerPageLink';
import Gallery from './Gallery';
import MessageSellerButton from './MessageSellerButton';
import PhoneReveal from './PhoneReveal';
import StickyContactBar from './StickyContactBar';
import VehicleFactsTable from './VehicleFactsTable';

interface Props {
  details: VehicleDetails;
  similar: readonly Vehicle[];
  /** Server-rendered price rating and history. */
  insight?: ReactNode;
}

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });
const monthFormat = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric' });

async function share(title: string): Promise<void> {
  const url = window.location.href;
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, url });
      return;
    } catch {
      // Cancelled, or not allowed here: fall back to copying.
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    toast({ title: 'Link copied', description: 'Paste it anywhere to share this listing.', variant: 'success' });
  } catch {
    toast({ title: 'Copy this link to share', description: url });
  }
}

/** A listing's detail page body: gallery, facts, description, features, seller, similar listings. */
export default function VehicleDetail({ details, similar, insight }: Props) {
  const { vehicle: v, photos, status, memberSince, responseRate } = details;

  useEffect(() => {
    void recordView(v.id);
  }, [v.id]);

  const specs: [string, string][] = [
    ['Make', v.make],
    ['Model', v.model],
    ['Year', String(v.year)],
    ['Mileage', formatMileage(v.mileage)],
    ['Fuel', v.fuelType],
    ['Transmission', v.transmission],
    ['Power', v.power === null ? '—' : `${formatNumber(v.power)} hp`],
    ['Engine size', formatEngineSize(v.engineSize) ?? '—'],
    ['Color', v.color],
    ['Type', v.type === 'car' ? 'Car' : 'Scooter'],
    ['Body type', v.bodyType ? BODY_TYPE_LABELS[v.bodyType] : '—'],
    ['Listed', dateFormat.format(new Date(v.createdAt))],
  ];

  return (
    <div className="page-container py-8">
      <nav aria-label="Breadcrumb" className="mb-5 text-sm text-ink-muted">
        <ol className="flex flex-wrap items-center gap-1.5">
          <li>
            <a href="/" className="hover:text-brand-700 hover:underline">
              Home
            </a>
          </li>
          <li aria-hidden="true">/</li>
          <li>
            <a href={routeForType(v.type)} className="hover:text-brand-700 hover:underline">
              {TYPE_LABELS[v.type]}
            </a>
          </li>
          <li aria-hidden="true">/</li>
          <li aria-current="page" className="max-w-full min-w-0 truncate text-ink">
            {v.title}
          </li>
        </ol>
      </nav>

      {/* Phones read photos, price and seller first, then the details; wide screens keep price and seller beside both. */}
      <div className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="min-w-0 lg:col-start-1 lg:row-start-1">
          <Gallery photos={photos} title={v.title} />
        </div>

        <aside className="grid h-fit min-w-0 grid-cols-1 gap-5 lg:sticky lg:top-24 lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <ConfirmAvailability
            vehicleId={v.id}
            sellerId={v.sellerId}
            status={status}
            confirmedAt={details.lastConfirmedAt}
          />
          <div className="rounded-card bg-surface p-6 shadow-card ring-1 ring-line">
            {status === 'sold' && (
              <p className="mb-3 inline-flex rounded-full bg-ink px-3 py-1 text-xs font-bold tracking-wide text-white uppercase">
                Sold
              </p>
            )}
            <h1 className="text-2xl leading-tight font-extrabold tracking-tight wrap-anywhere text-ink">{v.title}</h1>
            <p className="mt-3 text-3xl font-extrabold tracking-tight text-brand-800">{formatPrice(v.price)}</p>
            {v.priceRating && (
              <p className="mt-2">
                <PriceRatingBadge rating={v.priceRating} />
              </p>
            )}
            <p className="mt-2 text-sm text-ink-muted">
              {v.year} · {formatMileage(v.mileage)} · {v.fuelType} · {v.transmission}
            </p>
            <p className="mt-1 text-sm wrap-anywhere text-ink-muted">{vehicleLocationText(v)}</p>
            {status === 'active' && <FreshnessNote vehicleId={v.id} confirmedAt={details.lastConfirmedAt} />}
            <div className="mt-5 flex items-center gap-3">
              <FavoriteButton vehicleId={v.id} vehicleTitle={v.title} size="large" />
              <button type="button" className="btn btn-outline flex-1" onClick={() => void share(v.title)}>
                Share
              </button>
              <CompareToggle vehicleId={v.id} vehicleTitle={v.title} size="large" />
            </div>
          </div>

          <section
            id="seller-card"
            className="rounded-card bg-surface p-6 shadow-card ring-1 ring-line"
            aria-labelledby="seller-heading"
          >
            <h2 id="seller-heading" className="text-sm font-semibold tracking-wide text-ink-muted uppercase">
              Seller
            </h2>
            <p className="mt-2 text-lg font-bold wrap-anywhere text-ink">{v.seller.name}</p>
            {v.seller.isDealer ? (
              <p className="mt-1 inline-flex rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-800">
                Verified dealer
              </p>
            ) : (
              <p className="mt-1 text-sm text-ink-muted">Private seller</p>
            )}
            <SellerPageLink sellerId={v.sellerId} />
            {memberSince && (
              <p className="mt-2 text-sm text-ink-muted">Member since {monthFormat.format(new Date(memberSince))}</p>
            )}
            {responseRate !== null && <p className="mt-1 text-sm text-ink-muted">Answers {responseRate}% of buyers</p>}
            <SellerReplyTime stat={details.replyTime} className="mt-1" />
            <div className="mt-4 grid gap-3">
              <MessageSellerButton vehicleId={v.id} sellerId={v.sellerId} sold={status === 'sold'} />
              <PhoneReveal vehicleId={v.id} hasPhone={v.seller.hasPhone} sold={status === 'sold'} />
            </div>
          </section>

          <div className="px-1">
            <ReportListing vehicleId={v.id} sellerId={v.sellerId} />
          </div>
        </aside>

        <div className="min-w-0 lg:col-start-1 lg:row-start-2">
          <section aria-labelledby="specs-heading">
            <h2 id="specs-heading" className="text-xl font-bold text-ink">
              Specifications
            </h2>
            <SpecList rows={specs} />
          </section>

          <VehicleFactsTable vehicle={v} />
          <MaskedVin vin={details.maskedVin} />
          {insight}

          <section className="mt-8" aria-labelledby="description-heading">
            <h2 id="description-heading" className="text-xl font-bold text-ink">
              Description
            </h2>
            <p className="mt-3 leading-7 wrap-anywhere whitespace-pre-line text-ink-soft">{v.description}</p>
          </section>

          {v.features.length > 0 && (
            <section className="mt-8" aria-labelledby="features-heading">
              <h2 id="features-heading" className="text-xl font-bold text-ink">
                Features
              </h2>
              <ul className="mt-3 grid gap-2 sm:grid-cols-2">
                {v.features.map((feature) => (
                  <li key={feature} className="flex items-center gap-2 text-ink-soft">
                    <span className="text-success-600" aria-hidden="true">
                      ✓
                    </span>
                    {feature}
                  </li>
                ))}
              </ul>
            </section>
          )}
        </div>
      </div>

      {similar.length > 0 && (
        <section className="mt-14" aria-labelledby="similar-heading">
          <h2 id="similar-heading" className="text-2xl font-bold tracking-tight text-ink">
            Similar listings
          </h2>
          <ul className="mt-5 grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3" aria-label="Similar listings">
            {similar.map((vehicle) => (
              <li key={vehicle.id}>
                <VehicleCard
                  vehicle={vehicle}
                  headingLevel="h3"
                  favorite={<FavoriteButton vehicleId={vehicle.id} vehicleTitle={vehicle.title} />}
                  compare={<CompareToggle vehicleId={vehicle.id} vehicleTitle={vehicle.title} />}
                />
              </li>
            ))}
          </ul>
        </section>
      )}

      {status !== 'sold' && (
        <StickyContactBar title={v.title} price={formatPrice(v.price)} besideId="seller-card">
          <MessageSellerButton vehicleId={v.id} sellerId={v.sellerId} sold={false} />
          <PhoneReveal vehicleId={v.id} hasPhone={v.seller.hasPhone} sold={false} />
        </StickyContactBar>
      )}
    </div>
  );
}
