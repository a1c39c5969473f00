import { useId, useRef, useState, type DragEvent } from 'react';
import { MAX_PHOTOS } from '../../lib/domain/photos';

interface Props {
  count: number;
  onFiles: (files: File[]) => void;
}

/** Where photos come in: dropped on the zone, or chosen with the button; says how many there are. */
export default function PhotoDropZone({ count, onFiles }: Props) {
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [dragOver, setDragOver] = useState(false);

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragOver(false);
    if (event.dataTransfer.files.length > 0) onFiles([...event.dataTransfer.files]);
  };

  return (
    // Dropping files is a pointer shortcut for the Choose photos button inside.
    // eslint-disable-next-line jsx-a11y-x/no-static-element-interactions
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
        disabled={count >= MAX_PHOTOS}
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
          onFiles(files);
        }}
      />
      <p className="mt-2 text-sm text-ink-muted" aria-live="polite">
        {count} of {MAX_PHOTOS} photos
      </p>
    </div>
  );
}
