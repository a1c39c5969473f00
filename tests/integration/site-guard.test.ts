/**
 * The guard `npm start` preloads into the Netlify CLI: servers bind to
 * 127.0.0.1 unless SITE_HOST says otherwise, bodies over 6 MB get a 413, and
 * an oversized body the server meets anyway does not end the process.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { afterEach, describe, expect, it } from 'vitest';
import { scheduledInvocation } from '../../netlify/functions/_shared/scheduled.ts';

// A stand-in for the CLI's server: listens as the CLI does (no host), echoes the body size,
// and on /reject fails the way the CLI's body reader does past its limit.
const SERVER = `
import http from 'node:http';
const server = http.createServer((req, res) => {
  if (req.url === '/reject') {
    void Promise.reject(new Error('Stream body too big'));
    res.end('rejected');
    return;
  }
  let size = 0;
  req.on('data', (chunk) => {
    size += chunk.length;
    // Like the CLI's body reader: past 6 MB it rejects and never answers.
    if (process.env.STAND_IN === 'cli' && size > 6e6) void Promise.reject(new Error('Stream body too big'));
  });
  req.on('end', () => {
    if (process.env.STAND_IN !== 'cli' || size <= 6e6) res.end(String(size));
  });
});
server.listen(process.env.LISTEN_AS === 'options' ? { port: 0 } : 0, () => {
  console.log(JSON.stringify(server.address()));
});
`;

let child: ChildProcess | null = null;

afterEach(() => {
  child?.kill();
  child = null;
});

async function startGuarded(env: Record<string, string> = {}): Promise<{ address: string; url: string }> {
  child = spawn(process.execPath, ['--import=./scripts/site-guard.ts', '--input-type=module', '-e', SERVER], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const stdout = child.stdout;
  if (!stdout) throw new Error('no stdout');
  const [line] = (await once(createInterface({ input: stdout }), 'line')) as [string];
  const { address, port } = JSON.parse(line) as { address: string; port: number };
  return { address, url: `http://127.0.0.1:${String(port)}` };
}

describe('site guard', () => {
  it.each(['port', 'options'])('binds a server that names no host to 127.0.0.1 (listen by %s)', async (style) => {
    const { address } = await startGuarded({ LISTEN_AS: style });
    expect(address).toBe('127.0.0.1');
  });

  it('binds to SITE_HOST when it is set', async () => {
    const { address } = await startGuarded({ SITE_HOST: '0.0.0.0' });
    expect(address).toBe('0.0.0.0');
  });

  it('answers 413 to a body over 6 MB and keeps serving', async () => {
    const { url } = await startGuarded();
    const big = await fetch(`${url}/api/account`, { method: 'POST', body: new Uint8Array(6_000_001) });
    expect(big.status).toBe(413);
    expect(await big.json()).toEqual({ message: 'The request body is larger than 6 MB' });
    const fits = await fetch(`${url}/api/account`, { method: 'POST', body: new Uint8Array(6_000_000) });
    expect(fits.status).toBe(200);
    expect(await fits.text()).toBe('6000000');
  });

  it('answers 413 to a chunked body once it passes 6 MB, before the server gives up on it', async () => {
    const { url } = await startGuarded({ STAND_IN: 'cli' });
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let chunk = 0; chunk < 7; chunk += 1) controller.enqueue(new Uint8Array(1_000_000));
        controller.close();
      },
    });
    const big = await fetch(`${url}/api/account`, { method: 'POST', body, duplex: 'half' } as RequestInit);
    expect(big.status).toBe(413);
    expect(await big.json()).toEqual({ message: 'The request body is larger than 6 MB' });
    const fits = await fetch(`${url}/api/account`, { method: 'POST', body: 'small' });
    expect(await fits.text()).toBe('5');
  });

  it('survives the CLI’s own body-too-big failure', async () => {
    const { url } = await startGuarded();
    expect(await (await fetch(`${url}/reject`, { method: 'POST', body: 'x' })).text()).toBe('rejected');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(child?.exitCode).toBeNull();
    expect((await fetch(url)).status).toBe(200);
  });

  it('answers 404 to a scheduled function unless the local scheduler asks, and lets the scheduler through', async () => {
    const { url } = await startGuarded({ SCHEDULE_SECRET: 'local-secret' });
    for (const name of [
      'sweep-stale-listings',
      'saved-search-digest',
      'refresh-price-ratings',
      'rerate-price-groups',
      'refresh-search-words',
    ]) {
      const anonymous = await fetch(`${url}/.netlify/functions/${name}`);
      expect(anonymous.status).toBe(404);
      expect(await anonymous.json()).toEqual({ message: 'Not found' });
      const posing = await fetch(`${url}/.netlify/functions/${name}`, {
        method: 'POST',
        headers: { 'x-nf-event': 'schedule' },
        body: JSON.stringify({ next_run: new Date().toISOString() }),
      });
      expect(posing.status).toBe(404);
      await posing.arrayBuffer();
    }
    const scheduler = await fetch(
      `${url}/.netlify/functions/sweep-stale-listings`,
      scheduledInvocation(new Date(), 'local-secret'),
    );
    expect(scheduler.status).toBe(200);
    await scheduler.arrayBuffer();
    expect((await fetch(`${url}/.netlify/functions/account`)).status).toBe(200);
  });
});
