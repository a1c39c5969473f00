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

  it('makes no call once its time is spent, and says it is not done', async () => {
    let calls = 0;
    const step = () => {
      calls += 1;
      return Promise.resolve({ aged: 1, done: false });
    };
    expect(await runBatches(['aged'], step, 0)).toEqual({ aged: 0, done: false, calls: 0 });
    expect(calls).toBe(0);
  });

  it('lets a failing step fail the run', async () => {
    await expect(runBatches(['aged'], () => Promise.reject(new Error('database down')), 1_000)).rejects.toThrow(
      'database down',
    );
  });
});
