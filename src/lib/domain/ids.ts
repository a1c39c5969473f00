/** Row ids (UUIDs) as they appear in URLs: listing, seller and profile ids. */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a URL value can be a row id; anything else is unknown without asking the database. */
export function isUuid(value: string): boolean {
  return UUID_PATTERN.test(value);
}
