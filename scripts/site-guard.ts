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
 */
import { EventEmitter } from 'node:events';
import http from 'node:http';
import net from 'node:net';
import { fileURLToPath } from 'node:url';
import { scheduledFunctions } from '../netlify/functions/_shared/schedule.ts';
import { NOT_FOUND_BODY, hasSchedulerHeaders } from '../netlify/functions/_shared/scheduled.ts';

/** Netlify Functions' request payload limit; the CLI's own check uses the same number. */
export const SITE_BODY_LIMIT = 6_000_000;
const host = process.env.SITE_HOST ?? '127.0.0.1';
const scheduled = new Set(
  (await scheduledFunctions(fileURLToPath(new URL('../netlify/functions/', import.meta.url)))).map(({ name }) => name),
);

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
  response.end(body);
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

process.on('unhandledRejection', (reason) => {
  if (reason instanceof Error && reason.message === 'Stream body too big') {
    console.error(`Refused a request body over ${String(SITE_BODY_LIMIT)} bytes`);
    return;
  }
  throw reason;
});
