/**
 * Form rules for sign-in, sign-up and password reset. The minimum password
 * length matches the auth server's (supabase/config.toml); the server checks
 * again and its message is shown if it disagrees.
 */
import { message } from '../../i18n/messages/validation';
import { isReservedName } from './reservedNames';
import { z } from './zod';

export const PASSWORD_MIN_LENGTH = 8;

const email = z
  .string()
  .trim()
  .min(1, message('form.enterEmail'))
  .max(254, message('form.validEmail'))
  .pipe(z.email(message('form.validEmail')));

const newPassword = z
  .string()
  .min(PASSWORD_MIN_LENGTH, message('form.passwordMin', { min: PASSWORD_MIN_LENGTH }))
  .max(72, message('form.maxChars', { max: 72 }));

export const loginSchema = z.object({
  email,
  password: z.string().min(1, message('form.enterPassword')),
});

export const signupSchema = z
  .object({
    firstName: z
      .string()
      .trim()
      .max(100, message('form.maxChars', { max: 100 }))
      .refine((v) => !isReservedName(v), message('form.reservedName')),
    email,
    password: newPassword,
    confirmPassword: z.string(),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    ...message('form.passwordsDiffer'),
  });

export const resetRequestSchema = z.object({ email });

export const newPasswordSchema = z
  .object({ password: newPassword, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    ...message('form.passwordsDiffer'),
  });

export type FieldErrors = Partial<Record<string, string>>;

/** The first message per field, keyed by field name. */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? 'form');
    errors[key] ??= issue.message;
  }
  return errors;
}

export type PasswordStrength = 'too short' | 'weak' | 'fair' | 'strong';

/** A hint, not a rule: length and variety of characters. */
export function passwordStrength(password: string): PasswordStrength {
  if (password.length < PASSWORD_MIN_LENGTH) return 'too short';
  const kinds = [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z0-9]/].filter((re) => re.test(password)).length;
  if (password.length >= 12 && kinds >= 3) return 'strong';
  if (kinds >= 2) return 'fair';
  return 'weak';
}
