/**
 * Points the database webhooks at a site, as a hosted project is set up once
 * by hand (README, Deploying): the listing revalidation webhook
 * (private.revalidation_webhook → /api/revalidate) and the saved-search alert
 * webhook (private.saved_search_alert_webhook → /api/saved-search-alerts).
 * The local secret is well known, like the local JWT secret: it guards
 * nothing outside this machine.
 */
import type { Db } from '@wheelhouse/local-supabase';

export const LOCAL_WEBHOOK_SECRET = 'local-webhook-secret-with-at-least-32-characters';

export interface WebhookTarget {
  url: string;
  secret: string;
}

type WebhookTable = 'revalidation_webhook' | 'saved_search_alert_webhook';

async function setWebhook(db: Db, table: WebhookTable, target: WebhookTarget | null): Promise<void> {
  await db.transaction(async (tx) => {
    if (target === null) {
      await tx.run(`delete from private.${table}`);
      return;
    }
    await tx.run(
      `insert into private.${table} (url, secret) values ($1, $2)
       on conflict (singleton) do update set url = excluded.url, secret = excluded.secret, updated_at = now()`,
      [target.url, target.secret],
    );
  });
}

export const setRevalidationWebhook = (db: Db, target: WebhookTarget | null) =>
  setWebhook(db, 'revalidation_webhook', target);

export const setSavedSearchAlertWebhook = (db: Db, target: WebhookTarget | null) =>
  setWebhook(db, 'saved_search_alert_webhook', target);
