/**
 * When a Netlify scheduled function runs next, for the local runner that
 * repeats what Netlify does in production (npm start). Netlify reads cron
 * expressions in UTC; the two aliases this site uses are supported here.
 */

/** A scheduled function's `config.schedule`, read from its source as Netlify's build does (a string literal). */
export function scheduleInSource(source: string): string | null {
  return /\bschedule\s*:\s*['"]([^'"]+)['"]/.exec(source)?.[1] ?? null;
}

/** The first run strictly after `now` for '@hourly' (top of each hour) or '@daily' (midnight UTC). */
export function nextScheduledRun(schedule: string, now: Date): Date {
  const next = new Date(now.getTime());
  next.setUTCMinutes(0, 0, 0);
  if (schedule === '@hourly') {
    next.setUTCHours(next.getUTCHours() + 1);
    return next;
  }
  if (schedule === '@daily') {
    next.setUTCHours(0);
    next.setUTCDate(next.getUTCDate() + 1);
    return next;
  }
  throw new Error(`unsupported schedule ${schedule}: use @hourly or @daily`);
}
