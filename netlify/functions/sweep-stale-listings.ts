/**
 * The hourly availability sweep, a Netlify scheduled function: listings
 * unconfirmed for 21 days get a reminder to their seller, those unconfirmed
 * for 30 are paused (sweep_stale_listings, with the service key). Not
 * reachable over HTTP. Locally `npm start` runs the same sweep on the same
 * schedule (scripts/with-stack.ts --schedules reads it from here).
 */
import type { Config } from '@netlify/functions';
import { serviceClient } from './_shared/admin';
import { scheduledOnly } from './_shared/scheduled';
import { json, problem } from './_shared/http';
import { runSweep } from './_shared/sweep';

export default scheduledOnly(async (): Promise<Response> => {
  try {
    const result = await runSweep(serviceClient());
    console.log('availability sweep', result);
    return json(200, result);
  } catch (error) {
    console.error('availability sweep failed', error);
    return problem(500, 'The availability sweep failed');
  }
});

export const config: Config = { schedule: '@hourly' };
