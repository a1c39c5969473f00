import { describe, expect, it } from 'vitest';
import { loginSchema, signupSchema } from './authSchemas';
import { checkForm, formStrings } from './forms';

describe('formStrings', () => {
  it.each([
    { entries: [], expected: {} },
    { entries: [['email', 'a@b.de']], expected: { email: 'a@b.de' } },
    { entries: [['bio', '']], expected: { bio: '' } },
    { entries: [['photo', new Blob(['x'])]], expected: { photo: '' } },
    {
      entries: [
        ['name', 'first'],
        ['name', 'second'],
      ],
      expected: { name: 'second' },
    },
  ] as { entries: [string, unknown][]; expected: Record<string, string> }[])(
    'reads $entries as $expected',
    ({ entries, expected }) => {
      expect(formStrings(entries)).toEqual(expected);
    },
  );
});

describe('checkForm', () => {
  it.each([
    {
      name: 'valid login gives the trimmed data',
      schema: loginSchema,
      values: { email: ' ana@example.com ', password: 'secret' },
      expected: { ok: true, data: { email: 'ana@example.com', password: 'secret' } },
    },
    {
      name: 'an empty login names both fields',
      schema: loginSchema,
      values: { email: '', password: '' },
      expected: { ok: false, errors: { email: 'Enter your email address', password: 'Enter your password' } },
    },
    {
      name: 'mismatched passwords are reported on the confirmation',
      schema: signupSchema,
      values: { firstName: '', email: 'ana@example.com', password: 'long enough 1', confirmPassword: 'other' },
      expected: { ok: false, errors: { confirmPassword: 'The passwords do not match' } },
    },
  ])('$name', ({ schema, values, expected }) => {
    expect(checkForm(schema, values)).toEqual(expected);
  });
});
