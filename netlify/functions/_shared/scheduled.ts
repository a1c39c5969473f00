/**
 * Only the scheduler starts a scheduled function. Netlify's scheduler invokes
 * one with a POST whose JSON body carries `next_run` and an
 * `X-NF-Event: schedule` header, and the platform refuses outside calls. The
 * CLI's local runtime (`netlify serve` / `netlify dev`) does not: it runs a
 * scheduled function for any request to /.netlify/functions/{name}, adding
 * that body and header itself. So every scheduled function checks the
 * invocation and answers 404, as to a path that does not exist, to anything
 * but the scheduler; and where SCHEDULE_SECRET is set (scripts/with-stack.ts
 * sets a fresh one for the site it starts) the scheduler's request must also
 * carry it in X-Schedule-Secret, which only the local runner
 * (with-stack.ts --schedules) knows. scripts/site-guard.ts answers 404 for
 * those paths before the CLI sees a request without it.
 *
 * No relative imports: the site guard loads this file into the CLI as is.
 */

export const SCHEDULE_EVENT_HEADER = 'x-nf-event';
export const SCHEDULE_EVENT = 'schedule';
export const SCHEDULE_SECRET_HEADER = 'x-schedule-secret';

/** The request the scheduler sends: what the local runner posts to /.netlify/functions/{name}. */
export function scheduledInvocation(nextRun: Date, secret = process.env.SCHEDULE_SECRET): RequestInit {
  return {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [SCHEDULE_EVENT_HEADER]: SCHEDULE_EVENT,
      ...(secret ? { [SCHEDULE_SECRET_HEADER]: secret } : {}),
    },
    body: JSON.stringify({ next_run: nextRun.toISOString() }),
  };
}

/** Whether the method and headers are the scheduler's (the body is checked by isScheduledInvocation). */
export function hasSchedulerHeaders(
  method: string | undefined,
  header: (name: string) => string | null | undefined,
  secret = process.env.SCHEDULE_SECRET,
): boolean {
  if (method?.toUpperCase() !== 'POST') return false;
  if (header(SCHEDULE_EVENT_HEADER)?.toLowerCase() !== SCHEDULE_EVENT) return false;
  return !secret || header(SCHEDULE_SECRET_HEADER) === secret;
}

/** Whether a request is the scheduler's: a POST with the schedule event header and a JSON body naming the next run. */
export async function isScheduledInvocation(request: Request, secret = process.env.SCHEDULE_SECRET): Promise<boolean> {
  if (!hasSchedulerHeaders(request.method, (name) => request.headers.get(name), secret)) return false;
  const text = await request.text().catch(() => '');
  if (text.length > 1_000) return false;
  try {
    const body: unknown = JSON.parse(text);
    if (typeof body !== 'object' || body === null) return false;
    const nextRun = (body as { next_run?: unknown }).next_run;
    return typeof nextRun === 'string' && !Number.isNaN(Date.parse(nextRun));
  } catch {
    return false;
  }
}

export const NOT_FOUND_BODY = JSON.stringify({ message: 'Not found' });

/** A scheduled function's handler that runs `job` for the scheduler and answers 404 to anyone else. */
export function scheduledOnly(job: () => Promise<Response>): (request: Request) => Promise<Response> {
  return async (request) => {
    if (!(await isScheduledInvocation(request))) {
      return new Response(NOT_FOUND_BODY, {
        status: 404,
        headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
      });
    }
    return job();
  };
}
