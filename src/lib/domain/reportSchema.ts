/** Reporting a listing; the same rules as the reports table's check constraints. */
import { message } from '../../i18n/messages/validation';
import { DETAILS_MAX, REPORT_REASON_VALUES } from './reportReasons';
import { z } from './zod';

/** "Something else" needs at least this many characters of details (the reports table's check). */
const OTHER_DETAILS_MIN = 10;

export const reportSchema = z
  .object({
    reason: z.enum(REPORT_REASON_VALUES, message('form.reportReason')),
    details: z
      .string()
      .trim()
      .max(DETAILS_MAX, message('form.reportDetailsMax', { max: String(DETAILS_MAX) })),
  })
  .refine((report) => report.reason !== 'other' || report.details.length >= OTHER_DETAILS_MIN, {
    path: ['details'],
    ...message('form.reportDetailsMin', { min: String(OTHER_DETAILS_MIN) }),
  });

export type ReportForm = z.output<typeof reportSchema>;
