import { allTasks } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { InterruptedUpload, OriginalUploadOptions, UploadOptions } from '../lib/data/photos';

const data = vi.hoisted(() => ({
  uploadOriginal:
    vi.fn<(userId: string, photoId: string, file: Blob, options?: OriginalUploadOptions) => Promise<void>>(),
  publishPhoto: vi.fn<(photoId: string, photo: Blob, options?: UploadOptions) => Promise<string>>(),
  removePhotos: vi.fn<(paths: readonly string[]) => Promise<void>>(),
  interruptedUpload: vi.fn<(userId: string, file: File) => InterruptedUpload | null>(),
  forgetInterruptedUpload: vi.fn<(userId: string, file: File) => void>(),
  compressPhoto: vi.fn<(file: Blob) => Promise<Blob>>(),
}));
vi.mock('../lib/data/photos', () => data);
vi.mock('../lib/data/vehicles', () => ({ photoUrl: (path: string) => `https://cdn.example/${path}` }));
vi.mock('../lib/ui/compressPhoto', () => ({ compressPhoto: data.compressPhoto }));

const { createPhotoUploads } = await import('./photoUploads.ts');

const MB = 1024 * 1024;
const image = (name: string, size = 1000) => new File([new Uint8Array(size)], name, { type: 'image/jpeg' });
let paths = 0;

beforeEach(() => {
  paths = 0;
  data.uploadOriginal.mockResolvedValue();
  data.publishPhoto.mockImplementation(() => Promise.resolve(`u1/new-${String(++paths)}.jpg`));
  data.removePhotos.mockResolvedValue();
  data.interruptedUpload.mockReturnValue(null);
  data.compressPhoto.mockImplementation((file) => Promise.resolve(new Blob([file], { type: 'image/jpeg' })));
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:preview');
  vi.spyOn(URL, 'revokeObjectURL').mockReturnValue();
});

afterEach(() => {
  vi.resetAllMocks();
  vi.restoreAllMocks();
});

const summary = (store: ReturnType<typeof createPhotoUploads>) =>
  store.$items.get().map(({ name, status, path, stored, error }) => ({ name, status, path, stored, error }));

