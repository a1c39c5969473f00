/**
 * Daily: re-rates the listings whose sold comparables aged out of the 90-day
 * window since the previous run (refresh_aged_price_ratings, a few sales per
 * call, see _shared/priceRatings.ts). A rating that changes purges its
 * listing's page through the listing webhook. A scheduled function: Netlify calls it, no route reaches
 * it; locally `npm start` runs it on the same schedule.
 */
import type { Config } from '@netlify/functions';
import { serviceClient } from './_shared/admin';
import { handle } from './_shared/guard';
import { scheduledOnly } from './_shared/scheduled';
import { json } from './_shared/http';
import { refreshAgedPriceRatings } from './_shared/priceRatings';

export default scheduledOnly((): Promise<Response> =>
  handle('price rating refresh', 'The price rating refresh failed', async () => {
    const result = await refreshAgedPriceRatings(serviceClient());
    console.log('price rating refresh', result);
    return json(200, result);
  }),
);

export const config: Config = { schedule: '@daily' };
