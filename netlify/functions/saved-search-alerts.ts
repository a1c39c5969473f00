/** POST /api/saved-search-alerts: alerts the saved searches a published or edited listing newly matches (see _shared/savedSearchAlerts.ts). */
import type { Config } from '@netlify/functions';
import { serviceClient } from './_shared/admin';
import { savedSearchAlertsHandler } from './_shared/savedSearchAlerts';

export default savedSearchAlertsHandler(process.env.SAVED_SEARCH_ALERTS_SECRET, () => serviceClient());

export const config: Config = { path: '/api/saved-search-alerts' };
