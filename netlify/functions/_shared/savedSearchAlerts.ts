/**
 * POST /api/saved-search-alerts: the database webhook for saved-search
 * alerts. The vehicles triggers post each publication and each edit a saved
 * search can notice through pg_net, after the seller's transaction commits;
 * this runs the alert step for the listing (send_saved_search_alerts, service
 * role), which brings its matches up to date with the listing as it is now,
 * so a retry or a late delivery alerts nobody twice. Answers 401 to a
 * missing or wrong secret (nothing sent), 400 to a body that is not a
 * listing change, and 502 when the database step fails, so pg_net retries.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../../../src/lib/database.types';
import { UUID_PATTERN } from '../../../src/lib/domain/ids.ts';
import { z } from '../../../src/lib/domain/zod.ts';
import { runBatches, type BatchTotals } from './batches.ts';
import { HttpError, json, problem, readBody } from './http.ts';
import { refuseWebhook } from './webhook.ts';

const listingSchema = z.object({ id: z.string().regex(UUID_PATTERN), status: z.string() });

/** The Database Webhook body the triggers send (only the listing's id and status). */
const alertChangeSchema = z.object({
  type: z.enum(['INSERT', 'UPDATE']),
  table: z.literal('vehicles'),
  schema: z.literal('public'),
  record: listingSchema,
  old_record: listingSchema.nullable().optional(),
});

/** A dealer import's one post for all its listings: run the alert step for every listing due now. */
const bulkChangeSchema = z.object({
  type: z.literal('BULK'),
  table: z.literal('vehicles'),
  schema: z.literal('public'),
  count: z.number().int().min(1),
});

export interface SavedSearchAlertDeps {
  /** The shared secret; undefined when the site has none configured. */
  secret: string | undefined;
  /** Runs the alert step for one listing; resolves to the number of searches it newly matched. */
  send: (listingId: string) => Promise<number>;
  /** Runs the alert step for every listing due (a dealer import's); resolves to the new matches. */
  sendDue?: () => Promise<number>;
}

export function createSavedSearchAlertsHandler({ secret, send, sendDue }: SavedSearchAlertDeps) {
  return async (request: Request): Promise<Response> => {
    const refused = refuseWebhook(request, secret, 'Saved-search alerts');
    if (refused) return refused;
    try {
      const change = await readBody(request, z.union([alertChangeSchema, bulkChangeSchema]));
      if (change.type === 'BULK') {
        if (!sendDue) throw new HttpError(400, 'Bulk alerts are not served here');
        return json(200, { listings: change.count, newMatches: await sendDue() });
      }
      return json(200, { listing: change.record.id, newMatches: await send(change.record.id) });
    } catch (error) {
      if (error instanceof HttpError) return problem(error.status, error.message);
      console.error('saved-search alerts failed', error);
      return problem(502, 'The saved-search alerts failed; try again');
    }
  };
}

/** The alert step through the service-role client. */
async function sendSavedSearchAlerts(client: SupabaseClient<Database>, listingId: string): Promise<number> {
  const { data, error } = await client.rpc('send_saved_search_alerts', { listing_id: listingId });
  if (error) throw new Error(`sending saved-search alerts for ${listingId} failed: ${error.message}`);
  return data;
}

/** The webhook as the site serves it: the alert step through the service-role client, made per delivery. */
export function savedSearchAlertsHandler(secret: string | undefined, client: () => SupabaseClient<Database>) {
  return createSavedSearchAlertsHandler({
    secret,
    send: (listingId) => sendSavedSearchAlerts(client(), listingId),
    sendDue: async () => (await sendDueSavedSearchAlerts(client(), { waited: '0 seconds' })).newMatches,
  });
}

const sweepCallSchema = z.object({ listings: z.number().int(), newMatches: z.number().int(), done: z.boolean() });

export type AlertSweep = BatchTotals<'listings' | 'newMatches'>;

/**
 * The hourly safety net (send_due_saved_search_alerts, service role): the
 * alert step for listings whose webhook delivery never arrived (hosted pg_net
 * sends once), a batch per call.
 */
export function sendDueSavedSearchAlerts(
  client: SupabaseClient<Database>,
  {
    budgetMs = 20_000,
    perCall = 50,
    waited = '5 minutes',
  }: { budgetMs?: number; perCall?: number; waited?: string } = {},
): Promise<AlertSweep> {
  return runBatches(
    ['listings', 'newMatches'],
    async () => {
      const { data, error } = await client.rpc('send_due_saved_search_alerts', { max_listings: perCall, waited });
      if (error) throw new Error(`sending due saved-search alerts failed: ${error.message}`);
      return sweepCallSchema.parse(data);
    },
    budgetMs,
  );
}
