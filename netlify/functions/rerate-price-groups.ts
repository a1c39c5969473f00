/**
 * Every 5 minutes: re-rates the listings of the large price groups that
 * listing writes refitted (rerate_stale_price_groups, see
 * _shared/priceRatings.ts), a batch per call behind the database's cursor. A
 * rating that changes purges its listing's page through the listing webhook.
 * A scheduled function: Netlify calls it, no route reaches it; locally
 * `npm start` runs it on the same schedule.
 */
import type { Config } from '@netlify/functions';
import { serviceClient } from './_shared/admin';
import { handle } from './_shared/guard';
import { scheduledOnly } from './_shared/scheduled';
import { json } from './_shared/http';
import { rerateStalePriceGroups } from './_shared/priceRatings';

export default scheduledOnly((): Promise<Response> =>
  handle('price group re-rating', 'The price group re-rating failed', async () => {
    const result = await rerateStalePriceGroups(serviceClient());
    console.log('price group re-rating', result);
    return json(200, result);
  }),
);

export const config: Config = { schedule: '*/5 * * * *' };
