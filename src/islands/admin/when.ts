const when = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** A timestamp as moderators read it: "23 Nov 2026, 14:05". */
export function formatWhen(iso: string): string {
  return when.format(new Date(iso));
}
