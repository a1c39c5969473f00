import { useState } from 'react';
import { listingImage, type ImageSlot } from '../lib/domain/listingImage';
import { photoFrameStyle } from '../lib/domain/photoColor';
import { PathIcon } from '../islands/ui/icons';

interface Props {
  src: string;
  /** The compare table's photo, a conversation's or a My listings row's. */
  slot: Extract<ImageSlot, 'compare' | 'message' | 'row'>;
  className: string;
  /** The photo's frame colour until it arrives; null or absent keeps the neutral tile. */
  color?: string | null | undefined;
}

/**
 * A listing's cover in a small box, sized through the image CDN; a neutral tile when there is none or it fails to load.
 */
export default function ListingThumbnail({ src, slot, className, color }: Props) {
  const [failed, setFailed] = useState(false);
  const image = src ? listingImage(src, slot) : null;
  return (
    <span
      className={`flex shrink-0 items-center justify-center overflow-hidden rounded-lg bg-surface-muted ${className}`}
      style={image && !failed ? photoFrameStyle(color) : undefined}
    >
      {image && !failed ? (
        <img
          {...image}
          alt=""
          loading="lazy"
          decoding="async"
          className="size-full object-cover"
          onError={() => {
            setFailed(true);
          }}
        />
      ) : (
        <PathIcon
          d="M3 17h2m14 0h2M5 17a2 2 0 1 0 4 0m6 0a2 2 0 1 0 4 0M3 17v-5l2-5h14l2 5v5"
          className="size-6 text-line-strong"
        />
      )}
    </span>
  );
}
