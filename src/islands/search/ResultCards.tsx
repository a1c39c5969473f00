import { memo } from 'react';
import VehicleCard from '../../components/VehicleCard';
import type { LatLng } from '../../lib/domain/geo';
import type { Vehicle } from '../../lib/domain/vehicle';
import CompareToggle from '../compare/CompareToggle';
import FavoriteButton from '../favorites/FavoriteButton';

/**
 * The result cards. Memoised on the page's vehicles: while new results load,
 * the results around them change (a spinner, dimming) but these cards are
 * not rendered again, so a filter change renders the cards once, when the
 * new ones arrive.
 */
function ResultCards({ vehicles, distanceFrom }: { vehicles: readonly Vehicle[]; distanceFrom: LatLng | null }) {
  return vehicles.map((vehicle, index) => (
    <li key={vehicle.id} data-vehicle-item={vehicle.id}>
      <VehicleCard
        vehicle={vehicle}
        eager={index < 3}
        distanceFrom={distanceFrom}
        favorite={<FavoriteButton vehicleId={vehicle.id} vehicleTitle={vehicle.title} />}
        compare={<CompareToggle vehicleId={vehicle.id} vehicleTitle={vehicle.title} />}
      />
    </li>
  ));
}

export default memo(ResultCards);
