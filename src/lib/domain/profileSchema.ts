/** Profile form rules; the same limits as the profiles table's check constraints. */
import { isReservedName, RESERVED_NAME_MESSAGE } from './reservedNames';
import { z } from './zod';

const optionalName = (label: string) =>
  z
    .string()
    .trim()
    .max(100, `${label} can be at most 100 characters`)
    .refine((v) => !isReservedName(v), RESERVED_NAME_MESSAGE)
    .transform((v) => (v === '' ? null : v));

const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} can be at most ${max} characters`)
    .transform((v) => (v === '' ? null : v));

export const profileSchema = z
  .object({
    first_name: optionalName('First name'),
    last_name: optionalName('Last name'),
    phone: z
      .string()
      .trim()
      .max(40, 'Phone can be at most 40 characters')
      .refine((v) => v === '' || /^\+?[0-9][0-9 ()/-]{4,}$/.test(v), 'Enter a phone number like +49 30 1234567')
      .transform((v) => (v === '' ? null : v)),
    location: optionalText(100, 'Location'),
    bio: optionalText(2000, 'About you'),
  })
  // A dealer's trading name is both names together: "Wheel" and "house" spell the brand.
  .refine((v) => !isReservedName([v.first_name, v.last_name].filter(Boolean).join(' ')), {
    path: ['last_name'],
    message: RESERVED_NAME_MESSAGE,
  });

export type ProfileForm = z.output<typeof profileSchema>;

/** Only the fields that changed, for a partial update. */
export function changedFields<T extends Record<string, unknown>>(before: Partial<T>, after: T): Partial<T> {
  return Object.fromEntries(Object.entries(after).filter(([key, value]) => before[key] !== value)) as Partial<T>;
}
