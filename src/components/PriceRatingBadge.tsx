/**
 * A price rating as a small badge (cards, the detail page's price box). No
 * JavaScript of its own: static HTML on Astro pages, plain markup in islands.
 */
import type { PriceRating } from '../lib/domain/priceRating';
import { ratingLabel, type RatingStrings } from '../lib/domain/cardStrings';

const TONES: Record<PriceRating, string> = {
  great: 'bg-brand-700 text-white',
  good: 'bg-brand-50 text-brand-800 ring-1 ring-brand-200',
  fair: 'bg-surface-muted text-ink-soft ring-1 ring-line',
  high: 'bg-danger-50 text-danger-700 ring-1 ring-danger-600/20',
};

interface Props {
  rating: PriceRating | null | undefined;
  say: RatingStrings;
}

export default function PriceRatingBadge({ rating, say }: Props) {
  if (!rating) return null;
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ${TONES[rating]}`}
      data-price-rating={rating}
    >
      {ratingLabel(say, rating)}
    </span>
  );
}
