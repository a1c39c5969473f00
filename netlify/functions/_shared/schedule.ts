/**
 * When a Netlify scheduled function runs next, for the local runner that
 * repeats what Netlify does in production (npm start). Netlify reads cron
 * expressions in UTC; the two aliases this site uses are supported here.
 */
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';

export interface ScheduledFunction {
  /** The function's name: its file name without the extension (/.netlify/functions/{name}). */
  name: string;
  schedule: string;
}

/** The scheduled functions in a functions folder (top-level .ts files declaring a schedule), by name. */
export async function scheduledFunctions(dir: string): Promise<ScheduledFunction[]> {
  const files = (await readdir(dir)).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts')).sort();
  const found: ScheduledFunction[] = [];
  for (const file of files) {
    const schedule = scheduleInSource(await readFile(join(dir, file), 'utf8'));
    if (schedule) found.push({ name: file.slice(0, -'.ts'.length), schedule });
  }
  return found;
}

/** A scheduled function's `config.schedule`, read from its source as Netlify's build does (a string literal). */
export function scheduleInSource(source: string): string | null {
  return /\bschedule\s*:\s*['"]([^'"]+)['"]/.exec(source)?.[1] ?? null;
}

/**
 * The first run strictly after `now` for '@hourly' (top of each hour), '@daily' (midnight UTC) or
 * every N minutes from the top of the hour (a cron whose minute field steps by N, N dividing 60, and
 * whose other fields are all stars).
 */
export function nextScheduledRun(schedule: string, now: Date): Date {
  const next = new Date(now.getTime());
  const everyMinutes = /^\*\/(\d+) \* \* \* \*$/.exec(schedule)?.[1];
  if (everyMinutes !== undefined && 60 % Number(everyMinutes) === 0) {
    const step = Number(everyMinutes);
    next.setUTCSeconds(0, 0);
    next.setUTCMinutes((Math.floor(next.getUTCMinutes() / step) + 1) * step);
    return next;
  }
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
  throw new Error(`unsupported schedule ${schedule}: use @hourly, @daily or */N * * * * (N dividing 60)`);
}
