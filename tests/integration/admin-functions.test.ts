/**
 * The admin Netlify functions, called as Netlify calls them (default export
 * with a Request) for each kind of caller: nobody, a forged token, a signed-in
 * user and an administrator, against an in-process local stack.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import adminAudit from '../../netlify/functions/admin-audit.ts';
import adminListings from '../../netlify/functions/admin-listings.ts';
import adminRebuild from '../../netlify/functions/admin-rebuild.ts';
import adminReports from '../../netlify/functions/admin-reports.ts';
import adminUsers from '../../netlify/functions/admin-users.ts';
import { createListing, createReport } from './support/fixtures.ts';
import { startTestStack, type Client, type TestStack } from './support/stack.ts';

let stack: TestStack;
const saved = {
  url: process.env.SUPABASE_URL,
  key: process.env.SUPABASE_SERVICE_ROLE_KEY,
  hook: process.env.NETLIFY_BUILD_HOOK_URL,
};

interface Person {
  client: Client;
  id: string;
  email: string;
  token: string;
}

let admin: Person;
let user: Person;
let seller: Person;

const FORGED =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIwMDAwMDAwMC0wMDAwLTAwMDAtMDAwMC0wMDAwMDAwMDAwMDAiLCJyb2xlIjoiYXV0aGVudGljYXRlZCIsImFwcF9tZXRhZGF0YSI6eyJyb2xlIjoiYWRtaW4ifX0.c2lnbmF0dXJl';

async function person(prefix: string): Promise<Person> {
  const created = await stack.newUser(prefix, { first_name: prefix });
  const { data } = await created.client.auth.getSession();
  return { ...created, token: data.session?.access_token ?? '' };
}

function call(path: string, init: { method?: string; token?: string | null; body?: unknown } = {}): Request {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  return new Request(`http://localhost${path}`, {
    method: init.method ?? 'GET',
    headers,
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
}

async function bodyOf(response: Response): Promise<Record<string, unknown>> {
  return (await response.json()) as Record<string, unknown>;
}

beforeAll(async () => {
  stack = await startTestStack();
  process.env.SUPABASE_URL = stack.url;
  process.env.SUPABASE_SERVICE_ROLE_KEY = stack.serviceRoleKey;
  delete process.env.NETLIFY_BUILD_HOOK_URL;
  user = await person('user');
  seller = await person('seller');
  const created = await stack.newUser('admin');
  const granted = await stack.service().auth.admin.updateUserById(created.id, { app_metadata: { role: 'admin' } });
  expect(granted.error).toBeNull();
  const client = await stack.signIn(created.email, created.password);
  const { data } = await client.auth.getSession();
  admin = { client, id: created.id, email: created.email, token: data.session?.access_token ?? '' };
});

afterAll(async () => {
  process.env.SUPABASE_URL = saved.url;
  process.env.SUPABASE_SERVICE_ROLE_KEY = saved.key;
  if (saved.hook === undefined) delete process.env.NETLIFY_BUILD_HOOK_URL;
  else process.env.NETLIFY_BUILD_HOOK_URL = saved.hook;
  await stack.stop();
});

const endpoints = [
  {
    name: 'GET /api/admin/reports',
    run: (token: string | null) => adminReports(call('/api/admin/reports', { token })),
  },
  {
    name: 'GET /api/admin/listings',
    run: (token: string | null) => adminListings(call('/api/admin/listings', { token })),
  },
  { name: 'GET /api/admin/audit', run: (token: string | null) => adminAudit(call('/api/admin/audit', { token })) },
  {
    name: 'POST /api/admin/rebuild',
    run: (token: string | null) => adminRebuild(call('/api/admin/rebuild', { method: 'POST', token })),
  },
  {
    name: 'POST /api/admin/listings/{id}/hide',
    run: (token: string | null) =>
      adminListings(
        call('/api/admin/listings/5a1e0001-0000-4000-8000-000000000001/hide', {
          method: 'POST',
          token,
          body: { reason: 'Testing access' },
        }),
      ),
  },
  {
    name: 'DELETE /api/admin/users/{id}',
    run: (token: string | null) =>
      adminUsers(
        call('/api/admin/users/b0e1e700-0000-4000-8000-000000000003', {
          method: 'DELETE',
          token,
          body: { reason: 'Testing access' },
        }),
      ),
  },
];

describe('who may call the admin functions', () => {
  it.each(endpoints)('$name refuses a caller without a token (401)', async ({ run }) => {
    const response = await run(null);
    expect(response.status).toBe(401);
    expect(await bodyOf(response)).toEqual({ message: 'Sign in as an administrator' });
  });

  it.each(endpoints)('$name refuses a forged token claiming the admin role (401)', async ({ run }) => {
    expect((await run(FORGED)).status).toBe(401);
  });

  it.each(endpoints)('$name refuses a signed-in user who is not an admin (403)', async ({ run }) => {
    const response = await run(user.token);
    expect(response.status).toBe(403);
    expect(await bodyOf(response)).toEqual({ message: 'Only administrators can do this' });
  });

  it('leaves everything as it was after the refusals', async () => {
    const { data } = await stack
      .service()
      .from('vehicles')
      .select('status')
      .eq('id', '5a1e0001-0000-4000-8000-000000000001')
      .single();
    expect(data?.status).toBe('active');
    const buyer = await stack.service().auth.admin.getUserById('b0e1e700-0000-4000-8000-000000000003');
    expect(buyer.data.user?.id).toBe('b0e1e700-0000-4000-8000-000000000003');
  });

  it('a user cannot grant themselves the admin role', async () => {
    await user.client.auth.updateUser({ data: { role: 'admin' } });
    const refreshed = await user.client.auth.refreshSession();
    const token = refreshed.data.session?.access_token ?? '';
    expect(refreshed.data.user?.app_metadata.role).toBeUndefined();
    expect((await adminReports(call('/api/admin/reports', { token }))).status).toBe(403);
  });

  it('answers 405 for other methods', async () => {
    const response = await adminRebuild(call('/api/admin/rebuild', { token: admin.token }));
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
  });
});

describe('the reports queue', () => {
  it('lists open reports with the listing, the reporter and the open count per listing', async () => {
    const vehicleId = await createListing(seller.client, seller.id, { title: '2018 Vespa GTS 300' });
    const reportId = await createReport(user, vehicleId);
    const response = await adminReports(call('/api/admin/reports', { token: admin.token }));
    expect(response.status).toBe(200);
    const { reports } = (await response.json()) as { reports: Record<string, unknown>[] };
    const entry = reports.find((r) => r.id === reportId);
    expect(entry).toMatchObject({
      reason: 'scam',
      details: 'Asked for a deposit.',
      status: 'open',
      reporter: { id: user.id, name: 'user' },
      vehicle: { id: vehicleId, title: '2018 Vespa GTS 300', status: 'active', sellerId: seller.id },
      openReportsForVehicle: 1,
    });
    // The two seeded reports are in the queue too.
    expect(reports.length).toBeGreaterThanOrEqual(3);
  });

  it('validates the status filter', async () => {
    const response = await adminReports(call('/api/admin/reports?status=closed', { token: admin.token }));
    expect(response.status).toBe(400);
    expect(await bodyOf(response)).toEqual({ message: 'status must be open, resolved, dismissed or all' });
  });

  it('dismisses an open report once, with an audit row', async () => {
    const vehicleId = await createListing(seller.client, seller.id);
    const reportId = await createReport(user, vehicleId);
    const dismiss = () =>
      adminReports(
        call(`/api/admin/reports/${reportId}/dismiss`, { method: 'POST', token: admin.token, body: { note: 'Fine' } }),
      );
    const first = await dismiss();
    expect(first.status).toBe(200);
    expect(await bodyOf(first)).toEqual({ id: reportId, status: 'dismissed' });
    const second = await dismiss();
    expect(second.status).toBe(409);
    expect(await bodyOf(second)).toEqual({ message: 'This report is already closed' });

    const { data } = await stack.service().from('audit_log').select('*').eq('target_id', reportId);
    expect(data).toHaveLength(1);
    expect(data?.[0]).toMatchObject({ action: 'report.dismiss', actor_id: admin.id, actor_email: admin.email });
  });

  it('answers 400 for a malformed id and 404 for an unknown one', async () => {
    const malformed = await adminReports(
      call('/api/admin/reports/not-an-id/dismiss', { method: 'POST', token: admin.token }),
    );
    expect(malformed.status).toBe(400);
    expect(await bodyOf(malformed)).toEqual({ message: 'Report id must be a UUID' });
    const unknown = await adminReports(
      call('/api/admin/reports/00000000-0000-4000-8000-000000000000/dismiss', { method: 'POST', token: admin.token }),
    );
    expect(unknown.status).toBe(404);
  });
});

describe('hiding and restoring a listing', () => {
  it('hides a listing from everyone but its seller, resolves its reports, and restores it as it was', async () => {
    const vehicleId = await createListing(seller.client, seller.id, { title: '2017 Piaggio Liberty 125' });
    const reportId = await createReport(user, vehicleId);
    expect((await seller.client.from('vehicles').update({ status: 'sold' }).eq('id', vehicleId)).error).toBeNull();

    const hide = await adminListings(
      call(`/api/admin/listings/${vehicleId}/hide`, {
        method: 'POST',
        token: admin.token,
        body: { reason: 'Scam reports confirmed' },
      }),
    );
    expect(hide.status).toBe(200);
    expect(await bodyOf(hide)).toEqual({ id: vehicleId, status: 'removed', resolvedReports: 1 });

    expect((await stack.anon().from('vehicles').select('id').eq('id', vehicleId)).data).toEqual([]);
    expect((await user.client.from('vehicles').select('id').eq('id', vehicleId)).data).toEqual([]);
    const own = await seller.client.from('vehicles').select('status').eq('id', vehicleId).single();
    expect(own.data?.status).toBe('removed');
    const closed = await stack.service().from('reports').select('status, resolved_by').eq('id', reportId).single();
    expect(closed.data).toEqual({ status: 'resolved', resolved_by: admin.id });

    const hidden = await adminListings(call('/api/admin/listings', { token: admin.token }));
    const { listings } = (await hidden.json()) as { listings: { id: string; statusBeforeRemoval: string }[] };
    expect(listings.find((l) => l.id === vehicleId)?.statusBeforeRemoval).toBe('sold');

    const again = await adminListings(
      call(`/api/admin/listings/${vehicleId}/hide`, { method: 'POST', token: admin.token, body: { reason: 'Twice' } }),
    );
    expect(again.status).toBe(409);

    const restore = await adminListings(
      call(`/api/admin/listings/${vehicleId}/restore`, { method: 'POST', token: admin.token }),
    );
    expect(restore.status).toBe(200);
    expect(await bodyOf(restore)).toEqual({ id: vehicleId, status: 'sold' });
    expect((await stack.anon().from('vehicles').select('status').eq('id', vehicleId)).data).toEqual([
      { status: 'sold' },
    ]);

    const { data: trail } = await stack
      .service()
      .from('audit_log')
      .select('action, details')
      .eq('target_id', vehicleId)
      .order('id');
    expect(trail?.map((row) => row.action)).toEqual(['listing.hide', 'listing.restore']);
    expect(trail?.[0]?.details).toMatchObject({ reason: 'Scam reports confirmed', previousStatus: 'sold' });
  });

  it('requires a reason to hide, and refuses unknown listings and actions', async () => {
    const vehicleId = await createListing(seller.client, seller.id);
    const noReason = await adminListings(
      call(`/api/admin/listings/${vehicleId}/hide`, { method: 'POST', token: admin.token, body: { reason: ' ' } }),
    );
    expect(noReason.status).toBe(400);
    expect(await bodyOf(noReason)).toEqual({ message: 'Give a reason of at least 3 characters' });
    const badJson = await adminListings(
      new Request(`http://localhost/api/admin/listings/${vehicleId}/hide`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${admin.token}` },
        body: '{reason:',
      }),
    );
    expect(badJson.status).toBe(400);
    const unknown = await adminListings(
      call('/api/admin/listings/00000000-0000-4000-8000-000000000000/restore', { method: 'POST', token: admin.token }),
    );
    expect(unknown.status).toBe(404);
    const notHidden = await adminListings(
      call(`/api/admin/listings/${vehicleId}/restore`, { method: 'POST', token: admin.token }),
    );
    expect(notHidden.status).toBe(409);
    const action = await adminListings(
      call(`/api/admin/listings/${vehicleId}/delete`, { method: 'POST', token: admin.token }),
    );
    expect(action.status).toBe(404);
  });
});

describe('moderation is atomic', () => {
  async function secondAdmin(): Promise<Person> {
    const created = await stack.newUser('admin-two');
    const granted = await stack.service().auth.admin.updateUserById(created.id, { app_metadata: { role: 'admin' } });
    expect(granted.error).toBeNull();
    const client = await stack.signIn(created.email, created.password);
    const { data } = await client.auth.getSession();
    return { client, id: created.id, email: created.email, token: data.session?.access_token ?? '' };
  }

  it('lets exactly one of two admins hiding the same listing at once win, with one audit row', async () => {
    const other = await secondAdmin();
    const vehicleId = await createListing(seller.client, seller.id, { title: '2020 Yamaha NMAX 125' });
    const reportId = await createReport(user, vehicleId);
    const hideAs = (who: Person, reason: string) =>
      adminListings(
        call(`/api/admin/listings/${vehicleId}/hide`, { method: 'POST', token: who.token, body: { reason } }),
      );
    const responses = await Promise.all([hideAs(admin, 'First admin'), hideAs(other, 'Second admin')]);
    expect(responses.map((r) => r.status).sort()).toEqual([200, 409]);
    const winner = responses.findIndex((r) => r.status === 200);
    const [won, lost] = winner === 0 ? responses : [...responses].reverse();
    if (!won || !lost) throw new Error('two responses expected');
    expect(await bodyOf(won)).toEqual({
      id: vehicleId,
      status: 'removed',
      resolvedReports: 1,
    });
    expect(await bodyOf(lost)).toEqual({ message: 'This listing is already hidden' });

    const { data: trail } = await stack
      .service()
      .from('audit_log')
      .select('action, actor_id, details')
      .eq('target_id', vehicleId);
    expect(trail).toHaveLength(1);
    expect(trail?.[0]).toMatchObject({
      action: 'listing.hide',
      actor_id: winner === 0 ? admin.id : other.id,
      details: { previousStatus: 'active', resolvedReports: [reportId] },
    });
    const closed = await stack.service().from('reports').select('status, resolved_by').eq('id', reportId).single();
    expect(closed.data).toEqual({ status: 'resolved', resolved_by: winner === 0 ? admin.id : other.id });
  });

  it('lets exactly one of two admins dismissing the same report at once win', async () => {
    const other = await secondAdmin();
    const reportId = await createReport(user, await createListing(seller.client, seller.id));
    const dismissAs = (who: Person) =>
      adminReports(call(`/api/admin/reports/${reportId}/dismiss`, { method: 'POST', token: who.token, body: {} }));
    const responses = await Promise.all([dismissAs(admin), dismissAs(other)]);
    expect(responses.map((r) => r.status).sort()).toEqual([200, 409]);
    const { data } = await stack.service().from('audit_log').select('id').eq('target_id', reportId);
    expect(data).toHaveLength(1);
  });

  it('changes nothing when the audit row cannot be written', async () => {
    const vehicleId = await createListing(seller.client, seller.id);
    const reportId = await createReport(user, vehicleId);
    // audit_log.actor_email is not null: the last statement of the function fails, so all of it must roll back.
    const { error } = await stack.service().rpc('admin_hide_listing', {
      actor_id: admin.id,
      actor_email: null as unknown as string,
      vehicle_id: vehicleId,
      reason: 'Rolled back',
    });
    expect(error?.code).toBe('23502');
    const listing = await stack
      .service()
      .from('vehicles')
      .select('status, status_before_removal')
      .eq('id', vehicleId)
      .single();
    expect(listing.data).toEqual({ status: 'active', status_before_removal: null });
    const open = await stack.service().from('reports').select('status').eq('id', reportId).single();
    expect(open.data?.status).toBe('open');
    expect((await stack.service().from('audit_log').select('id').eq('target_id', vehicleId)).data).toEqual([]);
  });

  const actor = () => ({ actor_id: user.id, actor_email: user.email });
  const VEHICLE = '5a1e0001-0000-4000-8000-000000000001';
  const calls = [
    {
      fn: 'admin_hide_listing',
      run: (c: Client) => c.rpc('admin_hide_listing', { ...actor(), vehicle_id: VEHICLE, reason: 'Mine now' }),
    },
    {
      fn: 'admin_restore_listing',
      run: (c: Client) => c.rpc('admin_restore_listing', { ...actor(), vehicle_id: VEHICLE }),
    },
    {
      fn: 'admin_dismiss_report',
      run: (c: Client) =>
        c.rpc('admin_dismiss_report', { ...actor(), report_id: '00000000-0000-4000-8000-000000000000', note: '' }),
    },
    {
      fn: 'admin_remove_user',
      run: (c: Client) =>
        c.rpc('admin_remove_user', { ...actor(), user_id: 'b0e1e700-0000-4000-8000-000000000003', reason: 'Mine now' }),
    },
  ];

  it.each(calls)('$fn cannot be executed by anon or a signed-in user, not even an admin', async ({ run }) => {
    for (const client of [stack.anon(), user.client, admin.client]) {
      const { error } = await run(client);
      expect(error?.code).toBe('42501');
    }
    const { data } = await stack.service().from('vehicles').select('status').eq('id', VEHICLE).single();
    expect(data?.status).toBe('active');
    const buyer = await stack.service().auth.admin.getUserById('b0e1e700-0000-4000-8000-000000000003');
    expect(buyer.data.user?.id).toBe('b0e1e700-0000-4000-8000-000000000003');
  });
});

describe('removing a user', () => {
  it('removes the user and what they own, with an audit row', async () => {
    const leaving = await person('leaving');
    const vehicleId = await createListing(leaving.client, leaving.id);
    const response = await adminUsers(
      call(`/api/admin/users/${leaving.id}`, {
        method: 'DELETE',
        token: admin.token,
        body: { reason: 'Spam account' },
      }),
    );
    expect(response.status).toBe(200);
    expect(await bodyOf(response)).toEqual({ id: leaving.id, removed: true });
    expect((await stack.service().from('vehicles').select('id').eq('id', vehicleId)).data).toEqual([]);
    expect((await stack.service().auth.admin.getUserById(leaving.id)).error?.status).toBe(404);
    const { data } = await stack.service().from('audit_log').select('action, details').eq('target_id', leaving.id);
    expect(data).toEqual([{ action: 'user.remove', details: { email: leaving.email, reason: 'Spam account' } }]);
  });

  it('removes a user whose photos sit folders deep, photos included', async () => {
    const leaving = await person('nested');
    const png = new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' });
    for (const path of [`${leaving.id}/a/b/c.png`, `${leaving.id}/listing/cover.png`]) {
      expect((await leaving.client.storage.from('vehicle-originals').upload(path, png)).error).toBeNull();
    }
    const response = await adminUsers(
      call(`/api/admin/users/${leaving.id}`, {
        method: 'DELETE',
        token: admin.token,
        body: { reason: 'Spam account' },
      }),
    );
    expect(response.status).toBe(200);
    const left = await stack.service().rpc('storage_object_names', { bucket: 'vehicle-originals', prefix: leaving.id });
    expect(left.data).toEqual([]);
    expect((await stack.service().auth.admin.getUserById(leaving.id)).error?.status).toBe(404);
  });

  it('refuses removing oneself, another admin, or someone unknown', async () => {
    const self = await adminUsers(
      call(`/api/admin/users/${admin.id}`, { method: 'DELETE', token: admin.token, body: { reason: 'Oops' } }),
    );
    expect(self.status).toBe(409);
    const other = await stack.newUser('other-admin');
    await stack.service().auth.admin.updateUserById(other.id, { app_metadata: { role: 'admin' } });
    const peer = await adminUsers(
      call(`/api/admin/users/${other.id}`, { method: 'DELETE', token: admin.token, body: { reason: 'Nope' } }),
    );
    expect(peer.status).toBe(403);
    const unknown = await adminUsers(
      call('/api/admin/users/00000000-0000-4000-8000-000000000000', {
        method: 'DELETE',
        token: admin.token,
        body: { reason: 'Gone' },
      }),
    );
    expect(unknown.status).toBe(404);
  });
});

describe('rebuilding the site', () => {
  it('says clearly that no build hook is set', async () => {
    const response = await adminRebuild(call('/api/admin/rebuild', { method: 'POST', token: admin.token }));
    expect(response.status).toBe(503);
    expect((await bodyOf(response)).message).toMatch(/^No build hook is set/);
  });

  it('calls the build hook and records who did', async () => {
    const received: string[] = [];
    const { createServer } = await import('node:http');
    const hook = createServer((req, res) => {
      received.push(`${req.method ?? ''} ${req.url ?? ''}`);
      res.writeHead(200).end();
    });
    await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
    const address = hook.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    process.env.NETLIFY_BUILD_HOOK_URL = `http://127.0.0.1:${String(port)}/build_hooks/abc`;
    try {
      const response = await adminRebuild(call('/api/admin/rebuild', { method: 'POST', token: admin.token }));
      expect(response.status).toBe(202);
      expect(received).toEqual(['POST /build_hooks/abc']);
    } finally {
      delete process.env.NETLIFY_BUILD_HOOK_URL;
      await new Promise<void>((resolve) => hook.close(() => resolve()));
    }
    const audit = await adminAudit(call('/api/admin/audit?limit=5', { token: admin.token }));
    const { entries } = (await audit.json()) as { entries: { action: string; actorEmail: string }[] };
    expect(entries[0]).toMatchObject({ action: 'site.rebuild', actorEmail: admin.email });
  });
});

describe('the audit trail', () => {
  it('validates the limit', async () => {
    const response = await adminAudit(call('/api/admin/audit?limit=1000', { token: admin.token }));
    expect(response.status).toBe(400);
    expect(await bodyOf(response)).toEqual({ message: 'limit must be at most 200' });
  });

  it('is not readable by signed-in users through the API', async () => {
    const { data, error } = await user.client.from('audit_log').select('id');
    expect(data).toBeNull();
    expect(error?.code).toBe('42501');
  });
});
