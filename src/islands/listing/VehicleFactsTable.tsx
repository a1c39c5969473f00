import { factRows } from '../../lib/domain/vehicleFacts';
import type { Vehicle } from '../../lib/domain/vehicle';

/** The listing's history and running costs as the seller gave them; a note when they gave none. */
export default function VehicleFactsTable({ vehicle }: { vehicle: Vehicle }) {
  const rows = factRows(vehicle.facts, vehicle.fuelType);
  return (
    <section className="mt-8" aria-labelledby="facts-heading">
      <h2 id="facts-heading" className="text-xl font-bold text-ink">
        History and running costs
      </h2>
      {rows.length === 0 ? (
        <p className="mt-3 text-ink-muted">The seller has not stated registration, owners or consumption.</p>
      ) : (
        <dl className="mt-4 grid grid-cols-1 overflow-hidden rounded-card bg-surface ring-1 ring-line sm:grid-cols-2">
          {rows.map(([label, value]) => (
            <div key={label} className="flex justify-between gap-4 border-b border-line px-4 py-3 text-sm">
              <dt className="text-ink-muted">{label}</dt>
              <dd className="min-w-0 text-right font-medium wrap-anywhere text-ink">{value}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
