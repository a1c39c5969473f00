import { serverMessageKey, type ServerMessageKey } from '../domain/serverMessages';

/**
 * Every data-layer failure: names the operation and carries the server's message, and the catalog key
 * of a message the database raises for visitors to read (serverMessages.ts), to show in their language.
 */
export class DataError extends Error {
  readonly operation: string;
  readonly code: string | undefined;
  readonly status: number | undefined;
  readonly key: ServerMessageKey | undefined;

  constructor(operation: string, message: string, options: { code?: string; status?: number; cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.name = 'DataError';
    this.operation = operation;
    this.code = options.code;
    this.status = options.status;
    this.key = serverMessageKey(message);
  }
}

interface ServerError {
  message: string;
  code?: string | undefined;
  status?: number | undefined;
}

/** Throw a DataError for a supabase-js `{ error }` result. */
export function fail(operation: string, error: ServerError): never {
  throw new DataError(operation, error.message, {
    ...(error.code === undefined ? {} : { code: error.code }),
    ...(error.status === undefined ? {} : { status: error.status }),
    cause: error,
  });
}

/**
 * The message to show for a failure: the server's words, or the fallback. Given the page's strings, a
 * message the database raises for visitors shows in the page's language when the strings hold its key.
 */
export function messageOf(error: unknown, fallback: string, say?: Readonly<Partial<Record<string, string>>>): string {
  const translated = error instanceof DataError && error.key !== undefined ? say?.[error.key] : undefined;
  if (translated !== undefined) return translated;
  return error instanceof Error && error.message.trim() ? error.message : fallback;
}

/** Network trouble and server errors are worth another try; refusals are not. */
export function isRetryable(error: unknown): boolean {
  if (error instanceof DataError) return error.status === undefined || error.status >= 500;
  return error instanceof TypeError;
}
