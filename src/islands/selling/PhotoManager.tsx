import { useRef } from 'react';
import PhotoDropZone from './PhotoDropZone';
import PhotoTile from './PhotoTile';
import type { PhotoUploads } from './usePhotoUploads';

/** Photo picker with drop zone, upload progress, reordering (buttons or drag), cover and removal. */
export default function PhotoManager({ photos }: { photos: PhotoUploads }) {
  const dragFrom = useRef<number | null>(null);

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
