import { useId, useRef, useState, type DragEvent } from 'react';
import { MAX_PHOTOS } from '../../lib/domain/photos';
import { PathIcon, Spinner } from '../ui/icons';
import type { PhotoItem, PhotoUploads } from './usePhotoUploads';

const STATUS_TEXT: Record<PhotoItem['status'], string> = {
  processing: 'Preparing…',
  waiting: 'Waiting to upload',
  uploading: 'Uploading',
  uploaded: 'Uploaded',
  error: 'Upload failed',
};

function PhotoTile({
  item,
  index,
  count,
  photos,
  onDragStart,
  onDropOn,
}: {
  item: PhotoItem;
  index: number;
  count: number;
  photos: PhotoUploads;
  onDragStart: (index: number) => void;
  onDropOn: (index: number) => void;
}) {
  const label = `Photo ${String(index + 1)}${index === 0 ? ' (cover)' : ''}: ${item.name}`;
  return (
    // Dragging a tile is a pointer shortcut; the Cover / earlier / later buttons do the same by keyboard.
    // eslint-disable-next-line jsx-a11y-x/no-noninteractive-element-interactions
    <li
      className={`overflow-hidden rounded-card bg-surface ring-1 ${item.status === 'error' ? 'ring-danger-600' : 'ring-line'}`}
      aria-label={label}
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
              {STATUS_TEXT[item.status]}
              {item.error && `: ${item.error}`}
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
          {[
            { label: `Make ${item.name} the cover`, to: 0, content: 'Cover' },
            { label: `Move ${item.name} earlier`, to: index - 1, content: <PathIcon d="M15 18l-6-6 6-6" /> },
            { label: `Move ${item.name} later`, to: index + 1, content: <PathIcon d="M9 18l6-6-6-6" /> },
          ].map(({ label: moveLabel, to, content }) => (
            <button
              key={moveLabel}
              type="button"
              className="btn btn-ghost px-2 py-1 text-xs disabled:cursor-not-allowed disabled:opacity-40"
              disabled={to === index || to < 0 || to >= count}
              onClick={() => {
                photos.move(index, to);
              }}
              aria-label={moveLabel}
            >
              {content}
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

/** Photo picker with drop zone, upload progress, reordering (buttons or drag), cover and removal. */
export default function PhotoManager({ photos }: { photos: PhotoUploads }) {
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [dragOver, setDragOver] = useState(false);
  const dragFrom = useRef<number | null>(null);
  const full = photos.items.length >= MAX_PHOTOS;

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragOver(false);
    if (event.dataTransfer.files.length > 0) photos.add([...event.dataTransfer.files]);
  };

  return (
    <div className="grid gap-4">
      {/* Dropping files is a pointer shortcut for the Choose photos button inside. */}
      {/* eslint-disable-next-line jsx-a11y-x/no-static-element-interactions */}
      <div
        className={`rounded-card border-2 border-dashed p-6 text-center transition-colors ${dragOver ? 'border-brand-600 bg-brand-50' : 'border-line-strong bg-surface'}`}
        onDragOver={(event) => {
          if (event.dataTransfer.types.includes('Files')) {
            event.preventDefault();
            setDragOver(true);
          }
        }}
        onDragLeave={() => {
          setDragOver(false);
        }}
        onDrop={onDrop}
      >
        <p className="font-semibold text-ink">Drag photos here</p>
        <p id={hintId} className="mt-1 text-sm text-ink-muted">
          Up to {MAX_PHOTOS} photos, JPEG, PNG, WebP or AVIF, at most 25 MB each. They are resized before uploading. The
          first photo is the cover.
        </p>
        <button
          type="button"
          className="btn btn-outline mt-4"
          disabled={full}
          aria-describedby={hintId}
          onClick={() => inputRef.current?.click()}
        >
          Choose photos
        </button>
        <input
          ref={inputRef}
          type="file"
          aria-hidden="true"
          accept="image/*"
          multiple
          tabIndex={-1}
          className="sr-only"
          onChange={(event) => {
            const files = [...(event.currentTarget.files ?? [])];
            event.currentTarget.value = '';
            photos.add(files);
          }}
        />
        <p className="mt-2 text-sm text-ink-muted" aria-live="polite">
          {photos.items.length} of {MAX_PHOTOS} photos
        </p>
      </div>

      {photos.rejected.length > 0 && (
        <ul role="alert" className="grid gap-1 rounded-card bg-danger-50 p-4 text-sm font-medium text-danger-700">
          {photos.rejected.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}

      {photos.items.length > 0 && (
        <ol className="grid grid-cols-1 gap-4 min-[480px]:grid-cols-2 lg:grid-cols-3" aria-label="Listing photos">
          {photos.items.map((item, index) => (
            <PhotoTile
              key={item.key}
              item={item}
              index={index}
              count={photos.items.length}
              photos={photos}
              onDragStart={(from) => {
                dragFrom.current = from;
              }}
              onDropOn={(to) => {
                if (dragFrom.current !== null) photos.move(dragFrom.current, to);
                dragFrom.current = null;
              }}
            />
          ))}
        </ol>
      )}
    </div>
  );
}
