/** /api/v1/inventory: the dealers' inventory API (see _shared/inventory.ts and /api/v1/openapi.json). */
import type { Config } from '@netlify/functions';
import { serviceClient } from './_shared/admin';
import { inventoryHandler } from './_shared/inventory';

export default inventoryHandler(() => serviceClient());

export const config: Config = { path: ['/api/v1/inventory', '/api/v1/inventory/*'] };
