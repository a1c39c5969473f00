import { useState } from 'react';
import { PathIcon } from '../ui/icons';

/** A listing's cover as a small square; a neutral tile when there is none or it fails to load. */
export default function ListingThumb({ src, className }: { src: string; className: string }) {
  const [failed, setFailed] = useState(false);
  return (
    <span
      className={`flex shrink-0 items-center justify-center overflow-hidden rounded-lg bg-surface-muted ${className}`}
    >
      {src && !failed ? (
        <img
          src={src}
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
