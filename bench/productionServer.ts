/**
 * The built site served the way Netlify's CDN serves it, for benchmarks that
 * need production conditions (Lighthouse): the files in dist/ with the
 * headers of netlify.toml and dist/_headers, the on-demand pages from the
 * built SSR function (.netlify/v1/functions/ssr, called in-process as
 * Netlify calls it), and every text response compressed (Brotli, else gzip)
 * as the CDN compresses it, and /.netlify/images resized and encoded as
 * Netlify Image CDN answers it (bench/imageCdn.ts). `astro preview` cannot serve the adapter's
 * function, and `netlify serve` neither compresses nor answers in production
 * time (its local function runtime adds hundreds of milliseconds).
 *
 * An on-demand page whose Netlify-CDN-Cache-Control (or CDN-Cache-Control)
 * lets the CDN keep it (a landing page, a listing's page) is kept after its
 * first answer and answered again without calling the function, as the CDN
 * answers a page it holds until a purge: the benchmarks' warm-up request
 * renders it, the measured ones get the CDN's copy. `cdnCache: false`
 * (BENCH_CDN_CACHE=off in the benchmarks) calls the function every time, to
 * measure a page as a CDN miss.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { extname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { parseAllHeaders, type Header } from '@netlify/headers-parser';
import { createImageCdn } from './imageCdn.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
};
const COMPRESSIBLE = /^(text\/|image\/svg|application\/(json|xml|manifest|javascript))/;

type Handler = (request: Request, context: unknown) => Promise<Response>;

export interface ProductionServer {
  url: string;
  close(): Promise<void>;
}

function encodingFor(request: IncomingMessage): 'br' | 'gzip' | null {
  const accepted = request.headers['accept-encoding'] ?? '';
  if (/\bbr\b/.test(accepted)) return 'br';
  return /\bgzip\b/.test(accepted) ? 'gzip' : null;
}

/** Whether the CDN may keep a response: its CDN cache header is public and gives it a lifetime. */
function cdnKeeps(head: Record<string, string>): boolean {
  const rule = head['netlify-cdn-cache-control'] ?? head['cdn-cache-control'] ?? '';
  return !/\b(private|no-store|no-cache)\b/.test(rule) && /\b(s-)?max-age=[1-9]/.test(rule);
}

function compress(body: Buffer, encoding: 'br' | 'gzip', quality: 'static' | 'dynamic'): Buffer {
  if (encoding === 'gzip') return gzipSync(body, { level: quality === 'static' ? 9 : 6 });
  return brotliCompressSync(body, {
    params: { [constants.BROTLI_PARAM_QUALITY]: quality === 'static' ? 11 : 5 },
  });
}

/** The file a path names in dist/: itself, or its folder's index.html. */
function fileFor(dist: string, pathname: string): string | null {
  const path = join(dist, decodeURIComponent(pathname));
  if (!path.startsWith(dist)) return null;
  for (const candidate of [path, join(path, 'index.html')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

export async function startProductionServer(options: {
  root: string;
  port?: number;
  /** Keep on-demand pages the CDN may keep (default true): see above. */
  cdnCache?: boolean;
}): Promise<ProductionServer> {
  const dist = resolve(options.root, 'dist');
  const { headers } = await parseAllHeaders({
    headersFiles: [join(dist, '_headers')],
    netlifyConfigPath: resolve(options.root, 'netlify.toml'),
    configHeaders: [],
    minimal: false,
  });
  const rules = headers as Header[];
  const ruleHeaders = (pathname: string) =>
    Object.assign({}, ...rules.filter((rule) => rule.forRegExp.test(pathname)).map((rule) => rule.values)) as Record<
      string,
      string
    >;
  const { default: ssr } = (await import(
    pathToFileURL(resolve(options.root, '.netlify/v1/functions/ssr/ssr.mjs')).href
  )) as { default: Handler };
  const context = { next: () => Promise.resolve(new Response(null, { status: 404 })) };
  const compressed = new Map<string, Buffer>();
  /** The CDN's copies of on-demand pages, by path and query. */
  const cdn =
    options.cdnCache === false
      ? null
      : new Map<string, { status: number; head: Record<string, string>; body: Buffer }>();
  // The local stack's public bucket, as netlify.toml's remote_images allows it.
  const imageCdn = createImageCdn(
    (source) =>
      ['127.0.0.1', 'localhost'].includes(source.hostname) &&
      source.pathname.startsWith('/storage/v1/object/public/vehicle-images/'),
  );

  const send = (
    request: IncomingMessage,
    response: ServerResponse,
    status: number,
    head: Record<string, string>,
    body: Buffer,
    cacheKey: string | null,
    quality: 'static' | 'dynamic' = cacheKey ? 'static' : 'dynamic',
  ) => {
    const type = head['content-type'] ?? head['Content-Type'] ?? '';
    const encoding = COMPRESSIBLE.test(type) && body.length > 1024 ? encodingFor(request) : null;
    let payload = body;
    if (encoding) {
      const key = cacheKey ? `${encoding}:${cacheKey}` : null;
      payload = (key && compressed.get(key)) || compress(body, encoding, quality);
      if (key) compressed.set(key, payload);
      head['content-encoding'] = encoding;
    }
    response.writeHead(status, { ...head, vary: 'Accept-Encoding', 'content-length': String(payload.length) });
    response.end(request.method === 'HEAD' ? undefined : payload);
  };

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname === '/.netlify/images') {
      void imageCdn(url, request.headers.accept ?? '').then((answer) => {
        response.writeHead(answer.status, { ...answer.headers, 'content-length': String(answer.body.length) });
        response.end(request.method === 'HEAD' ? undefined : answer.body);
      });
      return;
    }
    const file = fileFor(dist, url.pathname);
    if (file) {
      const head = { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', ...ruleHeaders(url.pathname) };
      send(request, response, 200, head, readFileSync(file), file);
      return;
    }
    const page = url.pathname + url.search;
    const held = request.method === 'GET' || request.method === 'HEAD' ? cdn?.get(page) : undefined;
    if (held) {
      // Compressed as when it was rendered, once.
      send(request, response, held.status, { ...held.head }, held.body, `cdn:${page}`, 'dynamic');
      return;
    }
    const headersIn = new Headers();
    for (const [name, value] of Object.entries(request.headers)) {
      if (typeof value === 'string') headersIn.set(name, value);
    }
    void ssr(
      new Request(new URL(url.pathname + url.search, `http://${request.headers.host ?? 'localhost'}`), {
        method: request.method ?? 'GET',
        headers: headersIn,
      }),
      context,
    )
      .then(async (answer) => {
        const head: Record<string, string> = {};
        answer.headers.forEach((value, name) => {
          if (name !== 'content-length' && name !== 'content-encoding') head[name] = value;
        });
        const body = Buffer.from(await answer.arrayBuffer());
        if (cdn && request.method === 'GET' && answer.status === 200 && cdnKeeps(head)) {
          cdn.set(page, { status: answer.status, head: { ...head }, body });
        }
        send(request, response, answer.status, head, body, null);
      })
      .catch((error: unknown) => {
        console.error('The on-demand function failed', error);
        response.writeHead(500).end();
      });
  });
  await new Promise<void>((done) => server.listen(options.port ?? 0, '127.0.0.1', done));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('The server has no port');
  return {
    url: `http://127.0.0.1:${String(address.port)}`,
    close: () => new Promise((done) => server.close(() => done())),
  };
}
