import { spawn, type ChildProcess } from 'node:child_process';
import { appendFile, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The guard as the Netlify CLI runs with it: preloaded into a process that
 * serves a slow "functions server" on the port named by --functions-port and
 * another server beside it.
 */
const GUARD = fileURLToPath(new URL('./site-guard.ts', import.meta.url));
const SERVER = `
import http from 'node:http';
const [functionsPort, otherPort] = process.argv.slice(-2).map(Number);
let running = 0;
let most = 0;
const slow = (request, response) => {
  running += 1;
  most = Math.max(most, running);
  setTimeout(() => {
    running -= 1;
    response.end(String(most));
  }, 150);
};
http.createServer(slow).listen(functionsPort);
http.createServer(slow).listen(otherPort, () => console.log('ready'));
`;

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (typeof address !== 'object' || address === null) throw new Error('no port');
  return address.port;
}

/** A process running `script` with the guard preloaded; resolves once it prints "ready". */
async function guarded(script: string, args: string[], env: Record<string, string>): Promise<ChildProcess> {
  const started = spawn(process.execPath, ['--import', GUARD, '--input-type=module', '-e', script, '--', ...args], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    started.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('ready')) resolve();
    });
    started.once('exit', (code) => {
      reject(new Error(`exited with ${String(code)}`));
    });
  });
  return started;
}

let child: ChildProcess;
let functionsPort = 0;
let otherPort = 0;

beforeAll(async () => {
  [functionsPort, otherPort] = [await freePort(), await freePort()];
  child = await guarded(SERVER, ['--functions-port', String(functionsPort), String(otherPort)], {
    SITE_FUNCTION_CONCURRENCY: '2',
    SITE_FUNCTION_MAX_WAIT_MS: '400',
  });
}, 30_000);

afterAll(() => {
  child.kill();
});

const burst = (port: number, count: number) =>
  Promise.all(
    Array.from({ length: count }, async () => {
      const response = await fetch(`http://127.0.0.1:${String(port)}/vehicles/id/x`);
      return { status: response.status, body: await response.text(), retry: response.headers.get('retry-after') };
    }),
  );

describe('the site guard under a burst of requests', () => {
  it('lets the functions server run two at a time, and the others in turn', async () => {
    const answers = await burst(functionsPort, 4);
    expect(answers.map(({ status }) => status)).toEqual([200, 200, 200, 200]);
    expect(Math.max(...answers.map(({ body }) => Number(body)))).toBe(2);
  });

  it('answers 503 with Retry-After to a request that would wait too long', async () => {
    const answers = await burst(functionsPort, 12);
    const refused = answers.filter(({ status }) => status === 503);
    expect(refused.length).toBeGreaterThan(0);
    expect(refused.every(({ retry }) => retry === '5')).toBe(true);
    expect(answers.filter(({ status }) => status === 200).length).toBeGreaterThanOrEqual(4);
  });

  it('leaves other servers alone', async () => {
    const answers = await burst(otherPort, 6);
    expect(answers.map(({ status }) => status)).toEqual([200, 200, 200, 200, 200, 200]);
  });
});

const PAGE = `
import http from 'node:http';
const port = Number(process.argv.at(-1));
let renders = 0;
http
  .createServer((request, response) => {
    renders += 1;
    response.setHeader('netlify-cdn-cache-control', 'public, durable, max-age=86400');
    response.setHeader('netlify-cache-tag', 'listing-a,sitemap');
    response.end(String(renders));
  })
  .listen(port, () => console.log('ready'));
`;

describe('the site guard under netlify serve', () => {
  it('keeps a page rendered on demand until the site records a purge of one of its tags', async () => {
    const port = await freePort();
    const log = join(await mkdtemp(join(tmpdir(), 'site-guard-')), 'purges.jsonl');
    const served = await guarded(PAGE, ['serve', '--port', String(port)], { CACHE_PURGE_LOG: log });
    try {
      const get = async () => (await fetch(`http://127.0.0.1:${String(port)}/vehicles/id/a`)).text();
      expect([await get(), await get()]).toEqual(['1', '1']);
      await appendFile(log, `${JSON.stringify({ tags: ['listing-b'], at: new Date().toISOString() })}\n`);
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(await get()).toBe('1');
      await appendFile(log, `${JSON.stringify({ tags: ['listing-a'], at: new Date().toISOString() })}\n`);
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect([await get(), await get()]).toEqual(['2', '2']);
    } finally {
      served.kill();
    }
  });
});
