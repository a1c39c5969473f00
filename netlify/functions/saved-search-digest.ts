/**
 * The daily e-mail digest: each user who turned it on for a saved search gets
 * one mail a day (UTC) with the listings that matched since their last
 * digest (see _shared/digest.ts and supabase/migrations/…_saved_search_digest.sql).
 * It runs hourly because a scheduled function has 30 seconds: the first runs
 * after midnight mail everyone due, as many as fit in each run.
 * A scheduled function: Netlify calls it, no route reaches it. Locally
 * `npm start` runs it on the same schedule (scripts/with-stack.ts
 * --schedules), and mails land in the stack's outbox.
 */
import type { Config } from '@netlify/functions';
import { serviceClient } from './_shared/admin';
import { runDigest } from './_shared/digest';
import { handle } from './_shared/guard';
import { scheduledOnly } from './_shared/scheduled';
import { json } from './_shared/http';
import { smtpMailer } from './_shared/mailer';
import { siteUrl } from './_shared/site';

export default scheduledOnly((): Promise<Response> =>
  handle('saved-search digest', 'The saved-search digest failed', async () => {
    const mailer = smtpMailer();
    const result = await runDigest(serviceClient(), mailer, { siteUrl: siteUrl() }).finally(mailer.close);
    console.log('saved-search digest', result);
    return json(200, result);
  }),
);

export const config: Config = { schedule: '@hourly' };
