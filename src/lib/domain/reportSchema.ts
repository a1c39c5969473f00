/** Reporting a listing; the same rules as the reports table's check constraints. */
import { DETAILS_MAX, REPORT_REASON_VALUES } from './reportReasons';
import { z } from './zod';

export const reportSchema = z
  .object({
    reason: z.enum(REPORT_REASON_VALUES, { error: 'Choose what is wrong with this listing' }),
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
