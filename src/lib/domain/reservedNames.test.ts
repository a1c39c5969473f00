import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { profileSchema } from './profileSchema';
import { signupSchema } from './authSchemas';
import { isReservedName, LOOK_ALIKES_FROM, LOOK_ALIKES_TO, RESERVED_NAME_MESSAGE } from './reservedNames';

/** Names refused, as people who pose as staff write them. */
const RESERVED_NAME_CASES = [
  'Wheelhouse Support',
  'wheelhouse',
  'W h e e l h o u s e',
  'Wheel-House',
  'WHEELHOUSE Team',
  'Wh33lhouse',
  'Whee1house',
  'Support',
  'Supp0rt Team',
  'S.u.p.p.o.r.t',
  'Admin',
  'Adm1n',
  'Site Administrator',
  'Moderator Sam',
  'Mod3rator',
  'Official',
  'Staff',
  'Wheelhouse Staff',
  'staffs',
  'Ѕuрроrt', // Cyrillic S, р, о
  'Wheel\u200bhouse',
  'Ｗｈｅｅｌｈｏｕｓｅ',
  'Help-Desk',
] as const;

/** Names that stay allowed, close as some of them come. */
const ALLOWED_NAME_CASES = [
  'Jonas',
  'Autohaus Lindner',
  'Team Nord',
  'Stafford',
  'Sam Keller',
  'Mia',
  'Autohaus 3000',
  'Moderne Autos',
  'Müller',
  'Ѕиррогт', // Cyrillic that does not read as “support”
] as const;

describe('reserved names', () => {
  it.each(RESERVED_NAME_CASES)('refuses %s', (name) => {
    expect(isReservedName(name)).toBe(true);
  });

  it.each(ALLOWED_NAME_CASES)('allows %s', (name) => {
    expect(isReservedName(name)).toBe(false);
  });

  it('maps every look-alike to one letter', () => {
    expect(Array.from(LOOK_ALIKES_FROM)).toHaveLength(Array.from(LOOK_ALIKES_TO).length);
  });

  it('keeps the database twin folding the same characters to the same letters', () => {
    const sql = readFileSync(new URL('../../../supabase/schemas/20_profiles.sql', import.meta.url), 'utf8');
    expect(sql).toContain(`'${LOOK_ALIKES_FROM.replaceAll("'", "''")}'`);
    expect(sql).toContain(`'${LOOK_ALIKES_TO}'`);
  });

  it('refuses a reserved display name or trading name in the profile form, with a clear message', () => {
    const base = { phone: '', location: '', bio: '' };
    const support = profileSchema.safeParse({ ...base, first_name: 'Wheelhouse Support', last_name: '' });
    expect(support.success).toBe(false);
    expect(support.error?.issues[0]?.message).toBe(RESERVED_NAME_MESSAGE);
    expect(support.error?.issues[0]?.path).toEqual(['first_name']);
    const split = profileSchema.safeParse({ ...base, first_name: 'Wheel', last_name: 'house' });
    expect(split.error?.issues[0]?.path).toEqual(['last_name']);
    expect(profileSchema.safeParse({ ...base, first_name: 'Autohaus', last_name: 'Lindner' }).success).toBe(true);
  });

  it('refuses a reserved first name at sign-up', () => {
    const result = signupSchema.safeParse({
      firstName: 'Admin',
      email: 'a@example.com',
      password: 'a long enough password',
      confirmPassword: 'a long enough password',
    });
    expect(result.error?.issues.map((issue) => issue.message)).toContain(RESERVED_NAME_MESSAGE);
  });
});
