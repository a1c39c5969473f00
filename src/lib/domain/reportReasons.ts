import { ClosedSets } from '../database.types.ts';

/** Why a listing can be reported: the reports table's closed set (generated from its check constraint). */
export type ReportReason = (typeof ClosedSets.reports.reason)[number];

/** The reasons in the report form's order; each has its words in src/i18n/messages/report.ts. */
export const REPORT_REASONS: readonly ReportReason[] = [
  'scam',
  'misleading',
  'already_sold',
  'duplicate',
  'offensive',
  'other',
];

/** The reason values, for validation. */
export const REPORT_REASON_VALUES = ClosedSets.reports.reason;

export const DETAILS_MAX = 1000;

/** The catalog keys that name the reasons, in the report dialog and in the moderators' queue alike. */
export const REPORT_REASON_KEYS = REPORT_REASONS.map((reason) => `report.reason.${reason}` as const);
