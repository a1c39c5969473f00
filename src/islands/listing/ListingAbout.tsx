import type { ReactNode } from 'react';
import { featureLabel } from '../../lib/domain/cardStrings';
import { listingSpecs } from '../../lib/domain/listingSpecs';
import type { Vehicle } from '../../lib/domain/vehicle';
import SpecList from './SpecList';
import VehicleFactsTable from './VehicleFactsTable';
import { useDetailStrings } from './detailStrings';

interface Props {
  vehicle: Vehicle;
  /** Server-rendered price rating and history. */
  insight?: ReactNode;
  /** The public masked VIN, under the facts. */
  maskedVin?: ReactNode;
}

/** Everything about the vehicle itself: specifications, history and running costs, price, description, features. */
export default function ListingAbout({ vehicle: v, insight, maskedVin }: Props) {
  const say = useDetailStrings();
  return (
    <>
      <section aria-labelledby="specs-heading">
        <h2 id="specs-heading" className="text-xl font-bold text-ink">
          {say['detail.specs']}
        </h2>
        <SpecList rows={listingSpecs(v, say)} />
      </section>

      <VehicleFactsTable vehicle={v} />
      {maskedVin}
      {insight}

      <section className="mt-8" aria-labelledby="description-heading">
        <h2 id="description-heading" className="text-xl font-bold text-ink">
          {say['detail.description']}
        </h2>
        <p className="mt-3 leading-7 wrap-anywhere whitespace-pre-line text-ink-soft">{v.description}</p>
      </section>

      {v.features.length > 0 && (
        <section className="mt-8" aria-labelledby="features-heading">
          <h2 id="features-heading" className="text-xl font-bold text-ink">
            {say['detail.features']}
          </h2>
          <ul className="mt-3 grid gap-2 sm:grid-cols-2">
            {v.features.map((feature) => (
              <li key={feature} className="flex items-center gap-2 text-ink-soft">
                <span className="text-success-600" aria-hidden="true">
                  ✓
                </span>
                {featureLabel(say, feature)}
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
