/**
 * The database refuses the names the profile form refuses
 * (src/lib/domain/reservedNames.ts), whoever writes them, and a sign-up that
 * sends one gets its account without the name.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isReservedName, RESERVED_NAME_MESSAGE } from '../../src/lib/domain/reservedNames.ts';
import { startTestStack, type TestStack } from './support/stack.ts';

let stack: TestStack;

beforeAll(async () => {
  stack = await startTestStack();
});

afterAll(async () => {
  await stack.stop();
});

const NAMES = [
  'Wheelhouse Support',
  'W h e e l h o u s e',
  'Wh33lhouse',
  'Whee1house',
  'Supp0rt Team',
  'Adm1n',
  'Ѕuрроrt',
  'SUPPORT',
  'Wheel\u200bhouse',
  'Ｗｈｅｅｌｈｏｕｓｅ',
  'Mod3rator',
  'Official',
  'Staff',
  'Help-Desk',
  'Jonas',
  'Autohaus Lindner',
  'Team Nord',
  'Stafford',
  'Moderne Autos',
  'Müller',
];

describe('reserved names in the database', () => {
  it('reads every name as the profile form does', async () => {
    const service = stack.service();
    for (const name of NAMES) {
      const { data, error } = await service.rpc('is_reserved_name', { name });
      expect(error).toBeNull();
      expect(data, name).toBe(isReservedName(name));
    }
  });

  it('refuses a user who names themselves Wheelhouse Support, as a display name or a trading name', async () => {
    const user = await stack.newUser('impostor', { first_name: 'Ivo' });
    for (const names of [
      { first_name: 'Wheelhouse Support' },
      { last_name: 'Adm1n' },
      { first_name: 'Wheel', last_name: 'house' },
    ]) {
      const { error } = await user.client.from('profiles').update(names).eq('id', user.id);
      expect(error?.message).toBe(RESERVED_NAME_MESSAGE);
    }
    const fine = await user.client
      .from('profiles')
      .update({ first_name: 'Ivo', last_name: 'Stafford' })
      .eq('id', user.id);
    expect(fine.error).toBeNull();
  });

  it('signs up an account that asks for a reserved name without the name', async () => {
    const user = await stack.newUser('posing', { first_name: 'Wheelhouse Support' });
    const { data } = await stack.service().from('profiles').select('first_name').eq('id', user.id).single();
    expect(data?.first_name).toBeNull();
  });
});
