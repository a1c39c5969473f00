/** POST /api/saved-search-alerts: alerts the saved searches a published or edited listing newly matches (see _shared/savedSearchAlerts.ts). */
import type { Config } from '@netlify/functions';
import { serviceClient } from './_shared/admin';
import { createSavedSearchAlertsHandler, sendSavedSearchAlerts } from './_shared/savedSearchAlerts';

export default createSavedSearchAlertsHandler({
  secret: process.env.SAVED_SEARCH_ALERTS_SECRET,
  send: (listingId) => sendSavedSearchAlerts(serviceClient(), listingId),
});

export const config: Config = { path: '/api/saved-search-alerts' };
