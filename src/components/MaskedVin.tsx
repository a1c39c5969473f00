/**
 * The listing's VIN with its middle hidden (WVW••••••••••1234), as the
 * database publishes it (vehicles.vin_masked): enough to check the vehicle
 * against its papers, not enough to copy. Nothing when the seller gave no
 * VIN. No JavaScript of its own.
 */
import type { Strings } from '../i18n';
import { fill } from '../i18n/translate';

export default function MaskedVin({
  vin,
  say,
}: {
  vin: string | null;
  say: Strings<'vin.heading' | 'vin.hidden' | 'vin.compare'>;
}) {
  if (vin === null) return null;
  const start = vin.slice(0, 3);
  const end = vin.slice(-4);
  return (
    <section className="mt-8" aria-labelledby="vin-heading">
      <h2 id="vin-heading" className="text-xl font-bold text-ink">
        {say['vin.heading']}
      </h2>
      <div className="mt-4 rounded-card bg-surface px-4 py-3 ring-1 ring-line">
        <p className="font-mono text-lg tracking-wider text-ink" data-testid="masked-vin">
          <span aria-hidden="true">{vin}</span>
          <span className="sr-only">{fill(say['vin.hidden'], { start, end })}</span>
        </p>
        <p className="mt-1 text-sm text-ink-muted">{say['vin.compare']}</p>
      </div>
    </section>
  );
}
