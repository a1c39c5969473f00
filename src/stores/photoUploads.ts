/**
 * The photos of one listing form: the original kept (resumable upload), the
 * compressed public copy published, progress over both, order, removal and
 * clean-up. Each form makes its own store (usePhotoUploads) and
 * subscribes to its atoms. An upload that answers after its photo was removed
 * deletes its object again instead of bringing the photo back.
 */
import { atom, task, type ReadableAtom } from 'nanostores';
import { messageOf } from '../lib/data/errors';
import {
  forgetInterruptedUpload,
  interruptedUpload,
  publishPhoto,
  removePhotos,
  uploadOriginal,
} from '../lib/data/photos';
import { photoUrl } from '../lib/data/vehicles';
import {
  compressedPhotoProblem,
  moveItem,
  photoFileProblem,
  photoMovedText,
  photoSlots,
  publicPhotoPath,
  resumedUploadText,
  tooManyPhotosMessage,
  type PhotoStatus,
} from '../lib/domain/photos';
import { compressPhoto } from '../lib/ui/compressPhoto';

export interface PhotoItem {
  key: string;
  name: string;
  /** What the thumbnail shows: the compressed photo, or the stored one. */
  preview: string | null;
  /** Object path once uploaded (or the stored listing's path). */
  path: string | null;
  blob: Blob | null;
  /** The file as chosen, kept untouched in the owner-only bucket; null for stored photos. */
  original: File | null;
  /** Both copies' name, `{photo id}` (a random UUID). */
  photoId: string;
  /** The resumable upload of the original, once created: a retry resumes it. */
  originalUpload: string | null;
  originalDone: boolean;
  /** Part of the saved listing (removed from storage only after the listing is saved without it). */
  stored: boolean;
  status: PhotoStatus;
  progress: number;
  error: string | null;
  /** Said under the progress: that an upload a reload interrupted was resumed, and from where. */
  notice: string | null;
}

export interface PhotoUploadsStore {
  readonly $items: ReadableAtom<readonly PhotoItem[]>;
  /** Messages about files that were refused, each naming the file. */
  readonly $rejected: ReadableAtom<readonly string[]>;
  /** What a screen reader is told after a photo moved. */
  readonly $announcement: ReadableAtom<string>;
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
  /** The form is gone: release the previews. */
  dispose: () => void;
}

let keys = 0;
/** How far the bar goes until the photo function has answered. */
const PUBLISHING_SHARE = 0.97;

function photoItem(
  fields: Pick<PhotoItem, 'name' | 'preview' | 'path' | 'stored' | 'status' | 'progress'> &
    Partial<Pick<PhotoItem, 'original' | 'photoId' | 'originalUpload'>>,
): PhotoItem {
  keys += 1;
  return {
    key: `photo-${String(keys)}`,
    blob: null,
    original: null,
    photoId: crypto.randomUUID(),
    originalUpload: null,
    originalDone: false,
    error: null,
    notice: null,
    ...fields,
  };
}

function storedItem(path: string): PhotoItem {
  const name = path.split('/').at(-1) ?? path;
  return photoItem({ name, preview: photoUrl(path), path, stored: true, status: 'uploaded', progress: 1 });
}

function forget(paths: string[]): void {
  void removePhotos(paths).catch((error: unknown) => {
    console.error('Failed to remove a discarded photo', error);
  });
}

