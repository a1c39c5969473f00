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
 * The message to show for a failure, in the page's language: a known refusal
 * from its catalog key (errorMessages.ts, once a translated island installed
 * it; or, for the messages of serverMessages.ts, from the strings an island
 * passes as `say`), otherwise the server's words on an English page,
 * otherwise the fallback.
 */
export function messageOf(error: unknown, fallback: string, say?: Readonly<Partial<Record<string, string>>>): string {
  if (!(error instanceof Error) || !error.message.trim()) return fallback;
  if (refusalWords === null) {
    const translated = error instanceof DataError && error.key !== undefined ? say?.[error.key] : undefined;
    return translated ?? error.message;
  }
  const { code, status } = error instanceof DataError ? error : { code: undefined, status: undefined };
  return refusalWords({ code, status, message: error.message }, fallback);
}

type RefusalWords = (
  error: { code: string | undefined; status: number | undefined; message: string },
  fallback: string,
) => string;

let refusalWords: RefusalWords | null = null;

/**
 * The words for refusals in the page's language (errorMessages.ts installs
 * them when an island hands over its strings). Until then a failure shows
 * the server's words, so pages without translated forms carry no mapping.
 */
export function setRefusalWords(words: RefusalWords): void {
  refusalWords = words;
}

/** Network trouble and server errors are worth another try; refusals are not. */
export function isRetryable(error: unknown): boolean {
  if (error instanceof DataError) return error.status === undefined || error.status >= 500;
  return error instanceof TypeError;
}
