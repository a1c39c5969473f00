/**
 * Saved-search alerts in integration tests as the site delivers them: the
 * listing triggers post to /api/saved-search-alerts (the real handler, served
 * on a free port) through the stack's pg_net worker, and the handler runs the
 * alert step with the service role. `settled()` waits until every queued
 * delivery has been answered, so a test reads matches and notifications only
 * once they are written.
 */
import type { Db } from '@wheelhouse/local-supabase';
import { savedSearchAlertsHandler } from '../../../netlify/functions/_shared/savedSearchAlerts.ts';
import { setSavedSearchAlertWebhook } from '../../../scripts/db/webhooks.ts';
import type { TestStack } from './stack.ts';
import { serveWebhook, type WebhookTarget } from './webhookTarget.ts';

export const ALERTS_SECRET = 'integration-alerts-secret-with-32-characters';

export interface AlertDelivery {
  target: WebhookTarget;
  /** Resolves once the pg_net queue is empty: every publication and edit so far has been alerted. */
  settled(): Promise<void>;
  close(): Promise<void>;
}

/** Waits for the pg_net queue to empty; names the last failed delivery when it does not. */
export async function netQueueEmpty(db: Db, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [row] = await db.transaction((tx) =>
      tx.query<{ waiting: number; failure: string | null }>(
        `select (select count(*)::int from net.http_request_queue) as waiting,
                (select coalesce(r.error_msg, r.status_code::text || ' ' || left(r.content, 200))
                   from net._http_response r where r.status_code is distinct from 200 order by r.id desc limit 1) as failure`,
      ),
    );
    if (row?.waiting === 0) return;
    if (Date.now() > deadline) {
      throw new Error(
        `${String(row?.waiting)} webhook deliveries still queued; last failure: ${row?.failure ?? 'none'}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export async function deliverSavedSearchAlerts(stack: TestStack): Promise<AlertDelivery> {
  const service = stack.service();
  const target = await serveWebhook(
    savedSearchAlertsHandler(ALERTS_SECRET, () => service),
    '/api/saved-search-alerts',
  );
  await setSavedSearchAlertWebhook(stack.db, { url: target.url, secret: ALERTS_SECRET });
  return {
    target,
    settled: () => netQueueEmpty(stack.db),
    close: async () => {
      await setSavedSearchAlertWebhook(stack.db, null);
      await target.close();
    },
  };
}
