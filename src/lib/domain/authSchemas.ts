/**
 * Form rules for sign-in, sign-up and password reset. The minimum password
 * length matches the auth server's (supabase/config.toml); the server checks
 * again and its message is shown if it disagrees.
 */
import { isReservedName, RESERVED_NAME_MESSAGE } from './reservedNames';
import { z } from './zod';

export const PASSWORD_MIN_LENGTH = 8;

const email = z
  .string()
  .trim()
  .min(1, 'Enter your email address')
  .max(254, 'Enter a valid email address')
  .pipe(z.email('Enter a valid email address'));

const newPassword = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Use at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(72, 'Use at most 72 characters');

export const loginSchema = z.object({
  email,
  password: z.string().min(1, 'Enter your password'),
});

export const signupSchema = z
  .object({
    firstName: z
      .string()
      .trim()
      .max(100, 'Use at most 100 characters')
      .refine((v) => !isReservedName(v), RESERVED_NAME_MESSAGE),
    email,
    password: newPassword,
    confirmPassword: z.string(),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: 'The passwords do not match',
  });

export const resetRequestSchema = z.object({ email });

export const newPasswordSchema = z
  .object({ password: newPassword, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: 'The passwords do not match',
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
