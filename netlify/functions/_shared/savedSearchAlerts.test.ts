import { describe, expect, it } from 'vitest';
import { createSavedSearchAlertsHandler } from './savedSearchAlerts.ts';

const SECRET = 'a-test-secret-with-at-least-32-characters';
const ID = '5a1e0006-0000-4000-8000-000000000006';
const published = {
  type: 'INSERT',
  table: 'vehicles',
  schema: 'public',
  record: { id: ID, status: 'active' },
  old_record: null,
};

function setup(options: { secret?: string | undefined; fail?: boolean } = {}) {
  const sent: string[] = [];
  const handler = createSavedSearchAlertsHandler({
    secret: 'secret' in options ? options.secret : SECRET,
    send: (listingId) => {
      if (options.fail) return Promise.reject(new Error('database down'));
      sent.push(listingId);
      return Promise.resolve(3);
    },
  });
  const post = (headers: Record<string, string>, body: unknown = published, method = 'POST') =>
    handler(
      new Request('http://localhost/api/saved-search-alerts', {
        method,
        headers,
        ...(method === 'POST' ? { body: JSON.stringify(body) } : {}),
      }),
    );
  return { sent, post };
}

describe('POST /api/saved-search-alerts', () => {
  it('runs the alert step for a published listing sent with the shared secret', async () => {
    const { post, sent } = setup();
    const response = await post({ 'X-Webhook-Secret': SECRET });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ listing: ID, newMatches: 3 });
    expect(sent).toEqual([ID]);
  });

  it('runs it for an edit too, whatever the statuses', async () => {
    const { post, sent } = setup();
    const edit = {
      ...published,
      type: 'UPDATE',
      record: { id: ID, status: 'sold' },
      old_record: { id: ID, status: 'active' },
    };
    expect((await post({ 'X-Webhook-Secret': SECRET }, edit)).status).toBe(200);
    expect(sent).toEqual([ID]);
  });

  it('answers 401 and sends nothing without the secret or with a wrong one', async () => {
    const { post, sent } = setup();
    expect((await post({})).status).toBe(401);
    expect((await post({ 'X-Webhook-Secret': `${SECRET}x` })).status).toBe(401);
    expect(sent).toEqual([]);
  });

  it('refuses everything while the site has no secret configured, and anything but POST', async () => {
    const { post, sent } = setup({ secret: undefined });
    expect((await post({ 'X-Webhook-Secret': '' })).status).toBe(503);
    expect((await setup().post({ 'X-Webhook-Secret': SECRET }, undefined, 'GET')).status).toBe(405);
    expect(sent).toEqual([]);
  });

  it('answers 400 to a body that is not a listing publication or edit', async () => {
    const { post, sent } = setup();
    for (const body of [
      { ...published, table: 'profiles' },
      { ...published, type: 'DELETE' },
      { ...published, record: { id: 'not-an-id', status: 'active' } },
      'nonsense',
    ])
      expect((await post({ 'X-Webhook-Secret': SECRET }, body)).status).toBe(400);
    expect(sent).toEqual([]);
  });

  it('answers 502 without details when the database step fails, so pg_net tries again', async () => {
    const { post } = setup({ fail: true });
    const response = await post({ 'X-Webhook-Secret': SECRET });
    expect(response.status).toBe(502);
    expect(await response.text()).not.toContain('database down');
  });
});
