/** PostgREST-shaped errors and its mapping from SQLSTATE to HTTP status. */
import { isPgError } from '../db.ts';

export interface PostgrestErrorBody {
  code: string;
  message: string;
  details: string | null;
  hint: string | null;
}

/** An error that already knows its HTTP status and body. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: PostgrestErrorBody;
  readonly headers: Record<string, string>;

  constructor(status: number, body: PostgrestErrorBody, headers: Record<string, string> = {}) {
    super(body.message);
    this.status = status;
    this.body = body;
    this.headers = headers;
  }
}

/** PostgREST's status for a SQLSTATE (https://postgrest.org/en/stable/references/errors.html). */
export function statusForSqlState(code: string, signedIn: boolean): number {
  // `raise ... using errcode = 'PT429'` picks the HTTP status itself.
  if (/^PT[1-5]\d\d$/.test(code)) return Number(code.slice(2));
  if (code === '42501') return signedIn ? 403 : 401;
  if (code === '23503' || code === '23505') return 409;
  if (code === '25006') return 405;
  if (code === '42883' || code === '42P01') return 404;
  if (code === 'P0001') return 400;
  if (code === '21000') return 400;
  const prefix = code.slice(0, 2);
  switch (prefix) {
    case '08':
    case '53':
      return 503;
    case '0L':
    case '0P':
    case '28':
      return 403;
    case '54':
      return 413;
    case '22':
    case '23':
    case '42':
      return 400;
    case '09':
    case '25':
    case '2D':
    case '38':
    case '39':
    case '3B':
    case '40':
    case '55':
    case '57':
    case '58':
    case 'F0':
    case 'HV':
    case 'P0':
    case 'XX':
      return 500;
    default:
      return 400;
  }
}

/** Turns anything thrown while serving a request into an ApiError; never leaks a stack trace. */
export function toApiError(error: unknown, signedIn: boolean): ApiError {
  if (error instanceof ApiError) return error;
  if (isPgError(error)) {
    return new ApiError(statusForSqlState(error.code, signedIn), {
      code: error.code,
      message: error.message,
      details: error.detail ?? null,
      hint: error.hint ?? null,
    });
  }
  if (process.env.SUPABASE_LOCAL_DEBUG) console.error(error);
  return new ApiError(500, {
    code: 'PGRST000',
    message: 'Internal error in the local stack',
    details: error instanceof Error ? error.message : null,
    hint: null,
  });
}
