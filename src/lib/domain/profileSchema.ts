/** Profile form rules; the same limits as the profiles table's check constraints. */
import { formText, message, type ValidationKey } from '../../i18n/messages/validation';
import { DEFAULT_LOCALE, LOCALES } from '../../i18n/locale';
import { isReservedName } from './reservedNames';
import { z } from './zod';

/** "{label} can be at most {max} characters", the label in the page's language. */
const tooLong = (label: ValidationKey, max: number) => message('form.tooLong', () => ({ label: formText(label), max }));

const optionalName = (label: ValidationKey) =>
  z
    .string()
    .trim()
    .max(100, tooLong(label, 100))
    .refine((v) => !isReservedName(v), message('form.reservedName'))
    .transform((v) => (v === '' ? null : v));

const optionalText = (max: number, label: ValidationKey) =>
  z
    .string()
    .trim()
    .max(max, tooLong(label, max))
    .transform((v) => (v === '' ? null : v));

export const profileSchema = z
  .object({
    first_name: optionalName('form.label.firstName'),
    last_name: optionalName('form.label.lastName'),
    phone: z
      .string()
      .trim()
      .max(40, tooLong('form.label.phone', 40))
      .refine((v) => v === '' || /^\+?[0-9][0-9 ()/-]{4,}$/.test(v), message('form.phone'))
      .transform((v) => (v === '' ? null : v)),
    location: optionalText(100, 'form.label.location'),
    bio: optionalText(2000, 'form.label.bio'),
    // The language of the account's e-mails; an unknown value keeps English.
    locale: z.enum(LOCALES).catch(DEFAULT_LOCALE),
  })
  // A dealer's trading name is both names together: "Wheel" and "house" spell the brand.
  .refine((v) => !isReservedName([v.first_name, v.last_name].filter(Boolean).join(' ')), {
    path: ['last_name'],
    ...message('form.reservedName'),
  });

export type ProfileForm = z.output<typeof profileSchema>;

/** Only the fields that changed, for a partial update. */
export function changedFields<T extends Record<string, unknown>>(before: Partial<T>, after: T): Partial<T> {
  return Object.fromEntries(Object.entries(after).filter(([key, value]) => before[key] !== value)) as Partial<T>;
}
