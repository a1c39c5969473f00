/** POST /api/revalidate: purges the CDN cache tags a listing change makes stale (see _shared/revalidate.ts). */
import type { Config } from '@netlify/functions';
import { purgeTags } from './_shared/purge';
import { createRevalidateHandler } from './_shared/revalidate';

export default createRevalidateHandler({ secret: process.env.REVALIDATE_SECRET, purge: purgeTags });

export const config: Config = { path: '/api/revalidate' };
