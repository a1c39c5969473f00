/**
 * The compare list's limit and the shareable address of a comparison. Small
 * on purpose: the compare tray on every page loads it.
 */

/** At most this many listings side by side. */
export const COMPARE_LIMIT = 3;

/** The shareable address of a comparison. */
export function compareUrl(ids: readonly string[]): string {
  return ids.length === 0 ? '/compare' : `/compare?ids=${ids.map(encodeURIComponent).join(',')}`;
}
