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

export async function startProductionServer(options: { root: string; port?: number }): Promise<ProductionServer> {
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
  ) => {
    const type = head['content-type'] ?? head['Content-Type'] ?? '';
    const encoding = COMPRESSIBLE.test(type) && body.length > 1024 ? encodingFor(request) : null;
    let payload = body;
    if (encoding) {
      const key = cacheKey ? `${encoding}:${cacheKey}` : null;
      payload = (key && compressed.get(key)) || compress(body, encoding, key ? 'static' : 'dynamic');
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
        send(request, response, answer.status, head, Buffer.from(await answer.arrayBuffer()), null);
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
