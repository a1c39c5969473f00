/** Input rules for the admin functions: ids in paths, reasons in bodies. */
import { z } from 'zod';
import { ClosedSets } from '../../../src/lib/database.types';
import { HttpError } from './http';

const uuid = z.uuid();

/** A path id that is a UUID; 400 otherwise. */
export function idFrom(value: string | undefined, what: string): string {
  const result = uuid.safeParse(value);
  if (!result.success) throw new HttpError(400, `${what} id must be a UUID`);
  return result.data;
}

const reason = z
  .string({ error: 'Give a reason' })
  .trim()
  .min(3, 'Give a reason of at least 3 characters')
  .max(500, 'Keep the reason under 500 characters');

export const reasonBody = z.object({ reason });

export const noteBody = z.object({
  note: z.string().trim().max(500, 'Keep the note under 500 characters').default(''),
});

export const reportStatusQuery = z.enum([...ClosedSets.reports.status, 'all'], {
  error: 'status must be open, resolved, dismissed or all',
});
