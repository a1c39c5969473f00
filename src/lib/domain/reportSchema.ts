/** Reporting a listing; the same rules as the reports table's check constraints. */
import { z } from './zod';

export const REPORT_REASONS = [
  { value: 'scam', label: 'Looks like a scam', hint: 'Deposits before viewing, pressure to pay off-platform' },
  {
    value: 'misleading',
    label: 'Wrong or misleading details',
    hint: 'Photos, mileage, price or condition do not match',
  },
  { value: 'already_sold', label: 'Already sold', hint: 'The seller says it is gone but the listing is live' },
  { value: 'duplicate', label: 'Duplicate listing', hint: 'The same vehicle is listed more than once' },
  { value: 'offensive', label: 'Offensive content', hint: 'Insulting, discriminatory or inappropriate' },
  { value: 'other', label: 'Something else', hint: 'Tell us what is wrong' },
] as const;

export type ReportReason = (typeof REPORT_REASONS)[number]['value'];

export const DETAILS_MAX = 1000;

export const reportSchema = z
  .object({
    reason: z.enum(
      REPORT_REASONS.map((r) => r.value),
      { error: 'Choose what is wrong with this listing' },
    ),
    details: z
      .string()
      .trim()
      .max(DETAILS_MAX, `Keep the details under ${String(DETAILS_MAX)} characters`),
  })
  .refine((report) => report.reason !== 'other' || report.details.length >= 10, {
    path: ['details'],
    message: 'Describe the problem in at least 10 characters',
  });

export type ReportForm = z.output<typeof reportSchema>;

/** The label an administrator sees for a stored reason. */
export function reasonLabel(reason: string): string {
  return REPORT_REASONS.find((r) => r.value === reason)?.label ?? reason;
}
