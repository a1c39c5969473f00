/** Retry with exponential backoff: 200 ms, then doubling (spec §9, token refresh). */

export const BACKOFF_START_MS = 200;

/** The wait before retry number `attempt` (0-based): 200, 400, 800, … ms. */
export function backoffDelay(attempt: number, startMs: number = BACKOFF_START_MS): number {
  return startMs * 2 ** attempt;
}

export interface RetryOptions {
  /** Retries after the first try. */
  retries: number;
  /** Whether an error is worth another try (network trouble, 5xx). */
  isRetryable: (error: unknown) => boolean;
  sleep?: (ms: number) => Promise<void>;
}

const wait = (ms: number) =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, ms);
  });

/** Run `task`, retrying retryable failures with backoff; the last error is thrown. */
export async function withRetry<T>(task: () => Promise<T>, options: RetryOptions): Promise<T> {
  const sleep = options.sleep ?? wait;
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await task();
    } catch (error) {
      if (attempt >= options.retries || !options.isRetryable(error)) throw error;
      await sleep(backoffDelay(attempt));
    }
  }
}
