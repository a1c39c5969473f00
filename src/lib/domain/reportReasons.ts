import { ClosedSets } from '../database.types.ts';

/** Why a listing can be reported: the reports table's closed set (generated from its check constraint). */
export type ReportReason = (typeof ClosedSets.reports.reason)[number];

/** What the report form shows for each reason, in the form's order; a new reason in the database must get its text here. */
const REASON_TEXT: Readonly<Record<ReportReason, { label: string; hint: string }>> = {
  scam: { label: 'Looks like a scam', hint: 'Deposits before viewing, pressure to pay off-platform' },
  misleading: { label: 'Wrong or misleading details', hint: 'Photos, mileage, price or condition do not match' },
  already_sold: { label: 'Already sold', hint: 'The seller says it is gone but the listing is live' },
  duplicate: { label: 'Duplicate listing', hint: 'The same vehicle is listed more than once' },
  offensive: { label: 'Offensive content', hint: 'Insulting, discriminatory or inappropriate' },
  other: { label: 'Something else', hint: 'Tell us what is wrong' },
};

export const REPORT_REASONS = (Object.keys(REASON_TEXT) as ReportReason[]).map((value) => ({
  value,
  ...REASON_TEXT[value],
}));

/** The reason values, for validation. */
export const REPORT_REASON_VALUES = ClosedSets.reports.reason;

export const DETAILS_MAX = 1000;

/** The label an administrator sees for a stored reason. */
export function reasonLabel(reason: string): string {
  return REPORT_REASONS.find((r) => r.value === reason)?.label ?? reason;
}
