/**
 * The inventory API (/api/v1/inventory, see src/lib/domain/inventoryApi.ts
 * for the contract): a dealer's stock system creates, updates, withdraws and
 * lists vehicles by stock number with an API key. Values are read by the
 * feed import's reader (same rules, same messages); the database function
 * dealer_inventory checks the key (revoked keys fail at once), the rate
 * limit and the seller, and writes through the import's one function.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database, Json } from '../../../src/lib/database.types';
import { feedColumn, readFeedRow } from '../../../src/lib/domain/dealerFeed.ts';
import { HttpError, json, jsonTooDeep, pathAfter, problem } from './http.ts';

export const INVENTORY_PREFIX = '/api/v1/inventory';
/** The largest body a PUT takes (one vehicle with a long description and 20 photo addresses). */
export const INVENTORY_BODY_LIMIT = 64 * 1024;

export interface InventoryCall {
  api_key: string;
  operation: 'put' | 'delete' | 'get' | 'list';
  stock_number?: string;
  item?: Json;
  after_stock?: string;
  page_size?: number;
}

export type InventoryRpc = (
  call: InventoryCall,
) => Promise<{ data: unknown; error: { code?: string; message: string } | null }>;

/** The database's refusals as HTTP answers. */
const STATUS_FOR_CODE: Readonly<Record<string, number>> = { PT401: 401, PT404: 404, PT429: 429, '22023': 400 };

function apiKeyOf(request: Request): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '');
  return match?.[1] ?? request.headers.get('x-api-key');
}

async function readVehicle(request: Request): Promise<Record<string, unknown>> {
  const length = Number(request.headers.get('content-length') ?? '0');
  if (length > INVENTORY_BODY_LIMIT) throw new HttpError(413, 'The body is larger than 64 KB');
  const text = await request.text();
  if (new TextEncoder().encode(text).length > INVENTORY_BODY_LIMIT)
    throw new HttpError(413, 'The body is larger than 64 KB');
  if (jsonTooDeep(text)) throw new HttpError(400, 'The request body is nested too deeply');
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new HttpError(400, 'The body must be one vehicle as a JSON object');
  }
  if (body === null || typeof body !== 'object' || Array.isArray(body))
    throw new HttpError(400, 'The body must be one vehicle as a JSON object');
  return body as Record<string, unknown>;
}

export function createInventoryHandler(rpc: () => InventoryRpc) {
  return async (request: Request): Promise<Response> => {
    const parts = pathAfter(request, INVENTORY_PREFIX);
    if (parts.length > 1) return problem(404, 'No such inventory resource');
    const stockNumber = parts[0];
    const allowed = stockNumber === undefined ? ['GET'] : ['GET', 'PUT', 'DELETE'];
    if (!allowed.includes(request.method))
      return problem(405, `Use ${allowed.join(' or ')} here`, { allow: allowed.join(', ') });
    const apiKey = apiKeyOf(request);
    if (!apiKey) return problem(401, 'The API key is missing, unknown or revoked.');

    try {
      let call: InventoryCall;
      let created = false;
      if (stockNumber === undefined) {
        const url = new URL(request.url);
        const limitText = url.searchParams.get('limit') ?? '50';
        if (!/^\d{1,3}$/.test(limitText) || Number(limitText) < 1 || Number(limitText) > 100)
          throw new HttpError(400, 'limit must be a whole number from 1 to 100');
        const after = url.searchParams.get('after');
        call = {
          api_key: apiKey,
          operation: 'list',
          page_size: Number(limitText),
          ...(after ? { after_stock: after } : {}),
        };
      } else if (request.method === 'PUT') {
        const body = await readVehicle(request);
        const cells = Object.fromEntries(
          Object.entries(body).flatMap(([key, value]) => {
            const column = key === 'vin' ? 'vin' : feedColumn(key);
            return column === null ? [] : [[column, value]];
          }),
        );
        const row = readFeedRow({ ...cells, stock_number: stockNumber }, 1);
        if (row.ok && row.photoFiles.length > 0)
          return json(422, {
            message: 'The vehicle cannot be saved',
            problems: [
              {
                column: 'photo_files',
                message: 'photo files come in a ZIP with the dashboard import; give photo addresses in photos',
              },
            ],
          });
        if (!row.ok) {
          const stockProblem = row.problems.find((p) => p.column === 'stock_number');
          if (stockProblem) throw new HttpError(400, stockProblem.message);
          return json(422, { message: 'The vehicle cannot be saved', problems: row.problems });
        }
        call = {
          api_key: apiKey,
          operation: 'put',
          stock_number: stockNumber,
          item: { ...row.listing, photo_urls: row.photos },
        };
      } else {
        call = {
          api_key: apiKey,
          operation: request.method === 'DELETE' ? 'delete' : 'get',
          stock_number: stockNumber,
        };
      }

      const { data, error } = await rpc()(call);
      if (error) {
        const status = STATUS_FOR_CODE[error.code ?? ''];
        if (status === undefined) throw new Error(`dealer_inventory ${call.operation}: ${error.message}`);
        return problem(status, error.message, status === 429 ? { 'retry-after': '60' } : {});
      }
      if (call.operation === 'put') {
        const outcome = data as {
          outcome: string;
          reason: string | null;
          stockNumber: string;
          listingId: string | null;
          changes: string[];
        };
        if (outcome.outcome === 'rejected') {
          const [column = 'row', ...reason] = (outcome.reason ?? '').split(': ');
          return json(422, {
            message: 'The vehicle cannot be saved',
            problems: [{ column, message: reason.join(': ') }],
          });
        }
        created = outcome.outcome === 'created';
        return json(created ? 201 : 200, {
          stockNumber: outcome.stockNumber,
          outcome: outcome.outcome,
          listingId: outcome.listingId,
          changes: outcome.changes,
        });
      }
      return json(200, data);
    } catch (error) {
      if (error instanceof HttpError) return problem(error.status, error.message);
      console.error('inventory API failed', error);
      return problem(500, 'The inventory API failed; try again');
    }
  };
}

/** The handler as the site serves it: dealer_inventory through the service-role client. */
export function inventoryHandler(client: () => SupabaseClient<Database>) {
  return createInventoryHandler(() => async (call) => {
    const { data, error } = await client().rpc('dealer_inventory', call);
    return { data, error };
  });
}
