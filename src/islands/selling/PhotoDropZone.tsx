import { useId, useRef, useState, useSyncExternalStore, type DragEvent } from 'react';
import { MAX_PHOTOS } from '../../lib/domain/photos';
import { fill } from '../../i18n/translate';
import { useSay } from '../ui/say';
import type { SellStrings } from './sellStrings';

interface Props {
  count: number;
  onFiles: (files: File[]) => void;
}

/** A phone or tablet: the camera gets a button of its own. */
const COARSE_POINTER = '(pointer: coarse)';

function useTouchDevice(): boolean {
  return useSyncExternalStore(
    (changed) => {
      const query = window.matchMedia(COARSE_POINTER);
      query.addEventListener('change', changed);
      return () => {
        query.removeEventListener('change', changed);
      };
    },
    () => window.matchMedia(COARSE_POINTER).matches,
    () => false,
  );
}

function pickedFiles(input: HTMLInputElement): File[] {
  const files = [...(input.files ?? [])];
  input.value = '';
  return files;
}

/** Where photos come in: dropped on the zone, chosen with the button or taken with the camera; says how many there are. */
export default function PhotoDropZone({ count, onFiles }: Props) {
  const inputRef = useRef<HTMLInputElement>(null);
  const cameraRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [dragOver, setDragOver] = useState(false);
  const touch = useTouchDevice();
  const full = count >= MAX_PHOTOS;
  const say = useSay<SellStrings>();

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
      <p className="font-semibold text-ink">{say['sell.dragPhotos']}</p>
      <p id={hintId} className="mt-1 text-sm text-ink-muted">
        {fill(say['sell.photoRules'], { max: MAX_PHOTOS })}
      </p>
      <div className="mt-4 flex flex-wrap justify-center gap-2">
        <button
          type="button"
          className="btn btn-outline"
          disabled={full}
          aria-describedby={hintId}
          onClick={() => inputRef.current?.click()}
        >
          {say['sell.choosePhotos']}
        </button>
        {touch && (
          <button
            type="button"
            className="btn btn-outline"
            disabled={full}
            aria-describedby={hintId}
            onClick={() => cameraRef.current?.click()}
          >
            {say['sell.takePhoto']}
          </button>
        )}
      </div>
      <input
        ref={inputRef}
        type="file"
        aria-hidden="true"
        accept="image/*"
        multiple
        tabIndex={-1}
        className="sr-only"
        onChange={(event) => {
          onFiles(pickedFiles(event.currentTarget));
        }}
      />
      {touch && (
        <input
          ref={cameraRef}
          type="file"
          aria-hidden="true"
          accept="image/*"
          capture="environment"
          tabIndex={-1}
          className="sr-only"
          onChange={(event) => {
            onFiles(pickedFiles(event.currentTarget));
          }}
        />
      )}
      <p className="mt-2 text-sm text-ink-muted" aria-live="polite">
        {fill(say['sell.photoCount'], { count, max: MAX_PHOTOS })}
      </p>
    </div>
  );
}
