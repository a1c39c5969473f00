import type { Vehicle } from '../../lib/domain/vehicle';
import { toCardVehicle } from '../../lib/domain/vehicle';
import ResultCards from './ResultCards';
import type { CardStrings } from '../../lib/domain/cardStrings';

/** The featured cards as the database has them now (loaded only when they differ from the build's). */
export default function FeaturedCards({
  vehicles,
  say,
  label,
}: {
  vehicles: readonly Vehicle[];
  say: CardStrings;
  label: string;
}) {
  return (
    <ul className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:gap-6 xl:grid-cols-4" aria-label={label} data-vehicle-grid>
      <ResultCards
        vehicles={vehicles.map((vehicle) => toCardVehicle(vehicle))}
        distanceFrom={null}
        eagerCount={1}
        say={say}
      />
    </ul>
  );
}
