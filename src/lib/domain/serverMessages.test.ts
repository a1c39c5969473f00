import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { translator } from '../../i18n';
import { SERVER_MESSAGES, serverMessageKey } from './serverMessages';

const schemas = join(import.meta.dirname, '../../../supabase/schemas');
const sql = readdirSync(schemas)
  .filter((name) => name.endsWith('.sql'))
  .map((name) => readFileSync(join(schemas, name), 'utf8'))
  .join('\n');

describe('server messages in the visitor’s language', () => {
  it.each(Object.keys(SERVER_MESSAGES))('the database still raises “%s”', (message) => {
    expect(sql).toContain(`raise exception '${message}'`);
  });

  it('says a rate limit in German', () => {
    const key = serverMessageKey(
      'You have viewed many phone numbers in a short time. Please wait a minute and try again.',
    );
    expect(key).toBe('db.phonesTooQuickly');
    expect(translator('de')(key ?? 'db.phonesTooQuickly')).toMatch(/Telefonnummern/);
    expect(serverMessageKey('something else')).toBeUndefined();
  });
});
