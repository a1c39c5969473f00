import type { ReactNode } from 'react';
import { listingImage } from '../../lib/domain/listingImage';
import { photoLabel, photoMoves, photoStatusText, type PhotoMoveKind } from '../../lib/domain/photos';
import { PathIcon, Spinner } from '../ui/icons';
import type { PhotoItem } from '../../stores/photoUploads';
import type { PhotoUploads } from './usePhotoUploads';
import { useSay } from '../ui/say';
import type { SellStrings } from './sellStrings';

const MOVE_CONTENT: Record<Exclude<PhotoMoveKind, 'cover'>, ReactNode> = {
  earlier: <PathIcon d="M15 18l-6-6 6-6" />,
  later: <PathIcon d="M9 18l6-6-6-6" />,
};

/** A pointer drag of one tile onto another's place (mouse, pen or finger alike). */
export interface PhotoDrag {
  from: number | null;
  over: number | null;
  start: (index: number) => void;
  moveTo: (x: number, y: number) => void;
  drop: () => void;
  cancel: () => void;
}

interface Props {
  item: PhotoItem;
  index: number;
  count: number;
  photos: PhotoUploads;
  drag: PhotoDrag;
}

function ringOf(item: PhotoItem, index: number, drag: PhotoDrag): string {
  if (drag.over === index && drag.from !== index) return 'ring-2 ring-brand-600';
  return item.status === 'error' ? 'ring-1 ring-danger-600' : 'ring-1 ring-line';
}

/** One listing photo: preview, upload progress or status, retry, reorder and remove. */
export default function PhotoTile({ item, index, count, photos, drag }: Props) {
  const say = useSay<SellStrings>();
  return (
    <li
      className={`overflow-hidden rounded-card bg-surface ${ringOf(item, index, drag)} ${drag.from === index ? 'opacity-60' : ''}`}
      aria-label={photoLabel(index, item.name)}
      data-photo-index={index}
    >
      <div className="relative aspect-[4/3] bg-surface-muted">
        {/* The drag handle is a pointer shortcut; the Cover / earlier / later buttons do the same by keyboard. */}
        <span
          aria-hidden="true"
          data-testid="photo-drag-handle"
          title={say['sell.dragToReorder']}
          className="absolute top-2 right-2 z-10 flex size-9 cursor-grab touch-none items-center justify-center rounded-full bg-surface/90 text-ink shadow-sm select-none active:cursor-grabbing"
          onPointerDown={(event) => {
            event.preventDefault();
            event.currentTarget.setPointerCapture(event.pointerId);
            drag.start(index);
          }}
          onPointerMove={(event) => {
            if (drag.from !== null) drag.moveTo(event.clientX, event.clientY);
          }}
          onPointerUp={drag.drop}
          onPointerCancel={drag.cancel}
        >
          <PathIcon d="M9 5h.01M15 5h.01M9 12h.01M15 12h.01M9 19h.01M15 19h.01" />
        </span>
        {item.preview ? (
          // A stored photo (the edit form) comes through the image CDN; a new one is its local preview.
          <img {...listingImage(item.preview, 'tile')} alt="" className="size-full object-cover" />
        ) : (
          <span className="flex size-full items-center justify-center text-ink-muted">
            <Spinner className="size-6" />
          </span>
        )}
        {index === 0 && (
          <span className="absolute top-2 left-2 rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">
            {say['sell.cover']}
          </span>
        )}
      </div>
      <div className="grid gap-2 p-3">
        <p className="truncate text-sm font-medium text-ink" title={item.name}>
          {item.name}
        </p>
        <div aria-live="polite">
          {item.status === 'uploading' ? (
            <>
              <progress
                className="h-2 w-full accent-brand-700"
                max={100}
                value={Math.round(item.progress * 100)}
                aria-label={`Uploading ${item.name}`}
              />
              <p aria-hidden="true" className="mt-1 text-xs text-ink-muted tabular-nums">
                {Math.round(item.progress * 100)}%
              </p>
            </>
          ) : (
            <p className={`text-xs ${item.status === 'error' ? 'font-semibold text-danger-700' : 'text-ink-muted'}`}>
              {photoStatusText(item.status, item.error)}
            </p>
          )}
          {item.notice && item.status !== 'error' && (
            <p className="mt-1 text-xs text-ink-muted" data-testid="photo-notice">
              {item.notice}
            </p>
          )}
        </div>
        <div className="flex flex-wrap gap-1">
          {item.status === 'error' && (
            <button
              type="button"
              className="btn btn-outline px-2.5 py-1 text-xs"
              onClick={() => {
                photos.retry(item.key);
              }}
              aria-label={`Retry uploading ${item.name}`}
            >
              {say['sell.retry']}
            </button>
          )}
          {photoMoves(item.name, index, count).map(({ kind, label, to, disabled }) => (
            <button
              key={kind}
              type="button"
              className="btn btn-ghost px-2 py-1 text-xs disabled:cursor-not-allowed disabled:opacity-40"
              disabled={disabled}
              onClick={() => {
                photos.move(index, to);
              }}
              aria-label={label}
            >
              {kind === 'cover' ? say['sell.cover'] : MOVE_CONTENT[kind]}
            </button>
          ))}
          <button
            type="button"
            className="btn btn-ghost ml-auto px-2 py-1 text-xs text-danger-700"
            onClick={() => {
              photos.remove(item.key);
            }}
            aria-label={`Remove ${item.name}`}
          >
            {say['sell.remove']}
          </button>
        </div>
      </div>
    </li>
  );
}
