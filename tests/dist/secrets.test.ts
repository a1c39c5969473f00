import { readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_JWT_SECRET, defaultKeys } from '@wheelhouse/local-supabase';

const DIST = resolve(import.meta.dirname, '../../dist');

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? files(path) : [path];
  });
}

describe('the built site (dist/)', () => {
  const built = files(DIST).filter((f) => /\.(html|js|css|json|txt|xml)$/.test(f));
  const { serviceRoleKey } = defaultKeys(DEFAULT_JWT_SECRET);
  const forbidden = [serviceRoleKey, DEFAULT_JWT_SECRET, 'service_role', 'SERVICE_ROLE', ...(process.env.SUPABASE_SERVICE_ROLE_KEY ? [process.env.SUPABASE_SERVICE_ROLE_KEY] : [])];

  it('has pages and scripts to inspect', () => {
    expect(built.some((f) => f.endsWith('index.html'))).toBe(true);
    expect(built.some((f) => f.endsWith('.js'))).toBe(true);
  });

  it('holds no service-role key, JWT secret or service-role name', () => {
    const leaks = built.flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      return forbidden.filter((secret) => text.includes(secret)).map((secret) => `${file}: ${secret.slice(0, 12)}…`);
    });
    expect(leaks).toEqual([]);
  });
});
