/**
 * The daily saved-search digest: claims a batch of users' digests
 * (claim_saved_search_digests marks their matches mailed in the same
 * transaction, so two runs never send one match twice), mails each, and hands
 * a digest back when its mail fails (release_saved_search_digest), for the
 * next run. Repeats while batches come back full, until its time budget is
 * spent (Netlify gives a scheduled function 30 seconds; the next hourly run
 * carries on where this one stopped). Plain module
 * (type imports only besides the domain), so tests and the local runner load
 * it without a bundler.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../../../src/lib/database.types';
import { DIGEST_MAX_MATCHES, digestClaimSchema, digestMail } from '../../../src/lib/domain/digest.ts';
import type { SendMail } from './mailer.ts';

export interface DigestResult {
  /** Mails sent. */
  sent: number;
  /** Mails that failed and were handed back for the next run. */
  failed: number;
  rounds: number;
}

export interface DigestOptions {
  /** The site's origin, for the links in the mail. */
  siteUrl: string;
  batchSize?: number;
  maxRounds?: number;
  maxMatches?: number;
  /** No new batch is claimed after this many milliseconds. */
  budgetMs?: number;
}

export async function runDigest(
  client: SupabaseClient<Database>,
  send: SendMail,
  { siteUrl, batchSize = 25, maxRounds = 40, maxMatches = DIGEST_MAX_MATCHES, budgetMs = 18_000 }: DigestOptions,
): Promise<DigestResult> {
  const result: DigestResult = { sent: 0, failed: 0, rounds: 0 };
  const started = Date.now();
  while (result.rounds < maxRounds && Date.now() - started < budgetMs) {
    const { data, error } = await client.rpc('claim_saved_search_digests', {
      max_matches: maxMatches,
      max_recipients: batchSize,
    });
    if (error) throw new Error(`claiming saved-search digests failed: ${error.message}`);
    const claim = digestClaimSchema.parse(data);
    result.rounds += 1;
    for (const digest of claim.digests) {
      try {
        await send(digestMail(digest, siteUrl));
        result.sent += 1;
      } catch (sendError) {
        console.error('sending a saved-search digest failed', sendError);
        result.failed += 1;
        const released = await client.rpc('release_saved_search_digest', {
          recipient: digest.user_id,
          claimed_at: digest.claimed_at,
        });
        if (released.error) {
          throw new Error(`handing back a digest failed: ${released.error.message}`, { cause: sendError });
        }
      }
    }
    if (claim.recipients < batchSize) break;
  }
  return result;
}
