import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { nextScheduledRun, scheduleInSource, scheduledFunctions } from './schedule.ts';

describe('scheduled runs', () => {
  it('runs hourly jobs at the top of the next hour and daily ones at the next midnight UTC', () => {
    const now = new Date('2026-11-24T13:59:59.500Z');
    expect(nextScheduledRun('@hourly', now).toISOString()).toBe('2026-11-24T14:00:00.000Z');
    expect(nextScheduledRun('@hourly', new Date('2026-11-24T14:00:00Z')).toISOString()).toBe(
      '2026-11-24T15:00:00.000Z',
    );
    expect(nextScheduledRun('@daily', now).toISOString()).toBe('2026-11-25T00:00:00.000Z');
    expect(nextScheduledRun('@daily', new Date('2026-12-31T23:00:00Z')).toISOString()).toBe('2027-01-01T00:00:00.000Z');
  });

  it('runs every-N-minutes jobs on the next multiple of N past the hour', () => {
    expect(nextScheduledRun('*/5 * * * *', new Date('2026-11-24T13:57:30Z')).toISOString()).toBe(
      '2026-11-24T14:00:00.000Z',
    );
    expect(nextScheduledRun('*/5 * * * *', new Date('2026-11-24T14:05:00Z')).toISOString()).toBe(
      '2026-11-24T14:10:00.000Z',
    );
    expect(nextScheduledRun('*/15 * * * *', new Date('2026-12-31T23:50:00Z')).toISOString()).toBe(
      '2027-01-01T00:00:00.000Z',
    );
  });

  it('refuses schedules the local runner cannot follow', () => {
    expect(() => nextScheduledRun('*/7 * * * *', new Date())).toThrow(/unsupported schedule/);
    expect(() => nextScheduledRun('0 3 * * 1', new Date())).toThrow(/unsupported schedule/);
  });

  it("reads the sweep function's schedule from its source, as Netlify does", async () => {
    const source = await readFile(new URL('../sweep-stale-listings.ts', import.meta.url), 'utf8');
    expect(scheduleInSource(source)).toBe('@hourly');
    expect(scheduleInSource('export const config = { path: "/api/x" };')).toBeNull();
  });

  it('finds every scheduled function, each on a schedule the local runner follows', async () => {
    const functions = await scheduledFunctions(fileURLToPath(new URL('..', import.meta.url)));
    expect(functions).toEqual([
      { name: 'refresh-price-ratings', schedule: '@daily' },
      { name: 'refresh-search-words', schedule: '@hourly' },
      { name: 'reply-times', schedule: '@hourly' },
      { name: 'rerate-price-groups', schedule: '*/5 * * * *' },
      { name: 'saved-search-alerts-sweep', schedule: '@hourly' },
      { name: 'saved-search-digest', schedule: '@hourly' },
      { name: 'sweep-stale-listings', schedule: '@hourly' },
    ]);
    for (const { schedule } of functions) expect(() => nextScheduledRun(schedule, new Date())).not.toThrow();
  });
});
