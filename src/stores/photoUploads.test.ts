import { allTasks } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UploadOptions } from '../lib/data/photos';

const data = vi.hoisted(() => ({
  newPhotoPath: vi.fn<(userId: string, type: string) => string>(),
  uploadPhoto: vi.fn<(path: string, photo: Blob, options?: UploadOptions) => Promise<void>>(),
  removePhotos: vi.fn<(paths: readonly string[]) => Promise<void>>(),
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
  data.newPhotoPath.mockImplementation((userId) => `${userId}/new-${String(++paths)}.jpg`);
  data.uploadPhoto.mockResolvedValue();
  data.removePhotos.mockResolvedValue();
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
      Array.from({ length: 8 }, (_, i) => `u1/old-${String(i)}.jpg`),
    );
    const pdf = new File(['x'], 'notes.pdf', { type: 'application/pdf' });
    store.add([pdf, image('one.jpg'), image('two.jpg'), image('three.jpg')]);
    expect(
      store.$items
        .get()
        .slice(8)
        .map((i) => i.status),
    ).toEqual(['processing', 'processing']);
    expect(store.$rejected.get()).toEqual([
      'notes.pdf is not an image. Choose a JPEG, PNG, WebP or AVIF photo.',
      'three.jpg was not added: a listing has at most 10 photos.',
    ]);
    await allTasks();
    expect(summary(store).slice(8)).toEqual([
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
    expect(data.uploadPhoto).not.toHaveBeenCalled();
  });

  it('marks a failed upload, and a retry uploads it', async () => {
    data.uploadPhoto.mockRejectedValueOnce(new Error('Network down'));
    const store = createPhotoUploads('u1', []);
    store.add([image('a.jpg')]);
    await allTasks();
    expect(summary(store)).toEqual([
      { name: 'a.jpg', status: 'error', path: null, stored: false, error: 'Network down' },
    ]);
    store.retry(store.$items.get()[0]?.key ?? '');
    await allTasks();
    expect(summary(store)[0]).toMatchObject({ status: 'uploaded', path: 'u1/new-2.jpg', error: null });
  });

  it('deletes the object of a photo removed while it uploaded, and does not bring the photo back', async () => {
    const answer = Promise.withResolvers<undefined>();
    data.uploadPhoto.mockReturnValue(answer.promise);
    const store = createPhotoUploads('u1', []);
    store.add([image('a.jpg')]);
    await vi.waitFor(() => {
      expect(store.$items.get()[0]?.status).toBe('uploading');
    });
    store.remove(store.$items.get()[0]?.key ?? '');
    answer.resolve(undefined);
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
    data.uploadPhoto.mockRejectedValue(new Error('Network down'));
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
});
