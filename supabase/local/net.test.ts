import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isRetryable, retryDelay, startNetWorker } from './net.ts';
import { recordingDb } from './test/fakes.ts';

describe('retryDelay and isRetryable', () => {
  it.each([
    [1, 1000],
    [2, 2000],
    [4, 8000],
    [10, 60_000],
  ])('waits before attempt %i + 1: %i ms (doubling, at most a minute)', (attempt, delay) => {
    expect(retryDelay(attempt, 1000, 60_000)).toBe(delay);
  });

  it.each([
    [null, true],
    [429, true],
    [503, true],
    [200, false],
    [401, false],
  ])('retries status %s: %s', (status, retryable) => {
    expect(isRetryable({ status })).toBe(retryable);
  });
});

describe('the worker’s wake-ups', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const claims = (statements: { sql: string }[]) =>
    statements.filter((statement) => statement.sql.includes('returning q.id')).length;

  it('leaves an empty queue alone until a request is queued (which notifies)', async () => {
    const { db, statements } = recordingDb((sql) => (sql.includes('min(next_attempt_at)') ? [{ ms: null }] : []));
    const worker = await startNetWorker(db, { pollMs: 50 });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(claims(statements)).toBe(1);
    await worker.stop();
  });

  it('looks again when the next waiting request is due, and at least every pollMs', async () => {
    let due = 120;
    const { db, statements } = recordingDb((sql) => (sql.includes('min(next_attempt_at)') ? [{ ms: due }] : []));
    const worker = await startNetWorker(db, { pollMs: 500 });
    expect(claims(statements)).toBe(1);
    await vi.advanceTimersByTimeAsync(119);
    expect(claims(statements)).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(claims(statements)).toBe(2);
    due = 60_000;
    await vi.advanceTimersByTimeAsync(500);
    expect(claims(statements)).toBe(3);
    await worker.stop();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(claims(statements)).toBe(3);
  });
});