export function createPhotoUploads(userId: string, initialPaths: readonly string[]): PhotoUploadsStore {
  const $items = atom<readonly PhotoItem[]>(initialPaths.map(storedItem));
  const $rejected = atom<readonly string[]>([]);
  const $announcement = atom('');
  let removedStored: string[] = [];

  const update = (change: (list: readonly PhotoItem[]) => readonly PhotoItem[]) => {
    $items.set(change($items.get()));
  };
  const patch = (key: string, fields: Partial<PhotoItem>) => {
    update((list) => list.map((item) => (item.key === key ? { ...item, ...fields } : item)));
  };
  const drop = (key: string) => {
    update((list) => list.filter((i) => i.key !== key));
  };
  const find = (key: string) => $items.get().find((i) => i.key === key);
  const refuse = (message: string) => {
    $rejected.set([...$rejected.get(), message]);
  };

  // The original first (the function publishes a copy only of a kept original), then the public copy;
  // progress counts the bytes of both.
  const upload = (key: string): Promise<boolean> =>
    task(async () => {
      const item = find(key);
      if (!item?.blob || !item.original) return item?.status === 'uploaded';
      const { blob, original, photoId } = item;
      const total = original.size + blob.size;
      patch(key, { status: 'uploading', progress: 0, error: null });
      let path: string;
      try {
        if (!item.originalDone) {
          await uploadOriginal(userId, photoId, original, {
            resumeFrom: item.originalUpload,
            onCreated: (url) => {
              patch(key, { originalUpload: url });
            },
            onResumed: (offset) => {
              if (offset > 0) patch(key, { notice: resumedUploadText(offset, original.size) });
            },
            onProgress: (fraction) => {
              patch(key, { progress: (fraction * original.size) / total });
            },
          });
          patch(key, { originalDone: true });
        }
        path = await publishPhoto(photoId, blob, {
          onProgress: (fraction) => {
            // All bytes sent is not yet published: the function still checks and stores the copy.
            patch(key, { progress: Math.min(PUBLISHING_SHARE, (original.size + fraction * blob.size) / total) });
          },
        });
      } catch (error) {
        patch(key, { status: 'error', error: messageOf(error, 'The upload failed') });
        return false;
      }
      // Removed while it was uploading: nothing refers to the object any more.
      if (!find(key)) forget([path]);
      else patch(key, { status: 'uploaded', progress: 1, path });
      return true;
    });

  const prepare = (key: string, file: File): Promise<void> =>
    task(async () => {
      let blob: Blob;
      try {
        blob = await compressPhoto(file);
      } catch (error) {
        drop(key);
        refuse(`${file.name} ${messageOf(error, 'could not be read as an image')}.`);
        return;
      }
      const problem = compressedPhotoProblem(file.name, blob.size);
      if (problem) {
        drop(key);
        refuse(problem);
        return;
      }
      if (!find(key)) return;
      patch(key, { blob, original: file, preview: URL.createObjectURL(blob), status: 'waiting' });
      await upload(key);
    });

  return {
    $items,
    $rejected,
    $announcement,
    add: (files) => {
      const messages: string[] = [];
      const accepted: File[] = [];
      for (const file of files) {
        const problem = photoFileProblem(file);
        if (problem) messages.push(problem);
        else accepted.push(file);
      }
      const slots = photoSlots($items.get().length, accepted.length);
      for (const file of accepted.slice(slots)) messages.push(tooManyPhotosMessage(file.name));
      const taken = new Set($items.get().map((i) => i.photoId));
      const added = accepted.slice(0, slots).map((file) => {
        // The same file again after a reload: its unfinished upload goes on under the same photo id.
        const interrupted = interruptedUpload(userId, file);
        const resume = interrupted && !taken.has(interrupted.photoId) ? interrupted : null;
        if (resume) taken.add(resume.photoId);
        return {
          file,
          item: photoItem({
            name: file.name,
            preview: null,
            path: null,
            stored: false,
            status: 'processing',
            progress: 0,
            ...(resume ? { photoId: resume.photoId, originalUpload: resume.uploadUrl } : {}),
          }),
        };
      });
      $rejected.set(messages);
      update((list) => [...list, ...added.map((a) => a.item)]);
      for (const { item, file } of added) void prepare(item.key, file);
    },
    retry: (key) => void upload(key),
    remove: (key) => {
      const item = find(key);
      if (!item) return;
      drop(key);
      if (item.blob && item.preview) URL.revokeObjectURL(item.preview);
      if (item.original && !item.originalDone) forgetInterruptedUpload(userId, item.original);
      // Kept but never published (the publish failed): the original goes too.
      if (!item.path && item.originalDone && item.blob) forget([publicPhotoPath(userId, item.photoId, item.blob.type)]);
      if (!item.path) return;
      if (item.stored) removedStored.push(item.path);
      else forget([item.path]);
    },
    move: (from, to) => {
      const list = $items.get();
      const moved = list[from];
      if (!moved) return;
      const next = moveItem(list, from, to);
      $items.set(next);
      $announcement.set(photoMovedText(moved.name, next.indexOf(moved), next.length));
    },
    ensureUploaded: async () => {
      const results = await Promise.all(
        $items.get().map(async (item) => (item.status === 'uploaded' ? true : item.blob ? upload(item.key) : false)),
      );
      return results.every(Boolean);
    },
    discardUploads: async () => {
      const fresh = $items.get().filter((i) => !i.stored && i.path !== null);
      if (fresh.length === 0) return;
      update((list) =>
        list.map((i) =>
          !i.stored && i.path !== null
            ? {
                ...i,
                path: null,
                photoId: crypto.randomUUID(),
                originalUpload: null,
                originalDone: false,
                status: 'waiting',
                progress: 0,
              }
            : i,
        ),
      );
      await removePhotos(fresh.flatMap((i) => (i.path ? [i.path] : [])));
    },
    commitRemovals: async () => {
      const paths = removedStored;
      removedStored = [];
      await removePhotos(paths);
    },
    paths: () => $items.get().flatMap((i) => (i.path ? [i.path] : [])),
    dispose: () => {
      for (const item of $items.get()) if (item.blob && item.preview) URL.revokeObjectURL(item.preview);
    },
  };
}
