/**
 * Preloaded into the Netlify CLI by `npm start` and `npm run dev`
 * (`NODE_OPTIONS=--import=./scripts/site-guard.ts`). The CLI listens on every
 * network interface and has no option to change that, and a request body over
 * its 6 MB limit rejects a promise nobody handles, which ends the process and
 * the local stack with it. Here every server that names no host listens on
 * SITE_HOST (127.0.0.1 unless set, e.g. SITE_HOST=0.0.0.0 to try the site from
 * a phone), bodies declared larger than Netlify Functions accept (6 MB) are
 * answered 413 before the CLI reads them, and an oversized body the CLI meets
 * anyway (chunked, no Content-Length) is logged instead of fatal.
 * A request to a scheduled function (/.netlify/functions/{name}) that is not
 * the local scheduler's (netlify/functions/_shared/scheduled.ts) is answered
 * 404: the CLI would otherwise run the job for anyone, as Netlify does not.
 * The CLI's functions server (the port given as --functions-port) runs at most
 * SITE_FUNCTION_CONCURRENCY requests at once (default: two per CPU); the rest
 * wait their turn, and one that would wait more than SITE_FUNCTION_MAX_WAIT_MS
 * (15 s) is answered 503 with Retry-After (scripts/functionGate.ts): the CLI
 * starts a worker thread per request without a limit, and under load the
 * workers took the process to 2 GB and every page past its timeout.
 * Under `netlify serve` (npm start) the site's port (--port) keeps the pages
 * rendered on demand as Netlify's CDN does, until a purge names one of their
 * tags (scripts/localCdn.ts; SITE_LOCAL_CDN=0 turns it off).
 */
import { EventEmitter } from 'node:events';
import { closeSync, openSync, readSync, statSync, watchFile } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { scheduledFunctions } from '../netlify/functions/_shared/schedule.ts';
import { createGate } from './functionGate.ts';
import { createLocalCdn, type LocalCdn } from './localCdn.ts';
import { NOT_FOUND_BODY, hasSchedulerHeaders } from '../netlify/functions/_shared/scheduled.ts';

/** Netlify Functions' request payload limit; the CLI's own check uses the same number. */
export const SITE_BODY_LIMIT = 6_000_000;
const host = process.env.SITE_HOST ?? '127.0.0.1';
const scheduled = new Set(
  (await scheduledFunctions(fileURLToPath(new URL('../netlify/functions/', import.meta.url)))).map(({ name }) => name),
);

/** A port the CLI was given on its command line, or null. */
function portFlag(name: string): number | null {
  const at = process.argv.indexOf(name);
  return at === -1 ? null : Number(process.argv[at + 1]);
}
const functionsPort = portFlag('--functions-port');
const sitePort = portFlag('--port');
const setting = (name: string, fallback: number) => Number(process.env[name] || fallback);
const functionGate = createGate({
  limit: setting('SITE_FUNCTION_CONCURRENCY', 2 * availableParallelism()),
  maxQueue: setting('SITE_FUNCTION_QUEUE', 1000),
  maxWaitMs: setting('SITE_FUNCTION_MAX_WAIT_MS', 15_000),
});

const cdn: LocalCdn | null =
  process.argv.includes('serve') && sitePort !== null && process.env.SITE_LOCAL_CDN !== '0'
    ? createLocalCdn({ maxBytes: 64 * 1024 * 1024 })
    : null;
if (cdn) followPurges(cdn, process.env.CACHE_PURGE_LOG ?? '.netlify/cache-purges.jsonl');

/** Reads the purges the site's /api/revalidate appends to the log (netlify/functions/_shared/purge.ts) as they come. */
function followPurges(target: LocalCdn, file: string): void {
  let offset = 0;
  try {
    offset = statSync(file).size;
  } catch {
    // No purge yet.
  }
  watchFile(file, { interval: 100 }, (current) => {
    if (current.size < offset) offset = 0;
    if (current.size === offset) return;
    const buffer = Buffer.alloc(current.size - offset);
    const fd = openSync(file, 'r');
    try {
      readSync(fd, buffer, 0, buffer.length, offset);
    } finally {
      closeSync(fd);
    }
    const text = buffer.toString('utf8');
    const complete = text.lastIndexOf('\n') + 1;
    offset += Buffer.byteLength(text.slice(0, complete));
    for (const line of text.slice(0, complete).split('\n')) {
      if (!line.trim()) continue;
      try {
        const { tags } = JSON.parse(line) as { tags?: unknown };
        if (Array.isArray(tags)) target.purge(tags.filter((tag): tag is string => typeof tag === 'string'));
      } catch {
        console.error(`site guard: unreadable purge record ${line}`);
      }
    }
  }).unref();
}

