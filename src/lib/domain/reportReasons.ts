/** Why a listing can be reported, as the reports table's check constraint lists them. */
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

/** The label an administrator sees for a stored reason. */
export function reasonLabel(reason: string): string {
  return REPORT_REASONS.find((r) => r.value === reason)?.label ?? reason;
}
