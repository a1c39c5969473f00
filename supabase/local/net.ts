/**
 * The pg_net worker of the local stack. net.http_post() (platform/40_net.sql)
 * queues a request in net.http_request_queue and notifies `net_local` when
 * its transaction commits; this worker sends due requests, records each
 * outcome in net._http_response as pg_net does, and retries what failed to
 * arrive (no answer, a timeout, 429 or 5xx) with exponential backoff.
 * The queue is a table, so requests queued while the stack was down, or
 * still waiting for a retry, are sent after the next start.
 */
import type { Db, Row } from './db.ts';

export interface NetOptions {
  /** Attempts per request before it is recorded as failed. Default 8. */
  maxAttempts?: number;
  /** Delay before the first retry; doubles each time. Default 1000 ms. */
  retryBaseMs?: number;
  /** Longest delay between two attempts. Default 60 s. */
  retryMaxMs?: number;
  /**
   * Longest wait between two checks of the queue while requests wait in it
   * (the worker wakes when the next retry is due, or on a notification).
   * An empty queue is not polled: every request queued notifies. Default 500 ms.
   */
  pollMs?: number;
}

export interface NetWorker {
  stop(): Promise<void>;
}

interface Due extends Row {
  id: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  body: string | null;
  timeout_milliseconds: number;
  attempts: number;
}

interface Outcome {
  status: number | null;
  contentType: string | null;
  headers: Record<string, string> | null;
  content: string | null;
  timedOut: boolean;
  error: string | null;
}

/** Claimed requests are leased for this long, so a second worker on the same database skips them. */
const LEASE = '5 minutes';
const MAX_CONTENT = 64 * 1024;
const BATCH = 20;

/** Delay before attempt `attempt + 1` (attempt counts from 1). */
export function retryDelay(attempt: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, attempt - 1));
}

/** Whether an outcome is worth another attempt: nothing arrived, or the target said "later". */
export function isRetryable(outcome: Pick<Outcome, 'status'>): boolean {
  return outcome.status === null || outcome.status === 429 || outcome.status >= 500;
}

async function send(request: Due): Promise<Outcome> {
  try {
    const response = await fetch(request.url, {
      method: request.method,
      headers: request.headers,
      body: request.body,
      signal: AbortSignal.timeout(request.timeout_milliseconds),
    });
    const content = (await response.text()).slice(0, MAX_CONTENT);
    return {
      status: response.status,
      contentType: response.headers.get('content-type'),
      headers: Object.fromEntries(response.headers),
      content,
      timedOut: false,
      error: null,
    };
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : '';
    return {
      status: null,
      contentType: null,
      headers: null,
      content: null,
      timedOut,
      error: timedOut
        ? `Timeout of ${String(request.timeout_milliseconds)} ms reached`
        : `${error instanceof Error ? error.message : String(error)}${cause}`,
    };
  }
}

export async function startNetWorker(db: Db, options: NetOptions = {}): Promise<NetWorker> {
  const maxAttempts = options.maxAttempts ?? 8;
  const retryBaseMs = options.retryBaseMs ?? 1000;
  const retryMaxMs = options.retryMaxMs ?? 60_000;
  const pollMs = options.pollMs ?? 500;

  // Leases from a stack that stopped mid-send, and retries that were waiting, are due now.
  await db.transaction((tx) => tx.run('update net.http_request_queue set next_attempt_at = now() where attempts > 0'));

  let stopped = false;
  let running: Promise<void> | null = null;
  let again = false;

  const claim = () =>
    db.transaction((tx) =>
      tx.query<Due>(
        `update net.http_request_queue q
            set attempts = q.attempts + 1, next_attempt_at = now() + interval '${LEASE}'
          where q.id in (select id from net.http_request_queue
                          where next_attempt_at <= now()
                          order by id limit ${String(BATCH)}
                          for update skip locked)
      returning q.id::text as id, q.method, q.url, q.headers,
                convert_from(q.body, 'UTF8') as body, q.timeout_milliseconds, q.attempts`,
      ),
    );

  const settle = async (request: Due, outcome: Outcome) => {
    if (isRetryable(outcome) && request.attempts < maxAttempts) {
      const delay = retryDelay(request.attempts, retryBaseMs, retryMaxMs);
      await db.transaction((tx) =>
        tx.run(
          `update net.http_request_queue set next_attempt_at = now() + make_interval(secs => $2::double precision / 1000)
            where id = $1::bigint`,
          [request.id, delay],
        ),
      );
      return;
    }
    await db.transaction(async (tx) => {
      await tx.run(
        `insert into net._http_response (id, status_code, content_type, headers, content, timed_out, error_msg)
         values ($1::bigint, $2, $3, $4::jsonb, $5, $6, $7)
         on conflict (id) do update set status_code = excluded.status_code, content_type = excluded.content_type,
           headers = excluded.headers, content = excluded.content, timed_out = excluded.timed_out,
           error_msg = excluded.error_msg, created = now()`,
        [
          request.id,
          outcome.status,
          outcome.contentType,
          outcome.headers === null ? null : JSON.stringify(outcome.headers),
          outcome.content,
          outcome.timedOut,
          outcome.error,
        ],
      );
      await tx.run('delete from net.http_request_queue where id = $1::bigint', [request.id]);
    });
  };

  /** Milliseconds until the next queued request is due, or null when the queue is empty. */
  const nextDue = async () => {
    const [row] = await db.transaction((tx) =>
      tx.query<{ ms: number | null }>(
        `select (extract(epoch from min(next_attempt_at) - now()) * 1000)::float8 as ms from net.http_request_queue`,
      ),
    );
    return row?.ms ?? null;
  };

  let timer: ReturnType<typeof setTimeout> | null = null;
  /** Wakes the worker in `ms` (at most pollMs), or not at all for null. */
  const wakeIn = (ms: number | null) => {
    if (timer !== null) clearTimeout(timer);
    timer = ms === null || stopped ? null : setTimeout(wake, Math.min(Math.max(ms, 0), pollMs));
    timer?.unref();
  };

  const drain = async () => {
    for (let batch = await claim(); batch.length > 0 && !stopped; batch = await claim()) {
      await Promise.all(batch.map(async (request) => settle(request, await send(request))));
    }
    wakeIn(stopped ? null : await nextDue());
  };

  /** Runs the queue now, or once more right after the run in progress. */
  function wake(): void {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = drain()
      .catch((error: unknown) => {
        if (!stopped) console.error('pg_net worker:', error instanceof Error ? error.message : error);
        // The database did not answer: look again after a while.
        wakeIn(pollMs);
      })
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          wake();
        }
      });
  }

  const unlisten = await db.listen('net_local', wake);
  wake();

  return {
    stop: async () => {
      stopped = true;
      await unlisten();
      await running;
      if (timer !== null) clearTimeout(timer);
    },
  };
}
