import { memo } from 'react';
import VehicleCard from '../../components/VehicleCard';
import type { LatLng } from '../../lib/domain/geo';
import type { CardVehicle } from '../../lib/domain/vehicle';
import CompareToggle from '../compare/CompareToggle';
import FavoriteButton from '../favorites/FavoriteButton';
import type { CardStrings } from '../../lib/domain/cardStrings';

/**
 * The result cards. Memoised on the page's vehicles: while new results load,
 * the results around them change (a spinner, dimming) but these cards are
 * not rendered again, so a filter change renders the cards once, when the
 * new ones arrive.
 */
function ResultCards({
  vehicles,
  distanceFrom,
  eagerCount = 3,
  say,
}: {
  vehicles: readonly CardVehicle[];
  distanceFrom: LatLng | null;
  /** How many leading cards load their image eagerly (those in the first viewport). */
  eagerCount?: number;
  say: CardStrings;
}) {
  // Each slot of the grid is keyed by its position and the card in it by its
  // listing: when live results replace the prebuilt ones (a listing published
  // or sold since the build moves every card by one place), the slots stay
  // where they are and only their cards are new, so nothing shifts.
  return vehicles.map((vehicle, index) => (
    <li key={index} data-vehicle-item={vehicle.id}>
      <VehicleCard
        key={vehicle.id}
        vehicle={vehicle}
        say={say}
        eager={index < eagerCount}
        priority={index === 0}
        distanceFrom={distanceFrom}
        favorite={<FavoriteButton vehicleId={vehicle.id} vehicleTitle={vehicle.title} />}
        compare={<CompareToggle vehicleId={vehicle.id} vehicleTitle={vehicle.title} />}
      />
    </li>
  ));
}

export default memo(ResultCards);
