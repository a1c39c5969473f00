/**
 * GoTrue's rate limits for the local auth service, configured like the
 * Supabase CLI does it: the [auth.rate_limit] section of supabase/config.toml
 * (same key names) and [auth.email] max_frequency. Counters are in memory,
 * in sliding windows, keyed by client IP or email address.
 */
import { readFileSync } from 'node:fs';
import { tomlSection } from './config.ts';

export interface AuthRateLimits {
  /** sign_in_sign_ups: sign-ups and password sign-ins per client IP in 5 minutes. */
  signInSignUps: number;
  /** token_refresh: refresh-token grants per client IP in 5 minutes. */
  tokenRefresh: number;
  /** token_verifications: recovery link and code verifications per client IP in 5 minutes. */
  tokenVerifications: number;
  /** email_sent: auth mails (password recovery) the whole project sends per hour. */
  emailSent: number;
  /** [auth.email] max_frequency in seconds: the shortest gap between two mails to one address. */
  emailMaxFrequency: number;
}

/** Hosted Supabase's defaults for what config.toml leaves out. */
const SUPABASE_DEFAULTS: AuthRateLimits = {
  signInSignUps: 30,
  tokenRefresh: 150,
  tokenVerifications: 30,
  emailSent: 30,
  emailMaxFrequency: 60,
};

/**
 * For test stacks and the browser suite: every account they create signs up
 * from 127.0.0.1 within minutes, far beyond the limits a visitor gets.
 */
export const RELAXED_AUTH_RATE_LIMITS: AuthRateLimits = {
  signInSignUps: 100_000,
  tokenRefresh: 100_000,
  tokenVerifications: 100_000,
  emailSent: 100_000,
  emailMaxFrequency: 0,
};

/** Seconds in a Go duration such as "1s", "1m30s" or "2h". */
function durationSeconds(value: string): number {
  const units: Record<string, number> = { h: 3600, m: 60, s: 1 };
  const parts = [...value.matchAll(/(\d+(?:\.\d+)?)(h|m|s)/g)];
  if (parts.length === 0 || parts.map((part) => part[0]).join('') !== value) {
    throw new Error(`config.toml: "${value}" is not a duration like "60s"`);
  }
  return parts.reduce((total, [, amount = '0', unit = 's']) => total + Number(amount) * (units[unit] ?? 1), 0);
}

/** The limits a project's config.toml sets, with Supabase's defaults for keys it leaves out. */
export function authRateLimitsFromConfig(path: string): AuthRateLimits {
  const text = readFileSync(path, 'utf8');
  const section = tomlSection(text, 'auth.rate_limit');
  const count = (key: string, fallback: number) => {
    const value = section.get(key);
    if (value === undefined) return fallback;
    const number = Number(value);
    if (!Number.isInteger(number) || number < 0) throw new Error(`config.toml: auth.rate_limit.${key} = ${value}`);
    return number;
  };
  const frequency = tomlSection(text, 'auth.email').get('max_frequency');
  return {
    signInSignUps: count('sign_in_sign_ups', SUPABASE_DEFAULTS.signInSignUps),
    tokenRefresh: count('token_refresh', SUPABASE_DEFAULTS.tokenRefresh),
    tokenVerifications: count('token_verifications', SUPABASE_DEFAULTS.tokenVerifications),
    emailSent: count('email_sent', SUPABASE_DEFAULTS.emailSent),
    emailMaxFrequency: frequency === undefined ? SUPABASE_DEFAULTS.emailMaxFrequency : durationSeconds(frequency),
  };
}

/** Sliding-window counters: `take` records a request, or answers how many seconds to wait. */
export class RateLimiter {
  private readonly hits = new Map<string, number[]>();

  /** Null when the request is within `limit` per `windowSeconds` for `key` (and counts it); else seconds until a slot frees. */
  take(key: string, limit: number, windowSeconds: number, now = Date.now()): number | null {
    const windowMs = windowSeconds * 1000;
    const recent = (this.hits.get(key) ?? []).filter((time) => time > now - windowMs);
    if (recent.length >= limit) {
      this.hits.set(key, recent);
      const oldest = recent[0] ?? now;
      return Math.max(1, Math.ceil((oldest + windowMs - now) / 1000));
    }
    recent.push(now);
    this.hits.set(key, recent);
    return null;
  }
}
