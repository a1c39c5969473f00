/**
 * Hourly: chooses the search words held by so many listings that they get a
 * bitmap, and builds the bitmaps of new ones (see _shared/searchWords.ts), so
 * that a search for a common word ("audi", "service") is counted and paged
 * from bitmaps rather than by reading every listing that holds it. A
 * scheduled function: Netlify calls it, no route reaches it; locally
 * `npm start` runs it on the same schedule.
 */
import type { Config } from '@netlify/functions';
import { serviceClient } from './_shared/admin';
import { handle } from './_shared/guard';
import { scheduledOnly } from './_shared/scheduled';
import { json } from './_shared/http';
import { refreshSearchWords } from './_shared/searchWords';

export default scheduledOnly((): Promise<Response> =>
  handle('search words refresh', 'The search words refresh failed', async () => {
    const result = await refreshSearchWords(serviceClient());
    console.log('search words refresh', result);
    return json(200, result);
  }),
);

export const config: Config = { schedule: '@hourly' };
