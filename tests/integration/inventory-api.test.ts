/**
 * The inventory API, tested through its OpenAPI document: every operation
 * and every response the document lists is provoked once, its body checked
 * against the document's schema, and the test fails when the document lists
 * a response no case provokes. Keys cannot touch another dealer's stock, and
 * a revoked key fails at once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import inventory from '../../netlify/functions/inventory.ts';
import openapi from '../../netlify/functions/inventory-openapi.ts';
import { INVENTORY_OPENAPI } from '../../src/lib/domain/inventoryApi.ts';
import { startTestStack, type Client, type TestStack } from './support/stack.ts';

let stack: TestStack;
const saved = { url: process.env.SUPABASE_URL, key: process.env.SUPABASE_SERVICE_ROLE_KEY };
let dealer: { client: Client; id: string };
let otherDealer: { client: Client; id: string };
let key = '';
let otherKey = '';

async function makeDealer(prefix: string) {
  const person = await stack.newUser(prefix);
  const { error } = await stack.service().from('profiles').update({ is_dealer: true }).eq('id', person.id);
  if (error) throw new Error(error.message);
  return person;
}

async function newKey(client: Client, name: string): Promise<{ id: string; key: string }> {
  const { data, error } = await client.rpc('create_dealer_api_key', { name });
  if (error) throw new Error(error.message);
  return data as unknown as { id: string; key: string };
}

beforeAll(async () => {
  stack = await startTestStack();
  process.env.SUPABASE_URL = stack.url;
  process.env.SUPABASE_SERVICE_ROLE_KEY = stack.serviceRoleKey;
  dealer = await makeDealer('api-dealer');
  otherDealer = await makeDealer('api-other');
  key = (await newKey(dealer.client, 'Stock system')).key;
  otherKey = (await newKey(otherDealer.client, 'Other system')).key;
});

afterAll(async () => {
  process.env.SUPABASE_URL = saved.url;
  process.env.SUPABASE_SERVICE_ROLE_KEY = saved.key;
  await stack.stop();
});

// A small JSON Schema check for the keywords the document uses.
interface Schema {
  type?: string | readonly string[];
  required?: readonly string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  enum?: readonly unknown[];
}
function schemaErrors(schema: Schema, value: unknown, at = '$'): string[] {
  const types = schema.type === undefined ? [] : typeof schema.type === 'string' ? [schema.type] : schema.type;
  const typeOf = (v: unknown) =>
    v === null ? 'null' : Array.isArray(v) ? 'array' : Number.isInteger(v) ? 'integer' : typeof v;
  const actual = typeOf(value);
  if (types.length > 0 && !types.includes(actual) && !(actual === 'integer' && types.includes('number')))
    return [`${at}: expected ${types.join('|')}, got ${actual}`];
  if (schema.enum && !schema.enum.includes(value))
    return [`${at}: ${JSON.stringify(value)} is not one of ${schema.enum.join(', ')}`];
  const errors: string[] = [];
  if (actual === 'object' && value !== null) {
    const record = value as Record<string, unknown>;
    for (const name of schema.required ?? []) if (!(name in record)) errors.push(`${at}.${name}: missing`);
    for (const [name, sub] of Object.entries(schema.properties ?? {}))
      if (name in record) errors.push(...schemaErrors(sub, record[name], `${at}.${name}`));
  }
  const items = schema.items;
  if (actual === 'array' && items)
    (value as unknown[]).forEach((item, i) => errors.push(...schemaErrors(items, item, `${at}[${String(i)}]`)));
  return errors;
}

type Method = 'get' | 'put' | 'delete';
const documented = (
  path: string,
  method: Method,
): Record<string, { content?: { 'application/json': { schema: Schema } } }> => {
  const item = (
    INVENTORY_OPENAPI.paths as unknown as Record<string, Record<string, { responses: Record<string, never> }>>
  )[path];
  const operation = item?.[method];
  if (!operation) throw new Error(`${method} ${path} is not documented`);
  return operation.responses;
};

const provoked = new Set<string>();

/** Calls the API and checks the answer against the document's response for that status. */
async function call(method: Method, path: string, init: { key?: string | null; body?: unknown; query?: string } = {}) {
  const template = path.includes('/inventory/') ? '/inventory/{stockNumber}' : '/inventory';
  const headers = new Headers({ 'content-type': 'application/json' });
  const apiKey = init.key === undefined ? key : init.key;
  if (apiKey !== null) headers.set('authorization', `Bearer ${apiKey}`);
  const response = await inventory(
    new Request(`http://localhost/api/v1${path}${init.query ?? ''}`, {
      method: method.toUpperCase(),
      headers,
      ...(init.body === undefined
        ? {}
        : { body: typeof init.body === 'string' ? init.body : JSON.stringify(init.body) }),
    }),
  );
  const body: unknown = await response.json();
  const responses = documented(template, method);
  const spec = responses[String(response.status)];
  expect(spec, `${method} ${template} answered ${String(response.status)}: ${JSON.stringify(body)}`).toBeDefined();
  const schema = spec?.content?.['application/json'].schema;
  if (schema) expect(schemaErrors(schema, body)).toEqual([]);
  provoked.add(`${method} ${template} ${String(response.status)}`);
  return { status: response.status, body: body as Record<string, unknown>, headers: response.headers };
}

