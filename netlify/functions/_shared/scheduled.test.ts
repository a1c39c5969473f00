import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { scheduledFunctions } from './schedule.ts';
import { isScheduledInvocation, scheduledInvocation, scheduledOnly } from './scheduled.ts';

const url = 'http://localhost/.netlify/functions/job';

describe('scheduled functions run for the scheduler only', () => {
  it('accepts what the scheduler sends and nothing else', async () => {
    const nextRun = new Date('2026-11-29T04:00:00Z');
    expect(await isScheduledInvocation(new Request(url, scheduledInvocation(nextRun, '')), '')).toBe(true);
    expect(await isScheduledInvocation(new Request(url))).toBe(false);
    expect(await isScheduledInvocation(new Request(url, { method: 'POST' }))).toBe(false);
    expect(
      await isScheduledInvocation(
        new Request(url, { method: 'POST', headers: { 'x-nf-event': 'schedule' }, body: '{"next_run":"soon"}' }),
      ),
    ).toBe(false);
    expect(
      await isScheduledInvocation(
        new Request(url, { method: 'POST', body: JSON.stringify({ next_run: nextRun.toISOString() }) }),
      ),
    ).toBe(false);
  });

  it('needs the local secret where one is set', async () => {
    const nextRun = new Date();
    expect(await isScheduledInvocation(new Request(url, scheduledInvocation(nextRun, 's3')), 's3')).toBe(true);
    expect(await isScheduledInvocation(new Request(url, scheduledInvocation(nextRun, 'other')), 's3')).toBe(false);
    expect(await isScheduledInvocation(new Request(url, scheduledInvocation(nextRun, '')), 's3')).toBe(false);
  });

  it('answers 404 without running the job to anyone but the scheduler', async () => {
    let runs = 0;
    const handler = scheduledOnly(() => {
      runs += 1;
      return Promise.resolve(new Response('ran'));
    });
    expect((await handler(new Request(url))).status).toBe(404);
    expect((await handler(new Request(url, { method: 'POST', body: '{}' }))).status).toBe(404);
    expect(runs).toBe(0);
    delete process.env.SCHEDULE_SECRET;
    expect(await (await handler(new Request(url, scheduledInvocation(new Date())))).text()).toBe('ran');
    expect(runs).toBe(1);
  });

  it('guards every scheduled function: an anonymous GET or POST gets 404 before any job starts', async () => {
    const functions = await scheduledFunctions(fileURLToPath(new URL('..', import.meta.url)));
    expect(functions.length).toBeGreaterThanOrEqual(5);
    // No service key: a job that started would fail with 500, not answer 404.
    delete process.env.SUPABASE_SERVICE_ROLE_KEY;
    for (const { name } of functions) {
      const module = (await import(`../${name}.ts`)) as { default: (request: Request) => Promise<Response> };
      for (const init of [{}, { method: 'POST', body: '{}' }]) {
        const response = await module.default(new Request(`http://localhost/.netlify/functions/${name}`, init));
        expect(response.status, name).toBe(404);
      }
    }
  });
});
