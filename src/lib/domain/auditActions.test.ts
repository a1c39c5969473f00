import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pick } from '../../i18n';
import { ADMIN_KEYS } from '../../islands/admin/adminStrings';
import { AUDIT_ACTIONS } from './auditActions';
import { REPORT_REASONS } from './reportReasons';

const root = join(import.meta.dirname, '../../..');
const read = (folder: string, ending: string): string[] =>
  readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith(ending) && !name.endsWith('.test.ts'))
    .map((name) => readFileSync(join(root, folder, name), 'utf8'));

/** The actions the schema's audit rows name: `'listing.hide', 'vehicle'` in an insert into public.audit_log. */
const schemaActions = read('supabase/schemas', '.sql')
  .filter((sql) => sql.includes('insert into public.audit_log'))
  .flatMap((sql) => [...sql.matchAll(/'([a-z]+\.[a-z_]+)', '(?:vehicle|user|report|site)'/g)].map((m) => m[1]));
/** The actions the Netlify functions hand to audit(). */
const functionActions = read('netlify/functions', '.ts').flatMap((code) =>
  [...code.matchAll(/audit\([^)]*?action: '([a-z]+\.[a-z_]+)'/g)].map((m) => m[1]),
);

describe('the audit log’s actions', () => {
  it('are the ones the schema and the functions write, no more and no fewer', () => {
    expect(schemaActions).toEqual(['listing.hide', 'listing.restore', 'report.dismiss', 'user.remove']);
    expect(new Set([...schemaActions, ...functionActions])).toEqual(new Set(AUDIT_ACTIONS));
  });

  it('are named in the moderators’ page’s language', () => {
    const english = pick('en', ADMIN_KEYS) as Readonly<Record<string, string>>;
    const german = pick('de', ADMIN_KEYS) as Readonly<Record<string, string>>;
    expect(AUDIT_ACTIONS.map((action) => english[`admin.action.${action}`])).toEqual([
      'Listing hidden',
      'Listing restored',
      'Report dismissed',
      'Account removed',
      'Account deleted by its owner',
      'Site rebuild started',
    ]);
    expect(german['admin.action.listing.hide']).toBe('Inserat ausgeblendet');
    expect(german['admin.action.report.dismiss']).toBe('Meldung abgewiesen');
  });
});

describe('report reasons on the moderators’ page', () => {
  it('carry the report dialog’s words in the page’s language', () => {
    const german = pick('de', ADMIN_KEYS) as Readonly<Record<string, string>>;
    expect(REPORT_REASONS.map((reason) => german[`report.reason.${reason}`])).toEqual([
      'Sieht nach Betrug aus',
      'Falsche oder irreführende Angaben',
      'Bereits verkauft',
      'Doppelte Anzeige',
      'Anstößige Inhalte',
      'Etwas anderes',
    ]);
  });
});
