/** Reading a submitted form and checking it against its schema. */
import { fieldErrors, type FieldErrors } from './authSchemas';
import type { z } from './zod';

/** A form's fields as text, by name; a file field counts as empty. */
export function formStrings(entries: Iterable<readonly [string, unknown]>): Record<string, string> {
  return Object.fromEntries([...entries].map(([name, value]) => [name, typeof value === 'string' ? value : '']));
}

export type FormCheck<T> = { ok: true; data: T } | { ok: false; errors: FieldErrors };

/** The parsed data, or the first message per field. */
export function checkForm<S extends z.ZodType>(schema: S, values: Record<string, string>): FormCheck<z.output<S>> {
  const parsed = schema.safeParse(values);
  return parsed.success ? { ok: true, data: parsed.data } : { ok: false, errors: fieldErrors(parsed.error) };
}
