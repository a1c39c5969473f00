/**
 * Daily at midnight UTC: e-mails each user who turned on the digest for a
 * saved search the listings that matched it since their last digest (see
 * _shared/digest.ts and supabase/migrations/…_saved_search_digest.sql).
 * A scheduled function: Netlify calls it, no route reaches it. Locally
 * `npm start` runs it on the same schedule (scripts/with-stack.ts
 * --schedules), and mails land in the stack's outbox.
 */
import type { Config } from '@netlify/functions';
import { serviceClient } from './_shared/admin';
import { runDigest } from './_shared/digest';
import { handle } from './_shared/guard';
import { json } from './_shared/http';
import { smtpMailer } from './_shared/mailer';
import { siteUrl } from './_shared/site';

export default (): Promise<Response> =>
  handle('saved-search digest', 'The saved-search digest failed', async () => {
    const result = await runDigest(serviceClient(), smtpMailer(), { siteUrl: siteUrl() });
    console.log('saved-search digest', result);
    return json(200, result);
  });

export const config: Config = { schedule: '@daily' };
