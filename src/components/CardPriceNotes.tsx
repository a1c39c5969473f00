/**
 * What a card says about its price beside the figure: the rating badge and a
 * reduction ("Reduced by €1,500") when the last price change lowered it. The
 * card carries no time ("twelve days ago"): prebuilt cards would go stale and
 * hydrated ones could differ from their server HTML; the detail page has it.
 */
import { formatPrice } from '../lib/domain/format';
import type { CardVehicle } from '../lib/domain/vehicle';
import PriceRatingBadge from './PriceRatingBadge';
import type { CardStrings } from '../lib/domain/cardStrings';
import { fill } from '../i18n/translate';

export default function CardPriceNotes({ vehicle, say }: { vehicle: CardVehicle; say: CardStrings }) {
  const reduction =
    vehicle.previousPrice != null && vehicle.previousPrice > vehicle.price
      ? vehicle.previousPrice - vehicle.price
      : null;
  // The row is there, one line high, even when empty: a card's height does not
  // depend on whether its listing has a rating, so live results that replace
  // the prebuilt ones move nothing.
  return (
    <p className="flex min-h-5 flex-wrap items-center gap-x-2 gap-y-1 text-xs">
      <PriceRatingBadge rating={vehicle.priceRating} say={say} />
      {reduction !== null && (
        <span className="font-semibold text-brand-700">
          {fill(say['card.reducedBy'], { amount: formatPrice(reduction, say.locale) })}
        </span>
      )}
    </p>
  );
}
