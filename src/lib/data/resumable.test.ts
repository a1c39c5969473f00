import { describe, expect, it } from 'vitest';
import { uploadFingerprint, uploadMemory, type KeptUpload } from './resumable';

const ENDPOINT = 'https://project.supabase.co/storage/v1/upload/resumable';
const UPLOAD: KeptUpload = {
  uploadUrl: `${ENDPOINT}/abc`,
  objectName: 'u1/p1',
  size: 10,
  expiresAt: 2_000,
};

function storage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe('kept uploads', () => {
  it('fingerprints a file as tus-js-client does, with the uploader', () => {
    const file = new File(['0123456789'], 'a.jpg', { type: 'image/jpeg', lastModified: 42 });
    expect(uploadFingerprint(file, ENDPOINT, 'u1')).toBe(`tus-br-a.jpg-image/jpeg-10-42-${ENDPOINT}-u1`);
    expect(uploadFingerprint(file, ENDPOINT, 'u2')).not.toBe(uploadFingerprint(file, ENDPOINT, 'u1'));
  });

  it('keeps an upload under tus:: until it is forgotten or has expired', () => {
    const store = storage();
    let now = 1_000;
    const memory = uploadMemory(store, () => now);
    memory.keep('f', UPLOAD);
    expect([...store.items.keys()]).toEqual(['tus::f']);
    expect(uploadMemory(store, () => now).find('f')).toEqual(UPLOAD);
    memory.forget('f');
    expect(memory.find('f')).toBeNull();
    memory.keep('f', UPLOAD);
    now = 2_000;
    expect(memory.find('f')).toBeNull();
    expect(store.items.size).toBe(0);
  });

  it('reads nothing from a damaged entry, and loses only the resume when storage refuses', () => {
    const store = storage();
    store.items.set('tus::f', '{"uploadUrl": 1');
    expect(uploadMemory(store).find('f')).toBeNull();
    store.items.set('tus::f', '{"uploadUrl": "x"}');
    expect(uploadMemory(store).find('f')).toBeNull();
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    const memory = uploadMemory(refusing);
    expect(() => {
      memory.keep('f', UPLOAD);
      memory.forget('f');
    }).not.toThrow();
    expect(memory.find('f')).toBeNull();
    expect(uploadMemory(null).find('f')).toBeNull();
  });
});
