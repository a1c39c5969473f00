/** What the stack reads from a project's config.toml besides the rate limits (rateLimit.ts). */
import { readFileSync } from 'node:fs';

/** Key-value pairs of one TOML section (flat scalars only, as config.toml uses them). */
export function tomlSection(text: string, name: string): Map<string, string> {
  const values = new Map<string, string>();
  let inSection = false;
  for (const raw of text.split('\n')) {
    const line = raw.replace(/\s+#.*$/, '').trim();
    if (line.startsWith('[')) {
      inSection = line === `[${name}]`;
      continue;
    }
    const match = inSection ? /^([A-Za-z0-9_]+)\s*=\s*(.+)$/.exec(line) : null;
    // Basic ("…") and literal ('…', no escapes: the mail templates' subjects hold double quotes) strings.
    if (match?.[1] && match[2]) values.set(match[1], match[2].replace(/^"(.*)"$/, '$1').replace(/^'(.*)'$/, '$1'));
  }
  return values;
}

/** [auth.email] enable_confirmations: sign-up waits for the address to be confirmed (off unless the file says true). */
export function emailConfirmationsFromConfig(path: string): boolean {
  const value = tomlSection(readFileSync(path, 'utf8'), 'auth.email').get('enable_confirmations');
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  throw new Error(`config.toml: auth.email.enable_confirmations = ${value}`);
}
