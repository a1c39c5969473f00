/**
 * Resumable uploads to Supabase Storage over TUS 1.0.0
 * (/storage/v1/upload/resumable, as hosted Storage and the local stack speak
 * it). A small client of our own instead of tus-js-client: we need create,
 * PATCH in 6 MB chunks (hosted Storage's required chunk size) with progress,
 * and resume from the server's offset after a failure or a reload (the
 * upload URL kept in localStorage under the file's fingerprint, as
 * tus-js-client keeps it), which is a few dozen lines, while the library
 * would add more than the whole sell page's budget.
 */
import { DataError } from './errors';

/** Hosted Storage takes non-final chunks of exactly 6 MB. */
export const TUS_CHUNK_BYTES = 6 * 1024 * 1024;
const RETRY_DELAYS_MS = [0, 1000, 3000, 5000];

export interface ResumableTarget {
  endpoint: string;
  headers: Record<string, string>;
  bucket: string;
  objectName: string;
  contentType: string;
  cacheControl?: string;
}

/**
 * How long an upload URL stays valid when the server does not say
 * (`Upload-Expires`): hosted Storage documents "up to 24 hours".
 */
export const UPLOAD_URL_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** What a browser keeps of an unfinished upload, so that a reload can resume it. */
export interface KeptUpload {
  uploadUrl: string;
  objectName: string;
  size: number;
  /** When the server stops knowing the upload (ms since the epoch). */
  expiresAt: number;
}

/** Unfinished uploads by their file's fingerprint. */
export interface UploadMemory {
  find: (fingerprint: string) => KeptUpload | null;
  keep: (fingerprint: string, upload: KeptUpload) => void;
  forget: (fingerprint: string) => void;
}

/**
 * tus-js-client's fingerprint of a file in a browser (name, type, size, last
 * change, endpoint), with the uploader: two accounts in one browser never
 * resume each other's uploads.
 */
export function uploadFingerprint(file: File, endpoint: string, uploader: string): string {
  return ['tus-br', file.name, file.type, String(file.size), String(file.lastModified), endpoint, uploader].join('-');
}

const MEMORY_PREFIX = 'tus::';

function isKeptUpload(value: unknown): value is KeptUpload {
  const kept = value as Partial<KeptUpload> | null;
  return (
    typeof kept?.uploadUrl === 'string' &&
    typeof kept.objectName === 'string' &&
    typeof kept.size === 'number' &&
    typeof kept.expiresAt === 'number'
  );
}

/**
 * Unfinished uploads kept in `storage` (localStorage in a browser, as
 * tus-js-client keeps them, under `tus::` keys). A storage that refuses
 * (private mode, quota) only loses the resume, never the upload.
 */
export function uploadMemory(
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null,
  now: () => number = Date.now,
): UploadMemory {
  const attempt = <T>(action: () => T, fallback: T): T => {
    try {
      return storage ? action() : fallback;
    } catch {
      return fallback;
    }
  };
  const forget = (fingerprint: string) => {
    attempt(() => {
      storage?.removeItem(MEMORY_PREFIX + fingerprint);
    }, undefined);
  };
  return {
    find: (fingerprint) => {
      const kept = attempt(() => JSON.parse(storage?.getItem(MEMORY_PREFIX + fingerprint) ?? 'null') as unknown, null);
      if (!isKeptUpload(kept)) return null;
      if (kept.expiresAt > now()) return kept;
      forget(fingerprint);
      return null;
    },
    keep: (fingerprint, upload) => {
      attempt(() => {
        storage?.setItem(MEMORY_PREFIX + fingerprint, JSON.stringify(upload));
      }, undefined);
    },
    forget,
  };
}

export interface ResumableOptions {
  onProgress?: (fraction: number) => void;
  /** Where an earlier attempt left off: its upload URL, to resume instead of starting again. */
  resumeFrom?: string | null;
  /** Called with the upload URL as soon as the server created it. */
  onCreated?: (url: string) => void;
  /** `resumeFrom` is still known to the server, which has this many bytes of it. */
  onResumed?: (offset: number) => void;
  /**
   * Where the upload URL is kept across reloads, under the file's fingerprint,
   * until the upload completes (tus-js-client's url storage with
   * `removeFingerprintOnSuccess`, as Supabase's guide configures it).
   */
  keep?: { memory: UploadMemory; fingerprint: string };
}

interface Answer {
  status: number;
  header: (name: string) => string | null;
  body: string;
}

