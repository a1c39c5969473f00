import { describe, expect, it } from 'vitest';
import { runBatches } from './batches.ts';

describe('runBatches', () => {
  it('calls until the step says done, adding up its counts', async () => {
    const answers = [
      { listings: 50, newMatches: 3, done: false },
      { listings: 50, newMatches: 0, done: false },
      { listings: 7, newMatches: 2, done: true },
    ];
    const step = () => {
      const answer = answers.shift();
      return answer ? Promise.resolve(answer) : Promise.reject(new Error('called after done'));
    };
    const result = await runBatches(['listings', 'newMatches'], step, 1_000);
    expect(result).toEqual({ listings: 107, newMatches: 5, done: true, calls: 3 });
  });

  it('stops when its time is spent and says it is not done', async () => {
    let calls = 0;
    const step = async () => {
      calls += 1;
      await new Promise((resolve) => setTimeout(resolve, 15));
      return { aged: 1, done: false };
    };
    const result = await runBatches(['aged'], step, 40);
    expect(result.done).toBe(false);
    expect(result.calls).toBe(calls);
    expect(result.aged).toBe(calls);
    expect(calls).toBeGreaterThanOrEqual(2);
    expect(calls).toBeLessThanOrEqual(4);
  });

  it('lets a failing step fail the run', async () => {
    await expect(runBatches(['aged'], () => Promise.reject(new Error('database down')), 1_000)).rejects.toThrow(
      'database down',
    );
  });
});
