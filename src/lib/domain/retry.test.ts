import { describe, expect, it } from 'vitest';
import { backoffDelay, withRetry } from './retry.ts';

describe('backoff', () => {
  it('starts at 200 ms and doubles', () => {
    expect([0, 1, 2, 3].map((attempt) => backoffDelay(attempt))).toEqual([200, 400, 800, 1600]);
  });

  it('retries retryable failures with growing waits, then succeeds', async () => {
    const waits: number[] = [];
    let calls = 0;
    const result = await withRetry(
      () => {
        calls += 1;
        return calls < 3 ? Promise.reject(new Error('network')) : Promise.resolve('ok');
      },
      { retries: 5, isRetryable: () => true, sleep: (ms) => Promise.resolve(void waits.push(ms)) },
    );
    expect(result).toBe('ok');
    expect(waits).toEqual([200, 400]);
  });

  it('gives up after the last retry and rethrows the error', async () => {
    const waits: number[] = [];
    await expect(
      withRetry(() => Promise.reject(new Error('down')), {
        retries: 2,
        isRetryable: () => true,
        sleep: (ms) => Promise.resolve(void waits.push(ms)),
      }),
    ).rejects.toThrow('down');
    expect(waits).toEqual([200, 400]);
  });

  it('does not retry an error that is not retryable', async () => {
    let calls = 0;
    await expect(
      withRetry(
        () => {
          calls += 1;
          return Promise.reject(new Error('invalid credentials'));
        },
        { retries: 3, isRetryable: () => false },
      ),
    ).rejects.toThrow('invalid credentials');
    expect(calls).toBe(1);
  });
});
