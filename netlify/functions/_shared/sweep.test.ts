import type { SupabaseClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../../src/lib/database.types';
import { runSweep } from './sweep.ts';

/** A client whose sweep answers come from a list, recording each call's batch size. */
function fakeClient(answers: { data?: unknown; error?: { message: string } }[]) {
  const calls: unknown[] = [];
  const client = {
    rpc: (name: string, args: unknown) => {
      calls.push({ name, args });
      return Promise.resolve(answers.shift() ?? { data: { reminded: 0, paused: 0 }, error: null });
    },
  } as unknown as SupabaseClient<Database>;
  return { client, calls };
}

describe('the availability sweep run', () => {
  it('repeats while batches come back full, and adds them up', async () => {
    const { client, calls } = fakeClient([
      { data: { reminded: 2, paused: 0 } },
      { data: { reminded: 1, paused: 2 } },
      { data: { reminded: 0, paused: 1 } },
    ]);
    expect(await runSweep(client, { batchSize: 2 })).toEqual({ reminded: 3, paused: 3, rounds: 3 });
    expect(calls).toEqual(Array(3).fill({ name: 'sweep_stale_listings', args: { batch_size: 2 } }));
  });

  it('stops after its bound of rounds', async () => {
    const full = { data: { reminded: 1, paused: 1 } };
    const { client } = fakeClient([full, full, full, full]);
    expect(await runSweep(client, { batchSize: 1, maxRounds: 2 })).toEqual({ reminded: 2, paused: 2, rounds: 2 });
  });

  it('fails with the server message', async () => {
    const { client } = fakeClient([{ error: { message: 'permission denied' } }]);
    await expect(runSweep(client)).rejects.toThrow('the availability sweep failed: permission denied');
  });
});
