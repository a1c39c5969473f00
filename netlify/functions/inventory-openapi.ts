/** GET /api/v1/openapi.json: the inventory API's OpenAPI 3.1 description. */
import type { Config } from '@netlify/functions';
import { INVENTORY_OPENAPI } from '../../src/lib/domain/inventoryApi';
import { json, problem } from './_shared/http';

export default (request: Request): Response =>
  request.method === 'GET' || request.method === 'HEAD'
    ? json(200, INVENTORY_OPENAPI, { 'cache-control': 'public, max-age=300', 'access-control-allow-origin': '*' })
    : problem(405, 'Use GET here', { allow: 'GET' });

export const config: Config = { path: '/api/v1/openapi.json' };
