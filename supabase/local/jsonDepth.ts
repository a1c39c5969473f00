/**
 * How deep a JSON text nests, read without recursion. JSON.parse takes a
 * 5,000-level body, but what walks the value afterwards (serialising it for
 * Postgres, copying it) recurses and overflows the stack: a 500 for what is
 * a bad request. Bodies are checked before they are parsed and refused with
 * 400 past MAX_JSON_DEPTH, far deeper than any request this API serves.
 */
export const MAX_JSON_DEPTH = 512;

/** Whether the text nests arrays and objects more than `max` levels deep (strings are skipped). */
export function jsonTooDeep(text: string, max = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === 0x5c)
        index += 1; // backslash: skip the escaped character
      else if (code === 0x22) inString = false;
    } else if (code === 0x22) {
      inString = true;
    } else if (code === 0x5b || code === 0x7b) {
      depth += 1;
      if (depth > max) return true;
    } else if (code === 0x5d || code === 0x7d) {
      depth -= 1;
    }
  }
  return false;
}

export const TOO_DEEP_MESSAGE = `JSON nested more than ${String(MAX_JSON_DEPTH)} levels deep`;
