/**
 * Hourly: brings sellers' reply times (seller_reply_stats) up to date as the
 * 90-day window and the one-day wait move on. A scheduled function: Netlify
 * calls it, no route reaches it. Locally `npm start` runs it on the same
 * schedule (scripts/with-stack.ts --schedules); message inserts keep the rows
 * current between runs.
 */
import type { Config } from '@netlify/functions';
import { handle } from './_shared/guard';
import { scheduledOnly } from './_shared/scheduled';
import { json } from './_shared/http';
import { refreshStaleReplyTimes } from './_shared/replyTimes';

export default scheduledOnly((): Promise<Response> =>
  handle('reply time refresh', 'Failed to refresh reply times', async () =>
    json(200, { refreshed: await refreshStaleReplyTimes() }),
  ),
);

export const config: Config = { schedule: '@hourly' };
