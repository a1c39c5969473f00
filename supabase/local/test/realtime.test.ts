/**
 * Conformance: Realtime's postgres_changes over the Phoenix v2 protocol.
 * Deleted rows reach only subscribers who could read them, with the
 * primary key only, and joins are capped so one socket cannot stall
 * delivery for everyone.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { signJwt } from '../jwt.ts';
import { MAX_BINDINGS_PER_CHANNEL, MAX_CHANNELS_PER_SOCKET } from '../realtime.ts';
import { startConformanceStack } from './support.ts';
import type { ConformanceStack } from './support.ts';

const OWNER = '00000000-0000-4000-8000-00000000000a';

const SCHEMA = `
create table public.secrets (id int primary key, owner uuid not null, body text not null);
alter table public.secrets enable row level security;
create policy "Owners read their secrets" on public.secrets for select to authenticated
  using (owner = (select auth.uid()));
alter publication supabase_realtime add table public.secrets;
`;

type Frame = [string | null, string | null, string, string, Record<string, unknown>];

class Socket {
  readonly frames: Frame[] = [];
  private readonly ws: WebSocket;
  private constructor(ws: WebSocket) {
    this.ws = ws;
    ws.on('message', (data: Buffer) => this.frames.push(JSON.parse(data.toString('utf8')) as Frame));
  }

  static async open(stack: ConformanceStack): Promise<Socket> {
    const ws = new WebSocket(
      `${stack.url.replace('http', 'ws')}/realtime/v1/websocket?apikey=${stack.anonKey}&vsn=2.0.0`,
    );
    await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
    return new Socket(ws);
  }

  async join(topic: string, bindings: unknown[], accessToken?: string): Promise<Record<string, unknown>> {
    const ref = String(this.frames.length + Math.random());
    this.ws.send(
      JSON.stringify([
        ref,
        ref,
        `realtime:${topic}`,
        'phx_join',
        { config: { postgres_changes: bindings }, ...(accessToken ? { access_token: accessToken } : {}) },
      ]),
    );
    const reply = await this.waitFor((frame) => frame[1] === ref && frame[3] === 'phx_reply');
    return reply[4];
  }

  async waitFor(predicate: (frame: Frame) => boolean, timeoutMs = 5_000): Promise<Frame> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.frames.find(predicate);
      if (found) return found;
      if (Date.now() > deadline) throw new Error('timed out waiting for a frame');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  changes(): Frame[] {
    return this.frames.filter((frame) => frame[3] === 'postgres_changes');
  }

  close(): void {
    this.ws.terminate();
  }
}

describe('Realtime conformance', () => {
  let stack: ConformanceStack;
  beforeAll(async () => {
    stack = await startConformanceStack({ '20260101000000_secrets.sql': SCHEMA });
  });
  afterAll(async () => {
    await stack.stop();
  });

  it('sends a deleted row only to subscribers who could read it, with its primary key only', async () => {
    await stack.db.transaction((tx) => tx.query(`insert into public.secrets values (1, $1, 'meet at noon')`, [OWNER]));
    const owner = await Socket.open(stack);
    const token = signJwt(
      { sub: OWNER, role: 'authenticated', aud: 'authenticated', exp: Math.floor(Date.now() / 1000) + 600 },
      stack.jwtSecret,
    );
    expect(
      await owner.join(
        'own',
        [{ event: 'DELETE', schema: 'public', table: 'secrets', filter: 'body=eq.meet at noon' }],
        token,
      ),
    ).toMatchObject({ status: 'ok', response: { postgres_changes: [{ event: 'DELETE', table: 'secrets' }] } });
    const guesser = await Socket.open(stack);
    expect(
      await guesser.join('guess', [
        { event: 'DELETE', schema: 'public', table: 'secrets', filter: 'body=eq.meet at noon' },
      ]),
    ).toMatchObject({ status: 'ok', response: { postgres_changes: [{ event: 'DELETE' }] } });
    const watcher = await Socket.open(stack);
    await watcher.join('all', [{ event: '*', schema: 'public', table: 'secrets' }]);

    await stack.db.transaction((tx) => tx.query('delete from public.secrets where id = 1'));
    const change = await owner.waitFor((frame) => frame[3] === 'postgres_changes');
    expect(change[4]).toMatchObject({ data: { type: 'DELETE', table: 'secrets', old_record: { id: 1 } } });
    expect(Object.keys((change[4].data as { old_record: object }).old_record)).toEqual(['id']);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(guesser.changes()).toEqual([]);
    expect(watcher.changes()).toEqual([]);
    for (const socket of [owner, guesser, watcher]) socket.close();
  });

  it(`refuses a join with more than ${MAX_BINDINGS_PER_CHANNEL} bindings`, async () => {
    const socket = await Socket.open(stack);
    const bindings = Array.from({ length: MAX_BINDINGS_PER_CHANNEL + 1 }, (_, index) => ({
      event: 'INSERT',
      schema: 'public',
      table: 'secrets',
      filter: `id=eq.${index}`,
    }));
    expect(await socket.join('many', bindings)).toEqual({
      status: 'error',
      response: { reason: `Too many postgres_changes bindings: at most ${MAX_BINDINGS_PER_CHANNEL} per channel` },
    });
    socket.close();
  });

  it(`refuses a socket's channel beyond the ${MAX_CHANNELS_PER_SOCKET}th`, async () => {
    const socket = await Socket.open(stack);
    for (let index = 0; index < MAX_CHANNELS_PER_SOCKET; index += 1) {
      expect(await socket.join(`c${index}`, [])).toEqual({ status: 'ok', response: { postgres_changes: [] } });
    }
    expect(await socket.join('one-too-many', [])).toEqual({
      status: 'error',
      response: { reason: 'Too many channels' },
    });
    socket.close();
  });
});
