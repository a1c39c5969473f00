/**
 * A listing card. Astro pages render it to static HTML (no JavaScript of its
 * own); islands render it in the browser. The photo comes through the image
 * CDN in the widths the grid needs (listingImage.ts). The image frame shows a
 * spinner on a neutral ground until the picture loads, "Image not available"
 * if it fails (states set by pageEnhancements.ts), and "No photos yet" for a
 * listing without any. `favorite` is where the favorite button goes,
 * `compare` the compare button. Its icons come from the page's sprite
 * (CardIconSprite.astro in the base layout).
 */
import type { ReactNode } from 'react';
import { CARD_IMAGE_HEIGHT, CARD_IMAGE_HEIGHT_COMPACT } from '../lib/domain/constants';
import { formatMileage, formatPrice } from '../lib/domain/format';
import { listingImage } from '../lib/domain/listingImage';
import { photoFrameStyle } from '../lib/domain/photoColor';
import type { LatLng } from '../lib/domain/geo';
import { cardLocationText } from '../lib/domain/place';
import type { CardVehicle } from '../lib/domain/vehicle';
import { cardIconId, type CardIconName } from './cardIcons';
import LicenceBadge from './LicenceBadge';
import CardPriceNotes from './CardPriceNotes';
import { awayLabel, fuelLabel, transmissionLabel, type CardStrings } from '../lib/domain/cardStrings';
import { localePath } from '../i18n/locale';

interface Props {
  vehicle: CardVehicle;
  /** The card's words and the locale it formats in (CARD_KEYS). */
  say: CardStrings;
  compact?: boolean;
  /** Eager-load the image (cards painted in the first viewport). */
  eager?: boolean;
  /** Fetch it before other images (the first card, the likely largest paint); by default every eager one. */
  priority?: boolean;
  headingLevel?: 'h2' | 'h3';
  favorite?: ReactNode;
  /** A search's place: the card then says how far away the vehicle is. */
  distanceFrom?: LatLng | null;
  compare?: ReactNode;
}

/** One of the card's icons, drawn from the page's sprite (CardIconSprite.astro). */
function SpriteIcon({ name }: { name: CardIconName }) {
  return (
    <svg className="size-4" aria-hidden="true" focusable="false">
      <use href={`#${cardIconId(name)}`} />
    </svg>
  );
}

export default function VehicleCard({
  vehicle: v,
  say,
  compact = false,
  eager = false,
  priority = eager,
  headingLevel,
  favorite,
  distanceFrom,
  compare,
}: Props) {
  const Heading = headingLevel ?? 'h3';
  const height = compact ? CARD_IMAGE_HEIGHT_COMPACT : CARD_IMAGE_HEIGHT;
  const image = v.imageUrl ? listingImage(v.imageUrl, compact ? 'cardCompact' : 'card') : null;
  const frameStyle = image ? photoFrameStyle(v.imageColor) : undefined;
  return (
    <article
      className="group/card vehicle-card relative flex h-full flex-col overflow-hidden rounded-card bg-surface shadow-card ring-1 ring-line transition-shadow hover:shadow-card-hover"
      data-vehicle-id={v.id}
    >
      <div
        className="group/media relative overflow-hidden bg-surface-muted data-[media-state=failed]:bg-surface-muted!"
        style={{ ...frameStyle, height }}
        data-media-state={image ? 'loading' : 'none'}
      >
        {image && !frameStyle && (
          <span
            className="absolute inset-0 m-auto size-8 animate-spin-slow rounded-full border-3 border-line-strong border-t-brand-600 group-data-[media-state=failed]/media:hidden group-data-[media-state=loaded]/media:hidden"
            role="presentation"
          />
        )}
        {image ? (
          <img
            {...image}
            alt={v.title}
            loading={eager ? 'eager' : 'lazy'}
            fetchPriority={eager && priority ? 'high' : 'auto'}
            decoding="async"
            className="absolute inset-0 size-full object-cover transition-transform duration-300 group-hover/card:scale-[1.03] group-data-[media-state=failed]/media:hidden"
          />
        ) : null}
        <div
          className={`absolute inset-0 flex-col items-center justify-center gap-1.5 text-sm text-ink-muted ${image ? 'hidden group-data-[media-state=failed]/media:flex' : 'flex'}`}
          data-no-photos={image ? undefined : ''}
        >
          <SpriteIcon name={image ? 'imageOff' : 'camera'} />
          <span>{image ? say['card.imageFailed'] : say['card.noPhotos']}</span>
        </div>
        {v.seller.isDealer && (
          <span className="absolute top-3 left-3 inline-flex items-center gap-1 rounded-full bg-surface/95 px-2.5 py-1 text-xs font-semibold text-brand-800 shadow-card">
            <SpriteIcon name="dealer" />
            {say['card.dealer']}
          </span>
        )}
        {favorite && <div className="absolute top-2 right-2 z-10">{favorite}</div>}
        {compare && <div className="absolute bottom-2 left-2 z-10">{compare}</div>}
      </div>

      <div className={`flex flex-1 flex-col ${compact ? 'gap-1.5 p-3' : 'gap-2.5 p-4'}`}>
        <Heading className={`leading-snug font-semibold text-ink ${compact ? 'text-sm' : 'text-base'}`}>
          <a
            href={localePath(`/vehicles/id/${v.id}`, say.locale)}
            className="line-clamp-2 min-h-[2lh] after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
          >
            {v.title}
          </a>
        </Heading>
        <p className={`font-bold tracking-tight text-brand-800 ${compact ? 'text-base' : 'text-xl'}`}>
          {formatPrice(v.price, say.locale)}
        </p>
        <CardPriceNotes vehicle={v} say={say} />
        <ul className="flex flex-wrap gap-x-3 gap-y-1 text-sm text-ink-muted" aria-label={say['card.keyFacts']}>
          <li className="inline-flex items-center gap-1">
            <SpriteIcon name="year" />
            {v.year}
          </li>
          <li className="inline-flex items-center gap-1">
            <SpriteIcon name="mileage" />
            {formatMileage(v.mileage, say.locale)}
          </li>
          <li className="inline-flex items-center gap-1">
            <SpriteIcon name="fuel" />
            {fuelLabel(say, v.fuelType)}
          </li>
          {!compact && (
            <li className="inline-flex items-center gap-1">
              <SpriteIcon name="transmission" />
              {transmissionLabel(say, v.transmission)}
            </li>
          )}
          <LicenceBadge vehicle={v} say={say} />
        </ul>
        <p className="mt-auto inline-flex items-center gap-1 pt-1 text-sm text-ink-muted">
          <SpriteIcon name="location" />
          {cardLocationText(v, distanceFrom, (km) => awayLabel(say, km))}
        </p>
      </div>
    </article>
  );
}
