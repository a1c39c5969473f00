import type { ReactNode } from 'react';
import { photoLabel, photoMoves, photoStatusText, type PhotoMoveKind } from '../../lib/domain/photos';
import { PathIcon, Spinner } from '../ui/icons';
import type { PhotoItem } from '../../stores/photoUploads';
import type { PhotoUploads } from './usePhotoUploads';

const MOVE_CONTENT: Record<PhotoMoveKind, ReactNode> = {
  cover: 'Cover',
  earlier: <PathIcon d="M15 18l-6-6 6-6" />,
  later: <PathIcon d="M9 18l6-6-6-6" />,
};

interface Props {
  item: PhotoItem;
  index: number;
  count: number;
  photos: PhotoUploads;
  onDragStart: (index: number) => void;
  onDropOn: (index: number) => void;
}

/** One listing photo: preview, upload progress or status, retry, reorder and remove. */
export default function PhotoTile({ item, index, count, photos, onDragStart, onDropOn }: Props) {
  return (
    // Dragging a tile is a pointer shortcut; the Cover / earlier / later buttons do the same by keyboard.
    // eslint-disable-next-line jsx-a11y-x/no-noninteractive-element-interactions
    <li
      className={`overflow-hidden rounded-card bg-surface ring-1 ${item.status === 'error' ? 'ring-danger-600' : 'ring-line'}`}
      aria-label={photoLabel(index, item.name)}
      draggable
      onDragStart={() => {
        onDragStart(index);
      }}
      onDragOver={(event) => {
        event.preventDefault();
      }}
      onDrop={(event) => {
        event.preventDefault();
        onDropOn(index);
      }}
    >
      <div className="relative aspect-[4/3] bg-surface-muted">
        {item.preview ? (
          <img src={item.preview} alt="" className="size-full object-cover" />
        ) : (
          <span className="flex size-full items-center justify-center text-ink-muted">
            <Spinner className="size-6" />
          </span>
        )}
        {index === 0 && (
          <span className="absolute top-2 left-2 rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">
            Cover
          </span>
        )}
      </div>
      <div className="grid gap-2 p-3">
        <p className="truncate text-sm font-medium text-ink" title={item.name}>
          {item.name}
        </p>
        <div aria-live="polite">
          {item.status === 'uploading' ? (
            <progress
              className="h-2 w-full accent-brand-700"
              max={100}
              value={Math.round(item.progress * 100)}
              aria-label={`Uploading ${item.name}`}
            />
          ) : (
            <p className={`text-xs ${item.status === 'error' ? 'font-semibold text-danger-700' : 'text-ink-muted'}`}>
              {photoStatusText(item.status, item.error)}
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
              Retry
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
              {MOVE_CONTENT[kind]}
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
            Remove
          </button>
        </div>
      </div>
    </li>
  );
}
