/**
 * What Netlify's CDN does for the pages rendered on demand, for `npm start`
 * (scripts/site-guard.ts): a response whose Netlify-CDN-Cache-Control is
 * public is kept, up to its max-age and a memory budget, and answered from
 * memory until a purge names one of its Netlify-Cache-Tag tags. Locally the
 * site's /api/revalidate appends each purge to CACHE_PURGE_LOG
 * (netlify/functions/_shared/purge.ts), which is read here as it grows.
 * Without it every view of a listing ran the page's function in a new worker
 * thread of the CLI, which under load could not keep up (docs/PERFORMANCE.md,
 * "Under load"); on Netlify the CDN answers repeat views.
 */
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';

/** A complete response as the site sent it. */
interface Snapshot {
  status: number;
  headers: OutgoingHttpHeaders;
  body: Buffer;
}

interface Entry extends Snapshot {
  tags: string[];
  expires: number;
}

export interface LocalCdn {
  /**
   * Answers from memory when it holds the page (true); false when the request must go on to the site.
   * While the same page is being rendered for another request, it waits for that response and answers
   * with it, kept or not (Netlify's CDN collapses requests so): a promise, false if that one broke off.
   */
  serve(request: IncomingMessage, response: ServerResponse): boolean | Promise<boolean>;
  /** Keeps the response once it is complete, if its headers allow. */
  capture(request: IncomingMessage, response: ServerResponse): void;
  /** Drops every page carrying one of the tags. */
  purge(tags: readonly string[]): void;
  readonly size: number;
  readonly bytes: number;
}

/** Headers that describe one connection, not the page. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'date', 'content-length']);

/** The max-age of a Netlify-CDN-Cache-Control value that lets the CDN keep the page, else null. */
export function cdnMaxAge(value: string | undefined): number | null {
  if (!value) return null;
  const directives = value
    .toLowerCase()
    .split(',')
    .map((part) => part.trim());
  if (!directives.includes('public') || directives.some((part) => part === 'no-store' || part === 'private')) {
    return null;
  }
  const maxAge = directives.map((part) => /^(?:s-)?max-age=(\d+)$/.exec(part)?.[1]).find(Boolean);
  return maxAge === undefined ? null : Number(maxAge);
}

const headerText = (value: number | string | string[] | undefined) =>
  Array.isArray(value) ? value.join(',') : value === undefined ? undefined : String(value);

export function createLocalCdn({ maxBytes, now = Date.now }: { maxBytes: number; now?: () => number }): LocalCdn {
  // In order of last use: the first entry is the one to drop when memory runs short.
  const entries = new Map<string, Entry>();
  // Pages being rendered now: their response once complete, or null if it broke off.
  const rendering = new Map<string, Promise<Snapshot | null>>();
  let bytes = 0;
  const keyOf = (request: IncomingMessage) =>
    (request.method === 'GET' || request.method === 'HEAD') && request.url ? request.url : null;
  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= entry.body.length;
    entries.delete(key);
  };

  const send = (snapshot: Snapshot, request: IncomingMessage, response: ServerResponse, hit: boolean) => {
    if (response.destroyed) return;
    response.writeHead(snapshot.status, {
      ...snapshot.headers,
      'content-length': snapshot.body.length,
      ...(hit ? { 'cache-status': '"Netlify Edge"; hit' } : {}),
    });
    response.end(request.method === 'HEAD' ? undefined : snapshot.body);
    request.resume();
  };

  return {
    serve(request, response) {
      const key = keyOf(request);
      if (key === null) return false;
      const entry = entries.get(key);
      if (entry && entry.expires > now()) {
        entries.delete(key);
        entries.set(key, entry);
        send(entry, request, response, true);
        return true;
      }
      if (entry) drop(key);
      const pending = rendering.get(key);
      if (!pending) return false;
      return pending.then((snapshot) => {
        if (snapshot === null) return false;
        send(snapshot, request, response, false);
        return true;
      });
    },

    capture(request, response) {
      const key = keyOf(request);
      if (key === null || request.method !== 'GET') return;
      const chunks: Buffer[] = [];
      let size = 0;
      const write = response.write.bind(response) as (...args: unknown[]) => boolean;
      const end = response.end.bind(response) as (...args: unknown[]) => ServerResponse;
      const keep = (chunk: unknown) => {
        if (typeof chunk === 'string' || chunk instanceof Uint8Array) {
          const buffer = Buffer.from(chunk);
          chunks.push(buffer);
          size += buffer.length;
        }
      };
      response.write = ((...args: unknown[]) => {
        keep(args[0]);
        return write(...args);
      }) as typeof response.write;
      response.end = ((...args: unknown[]) => {
        if (typeof args[0] !== 'function') keep(args[0]);
        return end(...args);
      }) as typeof response.end;
      // The first request for a page renders it; others for the same page wait for its response.
      let done: (snapshot: Snapshot | null) => void = () => undefined;
      if (!rendering.has(key)) {
        rendering.set(
          key,
          new Promise<Snapshot | null>((resolve) => {
            done = (snapshot) => {
              rendering.delete(key);
              resolve(snapshot);
            };
          }),
        );
      }
      response.once('close', () => {
        done(null);
      });
      response.once('finish', () => {
        const headers: OutgoingHttpHeaders = {};
        for (const [name, value] of Object.entries(response.getHeaders())) {
          if (!HOP_BY_HOP.has(name) && value !== undefined) headers[name] = value;
        }
        const snapshot: Snapshot = { status: response.statusCode, headers, body: Buffer.concat(chunks) };
        done(snapshot);
        const maxAge = cdnMaxAge(headerText(response.getHeader('netlify-cdn-cache-control')));
        if (maxAge === null || maxAge === 0 || size > maxBytes / 4) return;
        const tags = (headerText(response.getHeader('netlify-cache-tag')) ?? '')
          .split(',')
          .map((tag) => tag.trim())
          .filter(Boolean);
        drop(key);
        entries.set(key, { ...snapshot, tags, expires: now() + maxAge * 1000 });
        bytes += size;
        for (const oldest of entries.keys()) {
          if (bytes <= maxBytes) break;
          drop(oldest);
        }
      });
    },

    purge(tags) {
      const purged = new Set(tags);
      for (const [key, entry] of entries) if (entry.tags.some((tag) => purged.has(tag))) drop(key);
    },

    get size() {
      return entries.size;
    },
    get bytes() {
      return bytes;
    },
  };
}
