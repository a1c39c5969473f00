/**
 * Conformance: what a hostile page or a broken machine cannot do to the
 * stack. One process per PGlite data folder; an outbox only its own
 * origin can read; a read-only data folder explained rather than aborted.
 */
import { spawnSync } from 'node:child_process';
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DataDirError, openPglite } from '../db.ts';
import { createOutbox, startMailViewer } from '../mail.ts';

describe('a PGlite data folder', () => {
  let parent: string;
  beforeAll(async () => {
    parent = await mkdtemp(join(tmpdir(), 'local-supabase-datadir-'));
  });
  afterAll(async () => {
    await rm(parent, { recursive: true, force: true });
  });

  it('is opened by one stack at a time, and freed when that stack closes', async () => {
    const dataDir = join(parent, 'shared');
    const first = await openPglite(dataDir);
    const second = openPglite(dataDir);
    await expect(second).rejects.toBeInstanceOf(DataDirError);
    await expect(second).rejects.toThrow(
      `Another local stack (process ${process.pid}) is using the data folder ${dataDir}`,
    );
    await first.close();
    const reopened = await openPglite(dataDir);
    await reopened.close();
    // Two new PGlite databases: on two cores shared with other work, each can take 15 s to initialise.
  }, 120_000);

  it('takes over a lock left by a process that is gone', async () => {
    const dataDir = join(parent, 'stale');
    const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']).stdout.toString();
    await writeFile(`${dataDir}.lock`, gone);
    const db = await openPglite(dataDir);
    await db.close();
  });

  it.skipIf(process.getuid?.() === 0)('explains a read-only folder instead of failing to initialise', async () => {
    const dataDir = join(parent, 'read-only');
    await openPglite(dataDir).then((db) => db.close());
    await chmod(dataDir, 0o555);
    try {
      await expect(openPglite(dataDir)).rejects.toThrow(`The data folder ${dataDir} is read-only`);
    } finally {
      await chmod(dataDir, 0o755);
    }
  });
});

describe('the mail outbox viewer', () => {
  it('answers its own local origin and no other', async () => {
    const outbox = createOutbox(null);
    const { url, server } = await startMailViewer(outbox, 0);
    try {
      const own = await fetch(`${url}/api/messages`, { headers: { origin: url } });
      expect(own.status).toBe(200);
      expect(own.headers.get('access-control-allow-origin')).toBeNull();
      const foreign = await fetch(`${url}/api/messages`, { headers: { origin: 'https://attacker.example' } });
      expect(foreign.status).toBe(403);
      expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
      // fetch() will not send another Host: a page on a rebound DNS name would.
      const rebound = await new Promise<number | undefined>((resolve, reject) => {
        request(`${url}/api/messages`, { headers: { host: 'attacker.example' } }, (response) => {
          response.resume();
          resolve(response.statusCode);
        })
          .on('error', reject)
          .end();
      });
      expect(rebound).toBe(403);
    } finally {
      server.close();
    }
  });
});
