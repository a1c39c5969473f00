/**
 * Hourly: saved-search alerts for listings whose webhook delivery never
 * arrived (a site down when hosted pg_net sent it once; see
 * _shared/savedSearchAlerts.ts). A scheduled function: Netlify calls it, no
 * route reaches it; locally `npm start` runs it on the same schedule.
 */
import type { Config } from '@netlify/functions';
import { serviceClient } from './_shared/admin';
import { handle } from './_shared/guard';
import { scheduledOnly } from './_shared/scheduled';
import { json } from './_shared/http';
import { sendDueSavedSearchAlerts } from './_shared/savedSearchAlerts';

export default scheduledOnly((): Promise<Response> =>
  handle('saved-search alert sweep', 'The saved-search alert sweep failed', async () => {
    const result = await sendDueSavedSearchAlerts(serviceClient());
    console.log('saved-search alert sweep', result);
    return json(200, result);
  }),
);

export const config: Config = { schedule: '@hourly' };
