import { describe, expect, it } from 'vitest';
import {
  compressedPhotoProblem,
  fitWithin,
  isPhotoId,
  MAX_PHOTOS,
  moveItem,
  originalPhotoPath,
  photoMovedText,
  publicPhotoPath,
  tooManyPhotosMessage,
  photoFileProblem,
  photoLabel,
  photoMoves,
  photoSlots,
  photoStatusText,
} from './photos';

const MB = 1024 * 1024;

describe('fitWithin', () => {
  it('scales the longest edge down to the limit, keeping the aspect ratio', () => {
    expect(fitWithin(4000, 3000, 1600)).toEqual({ width: 1600, height: 1200 });
    expect(fitWithin(3000, 4000, 1600)).toEqual({ width: 1200, height: 1600 });
    expect(fitWithin(5000, 1000, 1600)).toEqual({ width: 1600, height: 320 });
  });

  it('never upscales a small photo', () => {
    expect(fitWithin(800, 600, 1600)).toEqual({ width: 800, height: 600 });
    expect(fitWithin(1600, 900, 1600)).toEqual({ width: 1600, height: 900 });
  });

  it('keeps at least one pixel on a very thin photo', () => {
    expect(fitWithin(10000, 2, 1600)).toEqual({ width: 1600, height: 1 });
  });
});

describe('moveItem', () => {
  it('moves an item to a new position without changing the original', () => {
    const list = ['a', 'b', 'c', 'd'];
    expect(moveItem(list, 2, 0)).toEqual(['c', 'a', 'b', 'd']);
    expect(moveItem(list, 0, 3)).toEqual(['b', 'c', 'd', 'a']);
    expect(moveItem(list, 1, 2)).toEqual(['a', 'c', 'b', 'd']);
    expect(list).toEqual(['a', 'b', 'c', 'd']);
  });

  it('clamps targets outside the list and ignores unknown sources', () => {
    expect(moveItem(['a', 'b'], 0, 9)).toEqual(['b', 'a']);
    expect(moveItem(['a', 'b'], 1, -1)).toEqual(['b', 'a']);
    expect(moveItem(['a', 'b'], 5, 0)).toEqual(['a', 'b']);
  });
});

describe('photo file checks', () => {
  it('refuses files that are not images, naming the file', () => {
    expect(photoFileProblem({ name: 'notes.pdf', type: 'application/pdf', size: 1000 })).toBe(
      'notes.pdf is not an image. Choose a JPEG, PNG, WebP or AVIF photo.',
    );
  });

  it('refuses originals above 25 MB', () => {
    expect(photoFileProblem({ name: 'big.jpg', type: 'image/jpeg', size: 25 * MB })).toBeNull();
    expect(photoFileProblem({ name: 'big.jpg', type: 'image/jpeg', size: 25 * MB + 1 })).toBe(
      'big.jpg is larger than 25 MB. Choose a smaller photo.',
    );
  });

  it('refuses compressed photos above the bucket limit of 5 MB', () => {
    expect(compressedPhotoProblem('pano.png', 5 * MB)).toBeNull();
    expect(compressedPhotoProblem('pano.png', 5 * MB + 1)).toMatch(/^pano.png is still larger than 5 MB/);
  });

  it('allows at most thirty photos per listing, and says so for the thirty-first', () => {
    expect(MAX_PHOTOS).toBe(30);
    expect(photoSlots(0, 3)).toBe(3);
    expect(photoSlots(28, 5)).toBe(2);
    expect(photoSlots(30, 1)).toBe(0);
    expect(tooManyPhotosMessage('IMG_0031.jpg')).toBe(
      'IMG_0031.jpg was not added: a listing has at most 30 photos. Remove one to add another.',
    );
  });
});

describe('photo paths', () => {
  const user = '2f0c8a44-0000-4000-8000-000000000001';
  const id = '9b1e4c2a-3d5f-4a6b-8c7d-0e1f2a3b4c5d';

  it('names both copies of a photo by one id in the user’s folder', () => {
    expect(isPhotoId(id)).toBe(true);
    expect(publicPhotoPath(user, id, 'image/webp')).toBe(`${user}/${id}.webp`);
    expect(publicPhotoPath(user, id, 'image/jpeg')).toBe(`${user}/${id}.jpg`);
    expect(originalPhotoPath(`${user}/${id}.webp`)).toBe(`${user}/${id}`);
  });

  it.each(['../etc/passwd', `${id}.jpg`, id.toUpperCase(), '', `${id}/x`])('refuses %j as a photo id', (value) => {
    expect(isPhotoId(value)).toBe(false);
  });

  it('announces a move, and when the photo became the cover', () => {
    expect(photoMovedText('side.jpg', 0, 4)).toBe('side.jpg moved to position 1 of 4, now the cover.');
    expect(photoMovedText('side.jpg', 2, 4)).toBe('side.jpg moved to position 3 of 4.');
  });
});

describe('photo tiles', () => {
  it.each([
    ['processing', null, 'Preparing…'],
    ['waiting', null, 'Waiting to upload'],
    ['uploading', null, 'Uploading'],
    ['uploaded', null, 'Uploaded'],
    ['error', null, 'Upload failed'],
    ['error', 'The upload failed', 'Upload failed: The upload failed'],
  ] as const)('a %s photo (error %s) says %s', (status, error, text) => {
    expect(photoStatusText(status, error)).toBe(text);
  });

  it.each([
    [0, 'Photo 1 (cover): front.jpg'],
    [1, 'Photo 2: front.jpg'],
    [9, 'Photo 10: front.jpg'],
  ])('photo %i is named %s', (index, label) => {
    expect(photoLabel(index, 'front.jpg')).toBe(label);
  });

  it.each([
    { index: 0, count: 1, enabled: [] },
    { index: 0, count: 3, enabled: ['later'] },
    { index: 1, count: 3, enabled: ['cover', 'earlier', 'later'] },
    { index: 2, count: 3, enabled: ['cover', 'earlier'] },
    { index: 1, count: 2, enabled: ['cover', 'earlier'] },
  ])('photo $index of $count can move: $enabled', ({ index, count, enabled }) => {
    const moves = photoMoves('a.jpg', index, count);
    expect(moves.filter((m) => !m.disabled).map((m) => m.kind)).toEqual(enabled);
  });

  it('names each move after the photo and aims at the cover, the previous and the next place', () => {
    expect(photoMoves('a.jpg', 2, 4)).toEqual([
      { kind: 'cover', label: 'Make a.jpg the cover', to: 0, disabled: false },
      { kind: 'earlier', label: 'Move a.jpg earlier', to: 1, disabled: false },
      { kind: 'later', label: 'Move a.jpg later', to: 3, disabled: false },
    ]);
  });
});
