import { describe, expect, it } from 'vitest';
import { createGate } from './functionGate.ts';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('the functions gate', () => {
  it('runs at most its limit at once and lets the rest in, in order, as turns end', async () => {
    const gate = createGate({ limit: 2, maxQueue: 10, maxWaitMs: 1000 });
    const order: number[] = [];
    const turns = [1, 2, 3, 4].map((n) =>
      gate.enter().then((release) => {
        order.push(n);
        return release;
      }),
    );
    await tick();
    expect(order).toEqual([1, 2]);
    expect([gate.running, gate.waiting]).toEqual([2, 2]);
    (await turns[0])?.();
    (await turns[0])?.(); // a second release of the same turn changes nothing
    await tick();
    expect(order).toEqual([1, 2, 3]);
    expect([gate.running, gate.waiting]).toEqual([2, 1]);
    (await turns[1])?.();
    (await turns[2])?.();
    (await turns[3])?.();
    expect([gate.running, gate.waiting]).toEqual([0, 0]);
  });

  it('refuses at once when the queue is full, and after waiting too long', async () => {
    const gate = createGate({ limit: 1, maxQueue: 1, maxWaitMs: 30 });
    const first = await gate.enter();
    const waited = gate.enter();
    expect(await gate.enter()).toBeNull();
    expect(await waited).toBeNull();
    expect(gate.waiting).toBe(0);
    first?.();
    expect(gate.running).toBe(0);
  });

  it('drops a request whose client went away while it waited', async () => {
    const gate = createGate({ limit: 1, maxQueue: 5, maxWaitMs: 1000 });
    const first = await gate.enter();
    const gone = new AbortController();
    const waiting = gate.enter(gone.signal);
    gone.abort();
    expect(await waiting).toBeNull();
    expect(gate.waiting).toBe(0);
    first?.();
  });
});