function send(
  method: string,
  url: string,
  headers: Record<string, string>,
  body: Blob | null,
  onProgress?: (loaded: number) => void,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    for (const [name, value] of Object.entries({ 'tus-resumable': '1.0.0', ...headers }))
      xhr.setRequestHeader(name, value);
    if (onProgress)
      xhr.upload.onprogress = (event) => {
        onProgress(event.loaded);
      };
    xhr.onload = () => {
      resolve({ status: xhr.status, header: (name) => xhr.getResponseHeader(name), body: xhr.responseText });
    };
    xhr.onerror = () => {
      reject(new DataError('uploadOriginal', 'The upload was interrupted. Check your connection and retry.'));
    };
    xhr.send(body);
  });
}

function failure(answer: Answer): DataError {
  let message = `The upload failed (${String(answer.status)})`;
  try {
    const parsed = JSON.parse(answer.body) as { message?: unknown };
    if (typeof parsed.message === 'string' && parsed.message) message = parsed.message;
  } catch {
    // Not JSON: keep the status line.
  }
  return new DataError('uploadOriginal', message, { status: answer.status });
}

const encode = (text: string) => btoa(String.fromCharCode(...new TextEncoder().encode(text)));

/** When the server stops knowing an upload: its `Upload-Expires` date, else the documented lifetime. */
function expiryOf(answer: Answer): number {
  const announced = Date.parse(answer.header('upload-expires') ?? '');
  return Number.isNaN(announced) ? Date.now() + UPLOAD_URL_LIFETIME_MS : announced;
}

async function create(file: Blob, target: ResumableTarget): Promise<{ url: string; expiresAt: number }> {
  const metadata = {
    bucketName: target.bucket,
    objectName: target.objectName,
    contentType: target.contentType,
    cacheControl: target.cacheControl ?? '3600',
  };
  const answer = await send(
    'POST',
    target.endpoint,
    {
      ...target.headers,
      'upload-length': String(file.size),
      'upload-metadata': Object.entries(metadata)
        .map(([key, value]) => `${key} ${encode(value)}`)
        .join(','),
    },
    null,
  );
  const location = answer.header('location');
  if (answer.status !== 201 || !location) throw failure(answer);
  return { url: new URL(location, target.endpoint).href, expiresAt: expiryOf(answer) };
}

/** The offset the server has for an upload, or null when it no longer knows it (404, or 410 once expired): start again. */
async function offsetOf(url: string, headers: Record<string, string>): Promise<number | null> {
  const answer = await send('HEAD', url, headers, null);
  const offset = Number(answer.header('upload-offset'));
  return answer.status === 200 && Number.isInteger(offset) ? offset : null;
}

const wait = (ms: number) =>
  new Promise((resolve) => {
    setTimeout(resolve, ms);
  });

/** Upload `file` resumably; resolves once the whole object is stored. Transient failures resume from the server's offset. */
export async function uploadResumable(
  file: Blob,
  target: ResumableTarget,
  options: ResumableOptions = {},
): Promise<void> {
  let url = options.resumeFrom ?? null;
  let offset = url ? await offsetOf(url, target.headers).catch(() => null) : null;
  if (offset !== null) options.onResumed?.(offset);
  for (let attempt = 0; ; attempt += 1) {
    try {
      if (url === null || offset === null) {
        const created = await create(file, target);
        url = created.url;
        options.keep?.memory.keep(options.keep.fingerprint, {
          uploadUrl: url,
          objectName: target.objectName,
          size: file.size,
          expiresAt: created.expiresAt,
        });
        options.onCreated?.(url);
        offset = 0;
      }
      while (offset < file.size) {
        const start: number = offset;
        const chunk = file.slice(start, Math.min(file.size, start + TUS_CHUNK_BYTES));
        const answer = await send(
          'PATCH',
          url,
          { ...target.headers, 'upload-offset': String(start), 'content-type': 'application/offset+octet-stream' },
          chunk,
          (loaded) => options.onProgress?.((start + loaded) / Math.max(1, file.size)),
        );
        if (answer.status !== 204) throw failure(answer);
        offset = Number(answer.header('upload-offset'));
      }
      options.keep?.memory.forget(options.keep.fingerprint);
      options.onProgress?.(1);
      return;
    } catch (error) {
      // A refusal (RLS, size, type) will not change on retry; a lost connection or a server error may.
      const status = error instanceof DataError ? error.status : undefined;
      const delay = RETRY_DELAYS_MS[attempt];
      if ((status !== undefined && status < 500 && status !== 409) || delay === undefined) throw error;
      await wait(delay);
      offset = url ? await offsetOf(url, target.headers).catch(() => null) : null;
    }
  }
}
