import { useState } from 'react';
import PhotoDropZone from './PhotoDropZone';
import PhotoTile, { type PhotoDrag } from './PhotoTile';
import type { PhotoUploads } from './usePhotoUploads';
import { useSay } from '../ui/say';
import type { SellStrings } from './sellStrings';

/** The tile index under a pointer, if any. */
function tileAt(x: number, y: number): number | null {
  const tile = document.elementFromPoint(x, y)?.closest<HTMLElement>('[data-photo-index]');
  return tile ? Number(tile.dataset.photoIndex) : null;
}

/** Photo picker with drop zone, upload progress, reordering (buttons or pointer drag), cover and removal. */
export default function PhotoManager({ photos }: { photos: PhotoUploads }) {
  const say = useSay<SellStrings>();
  const [drag, setDrag] = useState<{ from: number; over: number } | null>(null);

  const dragging: PhotoDrag = {
    from: drag?.from ?? null,
    over: drag?.over ?? null,
    start: (index) => {
      setDrag({ from: index, over: index });
    },
    moveTo: (x, y) => {
      const over = tileAt(x, y);
      if (over !== null) setDrag((current) => (current ? { ...current, over } : current));
    },
    drop: () => {
      if (drag && drag.over !== drag.from) photos.move(drag.from, drag.over);
      setDrag(null);
    },
    cancel: () => {
      setDrag(null);
    },
  };

  return (
    <div className="grid gap-4">
      <PhotoDropZone count={photos.items.length} onFiles={photos.add} />

      {photos.rejected.length > 0 && (
        <ul role="alert" className="grid gap-1 rounded-card bg-danger-50 p-4 text-sm font-medium text-danger-700">
          {photos.rejected.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}

      <p className="sr-only" aria-live="assertive">
        {photos.announcement}
      </p>

      {photos.items.length > 0 && (
        <ol
          className="grid grid-cols-1 gap-4 min-[480px]:grid-cols-2 lg:grid-cols-3"
          aria-label={say['sell.listingPhotos']}
        >
          {photos.items.map((item, index) => (
            <PhotoTile
              key={item.key}
              item={item}
              index={index}
              count={photos.items.length}
              photos={photos}
              drag={dragging}
            />
          ))}
        </ol>
      )}
    </div>
  );
}
