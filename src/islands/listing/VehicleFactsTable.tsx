import { factRows } from '../../lib/domain/vehicleFacts';
import type { Vehicle } from '../../lib/domain/vehicle';
import SpecList from './SpecList';
import { useDetailStrings } from './detailStrings';

/** The listing's history and running costs as the seller gave them; a note when they gave none. */
export default function VehicleFactsTable({ vehicle }: { vehicle: Vehicle }) {
  const say = useDetailStrings();
  const rows = factRows(vehicle.facts, vehicle.fuelType, say);
  return (
    <section className="mt-8" aria-labelledby="facts-heading">
      <h2 id="facts-heading" className="text-xl font-bold text-ink">
        {say['detail.facts']}
      </h2>
      {rows.length === 0 ? <p className="mt-3 text-ink-muted">{say['detail.noFacts']}</p> : <SpecList rows={rows} />}
    </section>
  );
}