/** The scheduled function a request path names, or null. */
function scheduledFunctionIn(url: string | undefined): string | null {
  const match = /^\/\.netlify\/functions\/([^/?#]+)/.exec(url ?? '');
  if (!match?.[1]) return null;
  let name = match[1];
  try {
    name = decodeURIComponent(name);
  } catch {
    // Left as sent: a malformed escape names no function.
  }
  return scheduled.has(name) ? name : null;
}

/** The originals, read as plain functions to be called with the server as `this`. */
function original(prototype: object, name: string): unknown {
  const value: unknown = Object.getOwnPropertyDescriptor(prototype, name)?.value;
  if (typeof value !== 'function') throw new Error(`site guard: no ${name} to wrap`);
  return value;
}

const listen = original(net.Server.prototype, 'listen') as (this: net.Server, ...args: unknown[]) => net.Server;
const emit = original(EventEmitter.prototype, 'emit') as (
  this: EventEmitter,
  event: string | symbol,
  ...args: unknown[]
) => boolean;

/** listen(port), listen(port, cb), listen(), listen(cb) and listen({ port }) gain the host; paths and handles are left alone. */
function withHost(args: unknown[]): unknown[] {
  const [first, second] = args;
  if (first === undefined || typeof first === 'function') return [0, host, ...args];
  if (typeof first === 'number' || (typeof first === 'string' && /^\d+$/.test(first))) {
    return typeof second === 'string' ? args : [first, host, ...args.slice(1)];
  }
  if (typeof first === 'object' && first !== null) {
    const options = first as net.ListenOptions & { fd?: number; handle?: unknown };
    const bindsAddress = options.path === undefined && options.fd === undefined && options.handle === undefined;
    if (bindsAddress && options.host === undefined) return [{ ...options, host }, ...args.slice(1)];
  }
  return args;
}

net.Server.prototype.listen = function guardedListen(this: net.Server, ...args: unknown[]): net.Server {
  return listen.apply(this, withHost(args));
} as typeof net.Server.prototype.listen;

/** Answers 413 with a body that says why, and drains what the client still sends so it can read the answer. */
function tooLarge(request: http.IncomingMessage, response: http.ServerResponse): void {
  const body = JSON.stringify({
    message: `The request body is larger than ${String(SITE_BODY_LIMIT / 1_000_000)} MB`,
  });
  response.writeHead(413, { 'content-type': 'application/json; charset=utf-8', connection: 'close' });
  response.write(body);
  // The answer is complete once the client has sent what it was sending: closing before then breaks its
  // write (EPIPE) and it never reads the 413. A body that never ends is cut off after ten seconds.
  const finish = () => {
    clearTimeout(cutOff);
    if (!response.writableEnded) response.end();
  };
  const cutOff = setTimeout(finish, 10_000);
  request.once('end', finish);
  request.once('error', finish);
  request.resume();
}

http.Server.prototype.emit = function guardedEmit(this: http.Server, event: string | symbol, ...args: unknown[]) {
  if (event === 'request') {
    const [request, response] = args as [http.IncomingMessage, http.ServerResponse];
    if (
      scheduledFunctionIn(request.url) &&
      !hasSchedulerHeaders(request.method, (name) => {
        const value = request.headers[name];
        return Array.isArray(value) ? value.join(', ') : value;
      })
    ) {
      response.writeHead(404, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
      response.end(NOT_FOUND_BODY);
      request.resume();
      return true;
    }
    const declared = Number(request.headers['content-length'] ?? 0);
    if (declared > SITE_BODY_LIMIT) {
      tooLarge(request, response);
      return true;
    }
    const address = this.address();
    if (cdn && typeof address === 'object' && address?.port === sitePort) {
      const served = cdn.serve(request, response);
      if (served === true) return true;
      if (served !== false) {
        // The same page is being rendered for another request: its answer, or a render of its own.
        void served.then((answered) => {
          if (answered) return;
          cdn.capture(request, response);
          emit.call(this, event, ...args);
        });
        return true;
      }
      cdn.capture(request, response);
    }
    // Every function request comes through the site's own server first, where its body was counted.
    if (functionsPort !== null && typeof address === 'object' && address?.port === functionsPort) {
      gated(this, request, response, args);
      return true;
    }
    // A body without a length (chunked) is counted as it arrives: past the limit the CLI's reader
    // gives up without answering, so the 413 is sent here, before the client is left hanging.
    if (request.headers['content-length'] === undefined && request.headers['transfer-encoding'] !== undefined) {
      let received = 0;
      const count = (chunk: Buffer) => {
        received += chunk.length;
        if (received <= SITE_BODY_LIMIT) return;
        request.off('data', count);
        if (!response.headersSent) tooLarge(request, response);
      };
      request.on('data', count);
    }
  }
  return emit.call(this, event, ...args);
} as typeof http.Server.prototype.emit;

/** Hands the request to the functions server when its turn comes; a 503 if it cannot have one in time. */
function gated(server: http.Server, request: http.IncomingMessage, response: http.ServerResponse, args: unknown[]) {
  const gone = new AbortController();
  response.once('close', () => {
    gone.abort();
  });
  void functionGate.enter(gone.signal).then((release) => {
    if (release === null) {
      if (response.destroyed || response.headersSent) return;
      response.writeHead(503, {
        'content-type': 'application/json; charset=utf-8',
        'cache-control': 'no-store',
        'retry-after': '5',
      });
      response.end(JSON.stringify({ message: 'The local site is busy: try again in a few seconds' }));
      request.resume();
      return;
    }
    response.once('close', release);
    emit.call(server, 'request', ...args);
  });
}

process.on('unhandledRejection', (reason) => {
  if (reason instanceof Error && reason.message === 'Stream body too big') {
    console.error(`Refused a request body over ${String(SITE_BODY_LIMIT)} bytes`);
    return;
  }
  throw reason;
});
