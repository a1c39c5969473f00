import { describe, expect, it } from 'vitest';
import { createRevalidateHandler } from './revalidate.ts';

const SECRET = 'a-test-secret-with-at-least-32-characters';
const ID = '5a1e0006-0000-4000-8000-000000000006';
const change = {
  type: 'UPDATE',
  table: 'vehicles',
  schema: 'public',
  record: { id: ID, type: 'car', status: 'sold' },
  old_record: { id: ID, type: 'car', status: 'active' },
};

function setup(options: { secret?: string | undefined; fail?: boolean } = {}) {
  const purged: string[][] = [];
  const handler = createRevalidateHandler({
    secret: 'secret' in options ? options.secret : SECRET,
    purge: (tags) => {
      if (options.fail) return Promise.reject(new Error('purge API down'));
      purged.push([...tags]);
      return Promise.resolve();
    },
  });
  const post = (headers: Record<string, string>, body: unknown = change) =>
    handler(new Request('http://localhost/api/revalidate', { method: 'POST', headers, body: JSON.stringify(body) }));
  return { handler, purged, post };
}

describe('POST /api/revalidate', () => {
  it('purges the tags of a listing change sent with the shared secret', async () => {
    const { post, purged } = setup();
    const response = await post({ 'X-Webhook-Secret': SECRET });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ purged: [`listing-${ID}`, 'sitemap'] });
    expect(purged).toEqual([[`listing-${ID}`, 'sitemap']]);
  });

  it("purges a seller's page when their public profile changes", async () => {
    const { post, purged } = setup();
    const profile = { id: ID };
    const response = await post(
      { 'X-Webhook-Secret': SECRET },
      { type: 'UPDATE', table: 'profiles', schema: 'public', record: profile, old_record: profile },
    );
    expect(response.status).toBe(200);
    expect(purged).toEqual([[`seller-${ID}`]]);
  });

  it('answers 401 and purges nothing without the secret or with a wrong one', async () => {
    const { post, purged } = setup();
    expect((await post({})).status).toBe(401);
    expect((await post({ 'X-Webhook-Secret': `${SECRET}x` })).status).toBe(401);
    expect((await post({ 'X-Webhook-Secret': SECRET.slice(0, -1) })).status).toBe(401);
    expect(purged).toEqual([]);
  });

  it('refuses everything while the site has no secret configured', async () => {
    const { post, purged } = setup({ secret: undefined });
    expect((await post({ 'X-Webhook-Secret': '' })).status).toBe(503);
    expect(purged).toEqual([]);
  });

  it('answers 400 to a body that is not a listing change, and 405 to other methods', async () => {
    const { post, handler, purged } = setup();
    const bad = await post({ 'X-Webhook-Secret': SECRET }, { type: 'INSERT', table: 'profiles' });
    expect(bad.status).toBe(400);
    expect((await handler(new Request('http://localhost/api/revalidate'))).status).toBe(405);
    expect(purged).toEqual([]);
  });

  it('answers 502 when the purge fails, so the webhook is retried', async () => {
    const { post } = setup({ fail: true });
    const response = await post({ 'X-Webhook-Secret': SECRET });
    expect(response.status).toBe(502);
    expect(JSON.stringify(await response.json())).not.toContain('purge API down');
  });
});
