/**
 * A bound on how many requests run at once, for the Netlify CLI's functions
 * server (scripts/site-guard.ts). The CLI runs every invocation of a modern
 * function in a new worker thread and starts one per request with no limit:
 * 200 visitors at once meant ~100 workers, each with its own copy of the
 * function's modules, and the process grew to 2 GB while every page waited
 * for the CPU (docs/PERFORMANCE.md, "Under load"). Here at most `limit` run;
 * the rest wait their turn in arrival order, and a request that would wait
 * past `maxWaitMs`, or find `maxQueue` already waiting, is refused at once
 * (the caller answers 503 with Retry-After) instead of timing out.
 */
export interface GateOptions {
  /** Requests running at once. */
  limit: number;
  /** Requests waiting at once; beyond, refused. */
  maxQueue: number;
  /** How long a request may wait for its turn before it is refused. */
  maxWaitMs: number;
}

/** Ends a turn: the next waiting request runs. Calling it again does nothing. */
export type Release = () => void;

export interface Gate {
  /**
   * Resolves with the turn's release once the request may run, or null when
   * it is refused (queue full, waited too long) or `abandoned` fired first
   * (the client went away while it waited).
   */
  enter(abandoned?: AbortSignal): Promise<Release | null>;
  readonly running: number;
  readonly waiting: number;
}

interface Waiter {
  resolve: (release: Release | null) => void;
  timer: NodeJS.Timeout;
  abandoned: AbortSignal | undefined;
  onAbandon: () => void;
}

export function createGate({ limit, maxQueue, maxWaitMs }: GateOptions): Gate {
  if (!(limit >= 1)) throw new Error(`gate limit must be at least 1, not ${String(limit)}`);
  let running = 0;
  const queue: Waiter[] = [];

  const turn = (): Release => {
    running += 1;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      running -= 1;
      next();
    };
  };

  const leave = (waiter: Waiter) => {
    const at = queue.indexOf(waiter);
    if (at !== -1) queue.splice(at, 1);
    clearTimeout(waiter.timer);
    waiter.abandoned?.removeEventListener('abort', waiter.onAbandon);
  };

  function next(): void {
    while (running < limit && queue.length > 0) {
      const waiter = queue[0];
      if (!waiter) return;
      leave(waiter);
      waiter.resolve(turn());
    }
  }

  return {
    enter(abandoned) {
      if (abandoned?.aborted) return Promise.resolve(null);
      if (running < limit && queue.length === 0) return Promise.resolve(turn());
      if (queue.length >= maxQueue) return Promise.resolve(null);
      return new Promise((resolve) => {
        const waiter: Waiter = {
          resolve,
          abandoned,
          timer: setTimeout(() => {
            leave(waiter);
            resolve(null);
          }, maxWaitMs),
          onAbandon: () => {
            leave(waiter);
            resolve(null);
          },
        };
        abandoned?.addEventListener('abort', waiter.onAbandon, { once: true });
        queue.push(waiter);
      });
    },
    get running() {
      return running;
    },
    get waiting() {
      return queue.length;
    },
  };
}
