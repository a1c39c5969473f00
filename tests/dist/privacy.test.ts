import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SEED_ACCOUNTS } from '../../scripts/db/seed.ts';
import { SAMPLE_VEHICLES } from '../../src/lib/domain/sampleVehicles.ts';
import { TEST_BUILD, requireTestBuild } from './build.ts';

requireTestBuild();
const DIST = TEST_BUILD;

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? files(path) : [path];
  });
}

describe('the built site (dist/) and personal data', () => {
  const built = files(DIST).filter((f) => /\.(html|js|json|txt|xml)$/.test(f));
  const accounts = SEED_ACCOUNTS;
  // Every seeded account's and sample listing's phone number, as written and as in a tel: link.
  const phones = [...accounts.map((a) => a.phone), ...SAMPLE_VEHICLES.map((v) => v.seller.phone)].filter(Boolean);
  const forbidden = [...phones, ...phones.map((phone) => phone.replace(/[^+\d]/g, ''))];

  it('holds no phone number: listing pages and their props carry none, numbers come on request', () => {
    const leaks = built.flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      return forbidden.filter((value) => text.includes(value)).map((value) => `${file}: ${value}`);
    });
    expect(leaks).toEqual([]);
  });
});
