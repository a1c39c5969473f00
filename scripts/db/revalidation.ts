/**
 * Points the listing webhook (private.revalidation_webhook, read by the
 * vehicles trigger) at a site's /api/revalidate, as a hosted project is set
 * up once by hand (README, Deploying). The local secret is well known, like
 * the local JWT secret: it guards nothing outside this machine.
 */
import type { Db } from '@wheelhouse/local-supabase';

export const LOCAL_REVALIDATE_SECRET = 'local-revalidation-secret-with-at-least-32-characters';

export async function setRevalidationWebhook(db: Db, target: { url: string; secret: string } | null): Promise<void> {
  await db.transaction(async (tx) => {
    if (target === null) {
      await tx.run('delete from private.revalidation_webhook');
      return;
    }
    await tx.run(
      `insert into private.revalidation_webhook (url, secret) values ($1, $2)
       on conflict (singleton) do update set url = excluded.url, secret = excluded.secret, updated_at = now()`,
      [target.url, target.secret],
    );
  });
}