const golf = {
  make: 'VW',
  model: 'Golf',
  price: '12.900 €',
  mileage: '45.000 km',
  first_registration: 'EZ 03/2019',
  fuel_type: 'Benzin',
  transmission: 'Schaltgetriebe',
  body_type: 'Kombi',
  location: 'Berlin',
};

describe('the inventory API, through its OpenAPI document', () => {
  it('serves the document as OpenAPI 3.1 JSON', async () => {
    const response = openapi(new Request('http://localhost/api/v1/openapi.json'));
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      openapi: '3.1.0',
      paths: { '/inventory': {}, '/inventory/{stockNumber}': {} },
    });
  });

  it('creates a vehicle with PUT, live on the site', async () => {
    const { status, body } = await call('put', '/inventory/A-1', { body: golf });
    expect(status).toBe(201);
    expect(body).toMatchObject({ stockNumber: 'A-1', outcome: 'created' });
    const { data } = await stack
      .anon()
      .from('vehicles')
      .select('price, status')
      .eq('id', String(body.listingId))
      .single();
    expect(data).toEqual({ price: 12_900, status: 'active' });
  });

  it('answers the same PUT again as unchanged, and a changed price as updated', async () => {
    expect((await call('put', '/inventory/A-1', { body: golf })).body).toMatchObject({
      outcome: 'unchanged',
      changes: [],
    });
    expect((await call('put', '/inventory/A-1', { body: { ...golf, price: 11_900 } })).body).toMatchObject({
      outcome: 'updated',
      changes: ['price'],
    });
  });

  it('rejects unreadable values with the column and reason, as the feed import does', async () => {
    const { status, body } = await call('put', '/inventory/A-2', { body: { ...golf, price: '12.900,-' } });
    expect(status).toBe(422);
    expect(body.problems).toEqual([{ column: 'price', message: "price must be a number of euros, got '12.900,-'" }]);
    const unknownPlace = await call('put', '/inventory/A-2', { body: { ...golf, location: 'Nowhereville' } });
    expect(unknownPlace.body.problems).toEqual([
      { column: 'location', message: 'no town called Nowhereville is known' },
    ]);
  });

  it('refuses a body that is not a vehicle object, a bad stock number and a body over 64 KB', async () => {
    expect((await call('put', '/inventory/A-3', { body: '[1,2]' })).status).toBe(400);
    expect((await call('put', '/inventory/A-3', { body: 'not json' })).status).toBe(400);
    expect((await call('put', `/inventory/${encodeURIComponent('<script>')}`, { body: golf })).status).toBe(400);
    expect((await call('put', '/inventory/A-3', { body: { ...golf, description: 'x'.repeat(70_000) } })).status).toBe(
      413,
    );
  });

  it('gets one vehicle and lists the stock a page at a time', async () => {
    await call('put', '/inventory/A-0', { body: golf });
    const one = await call('get', '/inventory/A-1');
    expect(one.body).toMatchObject({ stockNumber: 'A-1', price: 11_900, status: 'active' });
    const first = await call('get', '/inventory', { query: '?limit=1' });
    expect(first.body).toMatchObject({ items: [{ stockNumber: 'A-0' }], next: 'A-0' });
    const second = await call('get', '/inventory', { query: '?limit=1&after=A-0' });
    expect(second.body).toMatchObject({ items: [{ stockNumber: 'A-1' }], next: null });
    expect((await call('get', '/inventory', { query: '?limit=500' })).status).toBe(400);
  });

  it('withdraws with DELETE, idempotently, and answers 404 for unknown stock', async () => {
    expect((await call('delete', '/inventory/A-0')).body).toMatchObject({ outcome: 'withdrawn' });
    expect((await call('delete', '/inventory/A-0')).body).toMatchObject({ outcome: 'unchanged' });
    expect((await call('get', '/inventory/A-0')).body).toMatchObject({ status: 'sold' });
    expect((await call('delete', '/inventory/NOPE')).status).toBe(404);
    expect((await call('get', '/inventory/NOPE')).status).toBe(404);
  });

  it("never lets one dealer's key touch another dealer's stock", async () => {
    expect((await call('get', '/inventory/A-1', { key: otherKey })).status).toBe(404);
    expect((await call('delete', '/inventory/A-1', { key: otherKey })).status).toBe(404);
    const theirs = await call('put', '/inventory/A-1', { key: otherKey, body: { ...golf, price: 1 } });
    expect(theirs.status).toBe(201);
    expect((await call('get', '/inventory/A-1')).body).toMatchObject({ price: 11_900 });
    expect((await call('get', '/inventory', { key: otherKey })).body).toMatchObject({
      items: [{ stockNumber: 'A-1', price: 1 }],
    });
  });

  it('refuses a missing or unknown key, and a revoked key at once', async () => {
    for (const method of ['get', 'put', 'delete'] as const) {
      expect(
        (await call(method, '/inventory/A-1', { key: null, ...(method === 'put' ? { body: golf } : {}) })).status,
      ).toBe(401);
    }
    expect((await call('get', '/inventory', { key: 'whk_unknown' })).status).toBe(401);
    const revoked = await newKey(dealer.client, 'Old system');
    expect((await call('get', '/inventory', { key: revoked.key })).status).toBe(200);
    const { error } = await dealer.client.rpc('revoke_dealer_api_key', { key_id: revoked.id });
    expect(error).toBeNull();
    expect((await call('get', '/inventory', { key: revoked.key })).status).toBe(401);
    expect((await call('put', '/inventory/A-9', { key: revoked.key, body: golf })).status).toBe(401);
  });

  it('answers 429 with Retry-After past 120 calls a minute per key', async () => {
    const burst = (await newKey(dealer.client, 'Burst')).key;
    const statuses: number[] = [];
    for (let i = 0; i < 121; i += 1) statuses.push((await call('get', '/inventory/A-1', { key: burst })).status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(120);
    const last = await call('get', '/inventory', { key: burst });
    expect(last.status).toBe(429);
    expect(last.headers.get('retry-after')).toBe('60');
    for (const method of ['put', 'delete'] as const) {
      expect(
        (await call(method, '/inventory/A-1', { key: burst, ...(method === 'put' ? { body: golf } : {}) })).status,
      ).toBe(429);
    }
  });

  it('refuses methods the document does not list', async () => {
    const response = await inventory(
      new Request('http://localhost/api/v1/inventory', { method: 'POST', headers: { authorization: `Bearer ${key}` } }),
    );
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET');
  });

  it('provoked every response the document lists', () => {
    const listed = Object.entries(INVENTORY_OPENAPI.paths).flatMap(([path, item]) =>
      Object.entries(item).flatMap(([method, operation]) =>
        method === 'parameters'
          ? []
          : Object.keys((operation as { responses: object }).responses).map((status) => `${method} ${path} ${status}`),
      ),
    );
    expect(listed.filter((entry) => !provoked.has(entry))).toEqual([]);
  });
});
