import { useCallback, useEffect, useRef, useState } from 'react';
import { messageOf } from '../../lib/data/errors';
import { newPhotoPath, removePhotos, uploadPhoto } from '../../lib/data/photos';
import { photoUrl } from '../../lib/data/vehicles';
import {
  compressedPhotoProblem,
  moveItem,
  photoFileProblem,
  photoSlots,
  MAX_PHOTOS,
  type PhotoStatus,
} from '../../lib/domain/photos';
import { compressPhoto } from '../../lib/ui/compressPhoto';

export interface PhotoItem {
  key: string;
  name: string;
  /** What the thumbnail shows: the compressed photo, or the stored one. */
  preview: string | null;
  /** Object path once uploaded (or the stored listing's path). */
  path: string | null;
  blob: Blob | null;
  /** Part of the saved listing (removed from storage only after the listing is saved without it). */
  stored: boolean;
  status: PhotoStatus;
  progress: number;
  error: string | null;
}

export interface PhotoUploads {
  items: readonly PhotoItem[];
  /** Messages about files that were refused, each naming the file. */
  rejected: readonly string[];
  busy: boolean;
  failed: boolean;
  add: (files: readonly File[]) => void;
  retry: (key: string) => void;
  remove: (key: string) => void;
  move: (from: number, to: number) => void;
  /** Upload what is not yet uploaded; true when every photo is in the bucket. */
  ensureUploaded: () => Promise<boolean>;
  /** After a failed save of a new listing: delete this session's uploads again (they upload anew on the next try). */
  discardUploads: () => Promise<void>;
  /** After a successful save: delete the stored photos the seller removed. */
  commitRemovals: () => Promise<void>;
  paths: () => string[];
}

let keys = 0;

function storedItem(path: string): PhotoItem {
  keys += 1;
  return {
    key: `photo-${String(keys)}`,
    name: path.split('/').at(-1) ?? path,
    preview: photoUrl(path),
    path,
    blob: null,
    stored: true,
    status: 'uploaded',
    progress: 1,
    error: null,
  };
}

/** The photos of one listing form: compression, uploads with progress, order, removal and clean-up. */
export function usePhotoUploads(userId: string, initialPaths: readonly string[]): PhotoUploads {
  const [items, setItems] = useState<readonly PhotoItem[]>(() => initialPaths.map(storedItem));
  const [rejected, setRejected] = useState<readonly string[]>([]);
  const current = useRef(items);
  const removedStored = useRef<string[]>([]);

  const update = useCallback((change: (list: readonly PhotoItem[]) => readonly PhotoItem[]) => {
    current.current = change(current.current);
    setItems(current.current);
  }, []);
  const patch = useCallback(
    (key: string, fields: Partial<PhotoItem>) => {
      update((list) => list.map((item) => (item.key === key ? { ...item, ...fields } : item)));
    },
    [update],
  );

  useEffect(
    () => () => {
      for (const item of current.current) if (item.blob && item.preview) URL.revokeObjectURL(item.preview);
    },
    [],
  );

  const upload = useCallback(
    async (key: string): Promise<boolean> => {
      const item = current.current.find((i) => i.key === key);
      if (!item?.blob) return item?.status === 'uploaded';
      const path = newPhotoPath(userId, item.blob.type);
      patch(key, { status: 'uploading', progress: 0, error: null });
      try {
        await uploadPhoto(path, item.blob, {
          onProgress: (progress) => {
            patch(key, { progress });
          },
        });
      } catch (error) {
        patch(key, { status: 'error', error: messageOf(error, 'The upload failed') });
        return false;
      }
      if (!current.current.some((i) => i.key === key)) {
        // Removed while it was uploading: nothing refers to the object any more.
        void removePhotos([path]).catch((error: unknown) => {
          console.error('Failed to remove a discarded photo', error);
        });
        return true;
      }
      patch(key, { status: 'uploaded', progress: 1, path });
      return true;
    },
    [patch, userId],
  );

  const prepare = useCallback(
    async (key: string, file: File) => {
      let blob: Blob;
      try {
        blob = await compressPhoto(file);
      } catch (error) {
        update((list) => list.filter((i) => i.key !== key));
        setRejected((list) => [...list, `${file.name} ${messageOf(error, 'could not be read as an image')}.`]);
        return;
      }
      const problem = compressedPhotoProblem(file.name, blob.size);
      if (problem) {
        update((list) => list.filter((i) => i.key !== key));
        setRejected((list) => [...list, problem]);
        return;
      }
      if (!current.current.some((i) => i.key === key)) return;
      patch(key, { blob, preview: URL.createObjectURL(blob), status: 'waiting' });
      await upload(key);
    },
    [patch, update, upload],
  );

  const add = useCallback(
    (files: readonly File[]) => {
      const messages: string[] = [];
      const accepted: File[] = [];
      for (const file of files) {
        const problem = photoFileProblem(file);
        if (problem) messages.push(problem);
        else accepted.push(file);
      }
      const slots = photoSlots(current.current.length, accepted.length);
      for (const file of accepted.slice(slots))
        messages.push(`${file.name} was not added: a listing has at most ${String(MAX_PHOTOS)} photos.`);
      const added = accepted.slice(0, slots).map((file) => {
        keys += 1;
        const item: PhotoItem = {
          key: `photo-${String(keys)}`,
          name: file.name,
          preview: null,
          path: null,
          blob: null,
          stored: false,
          status: 'processing',
          progress: 0,
          error: null,
        };
        return { item, file };
      });
      setRejected(messages);
      update((list) => [...list, ...added.map((a) => a.item)]);
      for (const { item, file } of added) void prepare(item.key, file);
    },
    [prepare, update],
  );

  const remove = useCallback(
    (key: string) => {
      const item = current.current.find((i) => i.key === key);
      if (!item) return;
      update((list) => list.filter((i) => i.key !== key));
      if (item.blob && item.preview) URL.revokeObjectURL(item.preview);
      if (!item.path) return;
      if (item.stored) {
        removedStored.current.push(item.path);
        return;
      }
      void removePhotos([item.path]).catch((error: unknown) => {
        console.error('Failed to remove a discarded photo', error);
      });
    },
    [update],
  );

  const ensureUploaded = useCallback(async () => {
    const results = await Promise.all(
      current.current.map(async (item) => (item.status === 'uploaded' ? true : item.blob ? upload(item.key) : false)),
    );
    return results.every(Boolean);
  }, [upload]);

  const discardUploads = useCallback(async () => {
    const fresh = current.current.filter((i) => !i.stored && i.path !== null);
    if (fresh.length === 0) return;
    update((list) =>
      list.map((i) => (!i.stored && i.path !== null ? { ...i, path: null, status: 'waiting', progress: 0 } : i)),
    );
    await removePhotos(fresh.flatMap((i) => (i.path ? [i.path] : [])));
  }, [update]);

  const commitRemovals = useCallback(async () => {
    const paths = removedStored.current;
    removedStored.current = [];
    await removePhotos(paths);
  }, []);

  return {
    items,
    rejected,
    busy: items.some((i) => i.status === 'processing' || i.status === 'uploading'),
    failed: items.some((i) => i.status === 'error'),
    add,
    retry: (key) => void upload(key),
    remove,
    move: (from, to) => {
      update((list) => moveItem(list, from, to));
    },
    ensureUploaded,
    discardUploads,
    commitRemovals,
    paths: () => current.current.flatMap((i) => (i.path ? [i.path] : [])),
  };
}