describe('photo uploads', () => {
  it('starts with the stored photos, uploaded and shown from the bucket', () => {
    const store = createPhotoUploads('u1', ['u1/a.jpg', 'u1/b.jpg']);
    expect(summary(store)).toEqual([
      { name: 'a.jpg', status: 'uploaded', path: 'u1/a.jpg', stored: true, error: null },
      { name: 'b.jpg', status: 'uploaded', path: 'u1/b.jpg', stored: true, error: null },
    ]);
    expect(store.$items.get()[0]?.preview).toBe('https://cdn.example/u1/a.jpg');
    expect(store.paths()).toEqual(['u1/a.jpg', 'u1/b.jpg']);
  });

  it('compresses and uploads what it accepts, and names what it refuses', async () => {
    const store = createPhotoUploads(
      'u1',
      Array.from({ length: 28 }, (_, i) => `u1/old-${String(i)}.jpg`),
    );
    const pdf = new File(['x'], 'notes.pdf', { type: 'application/pdf' });
    store.add([pdf, image('one.jpg'), image('two.jpg'), image('three.jpg')]);
    expect(
      store.$items
        .get()
        .slice(28)
        .map((i) => i.status),
    ).toEqual(['processing', 'processing']);
    expect(store.$rejected.get()).toEqual([
      'notes.pdf is not an image. Choose a JPEG, PNG, WebP or AVIF photo.',
      'three.jpg was not added: a listing has at most 30 photos. Remove one to add another.',
    ]);
    await allTasks();
    expect(summary(store).slice(28)).toEqual([
      { name: 'one.jpg', status: 'uploaded', path: 'u1/new-1.jpg', stored: false, error: null },
      { name: 'two.jpg', status: 'uploaded', path: 'u1/new-2.jpg', stored: false, error: null },
    ]);
  });

  it.each([
    {
      name: 'an unreadable photo',
      compressed: () => Promise.reject(new Error('could not be decoded')),
      message: 'bad.jpg could not be decoded.',
    },
    {
      name: 'a photo still too big',
      compressed: () => Promise.resolve(new Blob([new Uint8Array(5 * MB + 1)])),
      message: 'bad.jpg is still larger than 5 MB after compression. Choose a smaller photo.',
    },
  ])('drops $name with a message, uploading nothing', async ({ compressed, message }) => {
    data.compressPhoto.mockImplementation(compressed);
    const store = createPhotoUploads('u1', []);
    store.add([image('bad.jpg')]);
    await allTasks();
    expect(store.$items.get()).toEqual([]);
    expect(store.$rejected.get()).toEqual([message]);
    expect(data.uploadOriginal).not.toHaveBeenCalled();
    expect(data.publishPhoto).not.toHaveBeenCalled();
  });

  it('marks a failed upload, and a retry uploads it', async () => {
    data.publishPhoto.mockRejectedValueOnce(new Error('Network down'));
    const store = createPhotoUploads('u1', []);
    store.add([image('a.jpg')]);
    await allTasks();
    expect(summary(store)).toEqual([
      { name: 'a.jpg', status: 'error', path: null, stored: false, error: 'Network down' },
    ]);
    store.retry(store.$items.get()[0]?.key ?? '');
    await allTasks();
    expect(summary(store)[0]).toMatchObject({ status: 'uploaded', path: 'u1/new-1.jpg', error: null });
  });

  it('deletes the object of a photo removed while it uploaded, and does not bring the photo back', async () => {
    const answer = Promise.withResolvers<string>();
    data.publishPhoto.mockReturnValue(answer.promise);
    const store = createPhotoUploads('u1', []);
    store.add([image('a.jpg')]);
    await vi.waitFor(() => {
      expect(store.$items.get()[0]?.status).toBe('uploading');
    });
    store.remove(store.$items.get()[0]?.key ?? '');
    answer.resolve('u1/new-1.jpg');
    await allTasks();
    expect(store.$items.get()).toEqual([]);
    expect(data.removePhotos).toHaveBeenCalledWith(['u1/new-1.jpg']);
  });

  it('removes a new upload from storage at once, and a stored photo only when the listing is saved', async () => {
    const store = createPhotoUploads('u1', ['u1/old.jpg']);
    store.add([image('a.jpg')]);
    await allTasks();
    const [old, fresh] = store.$items.get();
    store.remove(fresh?.key ?? '');
    expect(data.removePhotos).toHaveBeenCalledWith(['u1/new-1.jpg']);
    store.remove(old?.key ?? '');
    expect(data.removePhotos).toHaveBeenCalledTimes(1);
    await store.commitRemovals();
    expect(data.removePhotos).toHaveBeenLastCalledWith(['u1/old.jpg']);
    await store.commitRemovals();
    expect(data.removePhotos).toHaveBeenLastCalledWith([]);
  });

  it('after a failed save deletes the new uploads, which upload anew on the next try', async () => {
    const store = createPhotoUploads('u1', ['u1/old.jpg']);
    store.add([image('a.jpg')]);
    await allTasks();
    await store.discardUploads();
    expect(data.removePhotos).toHaveBeenCalledWith(['u1/new-1.jpg']);
    expect(summary(store)[1]).toMatchObject({ status: 'waiting', path: null });
    expect(await store.ensureUploaded()).toBe(true);
    expect(store.paths()).toEqual(['u1/old.jpg', 'u1/new-2.jpg']);
  });

  it('is not all uploaded while a photo failed', async () => {
    data.publishPhoto.mockRejectedValue(new Error('Network down'));
    const store = createPhotoUploads('u1', []);
    store.add([image('a.jpg')]);
    await allTasks();
    expect(await store.ensureUploaded()).toBe(false);
  });

  it('moves a photo to a new place', () => {
    const store = createPhotoUploads('u1', ['u1/a.jpg', 'u1/b.jpg', 'u1/c.jpg']);
    store.move(2, 0);
    expect(store.paths()).toEqual(['u1/c.jpg', 'u1/a.jpg', 'u1/b.jpg']);
  });
  it('keeps the untouched original first, then publishes the compressed copy under the same photo id', async () => {
    const store = createPhotoUploads('u1', []);
    const file = image('a.jpg', 3000);
    store.add([file]);
    await allTasks();
    const [userId, photoId, original] = data.uploadOriginal.mock.calls[0] ?? [];
    expect(userId).toBe('u1');
    expect(original).toBe(file);
    expect(data.publishPhoto.mock.calls[0]?.[0]).toBe(photoId);
    expect(data.uploadOriginal.mock.invocationCallOrder[0]).toBeLessThan(
      data.publishPhoto.mock.invocationCallOrder[0] ?? 0,
    );
  });

  it('counts the bytes of both uploads in one progress', async () => {
    const seen: number[] = [];
    data.uploadOriginal.mockImplementation((_user, _id, _file, options) => {
      options?.onProgress?.(0.5);
      return Promise.resolve();
    });
    data.publishPhoto.mockImplementation((_id, _blob, options) => {
      options?.onProgress?.(0.5);
      return Promise.resolve('u1/p.jpg');
    });
    data.compressPhoto.mockResolvedValue(new Blob([new Uint8Array(1000)], { type: 'image/webp' }));
    const store = createPhotoUploads('u1', []);
    const unbind = store.$items.listen((items) => {
      if (items[0]?.status === 'uploading') seen.push(items[0].progress);
    });
    store.add([image('a.jpg', 3000)]);
    await allTasks();
    unbind();
    // 3000 original bytes and 1000 compressed: half the original is 3/8, all of it and half the copy 7/8.
    expect([...new Set(seen)]).toEqual([0, 0.375, 0.875]);
  });

  it('resumes the original where its upload stopped when a failed photo is retried', async () => {
    data.uploadOriginal.mockImplementationOnce((_user, _id, _file, options) => {
      options?.onCreated?.('https://storage.example/upload/resumable/abc');
      return Promise.reject(new Error('Network down'));
    });
    const store = createPhotoUploads('u1', []);
    store.add([image('a.jpg')]);
    await allTasks();
    expect(summary(store)[0]).toMatchObject({ status: 'error', error: 'Network down' });
    store.retry(store.$items.get()[0]?.key ?? '');
    await allTasks();
    expect(data.uploadOriginal.mock.calls[1]?.[3]?.resumeFrom).toBe('https://storage.example/upload/resumable/abc');
    expect(summary(store)[0]).toMatchObject({ status: 'uploaded', path: 'u1/new-1.jpg' });
  });

  it('resumes, under the same photo id, the upload of a file a reload interrupted, and says so', async () => {
    const file = image('a.jpg', 3 * MB);
    data.interruptedUpload.mockImplementation((_user, chosen) =>
      chosen === file
        ? { photoId: 'kept-id', uploadUrl: 'https://storage.example/upload/resumable/kept', size: 3 * MB }
        : null,
    );
    data.uploadOriginal.mockImplementation((_user, _id, _file, options) => {
      options?.onResumed?.(2 * MB);
      return Promise.resolve();
    });
    const store = createPhotoUploads('u1', []);
    store.add([file]);
    await allTasks();
    expect(data.interruptedUpload).toHaveBeenCalledWith('u1', file);
    expect(data.uploadOriginal.mock.calls[0]?.[1]).toBe('kept-id');
    expect(data.uploadOriginal.mock.calls[0]?.[3]?.resumeFrom).toBe('https://storage.example/upload/resumable/kept');
    expect(data.publishPhoto.mock.calls[0]?.[0]).toBe('kept-id');
    expect(store.$items.get()[0]).toMatchObject({
      status: 'uploaded',
      notice: 'Resumed the earlier upload: 2.0 of 3.0 MB were already sent.',
    });
    // The same file twice in one form: only the first resumes the kept upload.
    store.add([file]);
    await allTasks();
    expect(data.uploadOriginal.mock.calls[1]?.[1]).not.toBe('kept-id');
  });

  it('forgets the kept upload of a photo removed before its original was stored', async () => {
    const upload = Promise.withResolvers<undefined>();
    data.uploadOriginal.mockReturnValue(upload.promise);
    const store = createPhotoUploads('u1', []);
    const file = image('a.jpg');
    store.add([file]);
    await vi.waitFor(() => {
      expect(data.uploadOriginal).toHaveBeenCalled();
    });
    store.remove(store.$items.get()[0]?.key ?? '');
    expect(data.forgetInterruptedUpload).toHaveBeenCalledWith('u1', file);
    upload.resolve(undefined);
    await allTasks();
  });

  it('tells screen readers where a moved photo went', () => {
    const store = createPhotoUploads('u1', ['u1/a.jpg', 'u1/b.jpg', 'u1/c.jpg']);
    store.move(2, 0);
    expect(store.$announcement.get()).toBe('c.jpg moved to position 1 of 3, now the cover.');
    store.move(0, 1);
    expect(store.$announcement.get()).toBe('c.jpg moved to position 2 of 3.');
  });
  it('removes the kept original of a photo whose publishing failed when the photo is removed', async () => {
    data.publishPhoto.mockRejectedValueOnce(new Error('The photo could not be published'));
    const store = createPhotoUploads('u1', []);
    store.add([image('a.jpg')]);
    await allTasks();
    const [item] = store.$items.get();
    expect(item).toMatchObject({ status: 'error', originalDone: true, path: null });
    store.remove(item?.key ?? '');
    expect(data.removePhotos).toHaveBeenCalledWith([`u1/${item?.photoId ?? ''}.jpg`]);
  });
});
