import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { createPhotoUploads, type PhotoItem, type PhotoUploadsStore } from '../../stores/photoUploads';

export interface PhotoUploads extends Omit<PhotoUploadsStore, '$items' | '$rejected' | '$announcement' | 'dispose'> {
  items: readonly PhotoItem[];
  /** Messages about files that were refused, each naming the file. */
  rejected: readonly string[];
  /** What a screen reader is told after a photo moved. */
  announcement: string;
  busy: boolean;
  failed: boolean;
}

/** The photos of one listing form, from a store of its own that lives as long as the form. */
export function usePhotoUploads(userId: string, initialPaths: readonly string[]): PhotoUploads {
  const [store] = useState(() => createPhotoUploads(userId, initialPaths));
  const items = useStore(store.$items);
  const rejected = useStore(store.$rejected);
  const announcement = useStore(store.$announcement);

  useEffect(() => store.dispose, [store]);

  return {
    items,
    rejected,
    announcement,
    busy: items.some((i) => i.status === 'processing' || i.status === 'uploading'),
    failed: items.some((i) => i.status === 'error'),
    add: store.add,
    retry: store.retry,
    remove: store.remove,
    move: store.move,
    ensureUploaded: store.ensureUploaded,
    discardUploads: store.discardUploads,
    commitRemovals: store.commitRemovals,
    paths: store.paths,
  };
}
