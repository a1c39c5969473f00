/**
 * The licence a listing needs, as a small badge among a card's key facts:
 * "Licence A1", or "Licence: check" when the listing's data cannot decide
 * (src/lib/domain/licence.ts). Rendered to static HTML with the card.
 */
import { licenceFor } from '../lib/domain/licence';
import type { CardVehicle } from '../lib/domain/vehicle';
import type { CardStrings } from '../lib/domain/cardStrings';
import { fill } from '../i18n/translate';

export default function LicenceBadge({ vehicle, say }: { vehicle: CardVehicle; say: CardStrings }) {
  const result = licenceFor(vehicle);
  return (
    <li
      className="inline-flex items-center rounded-full px-2 text-xs leading-5 font-semibold text-ink-soft ring-1 ring-line-strong"
      title={result === 'check' ? say['card.licenceCheckHint'] : undefined}
    >
      {result === 'check' ? say['card.licenceCheck'] : fill(say['card.licence'], { licence: result })}
    </li>
  );
}
