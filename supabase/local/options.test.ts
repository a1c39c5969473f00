import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { tomlSection } from './config.ts';
import { optionsFromEnv } from './server.ts';

describe('stack options from the environment', () => {
  it('keeps the Supabase CLI ports by default', () => {
    expect(optionsFromEnv({})).toMatchObject({ port: 54321, mailPort: 54324, smtpPort: 54325 });
  });

  it('moves the mail viewer and SMTP listener with SUPABASE_PORT, so a second checkout does not collide', () => {
    expect(optionsFromEnv({ SUPABASE_PORT: '55490' })).toMatchObject({ port: 55490, mailPort: 55493, smtpPort: 55494 });
    expect(optionsFromEnv({ SUPABASE_PORT: '0' })).toMatchObject({ port: 0, mailPort: 0, smtpPort: 0 });
  });

  it('takes ports set on their own', () => {
    expect(
      optionsFromEnv({ SUPABASE_PORT: '55490', SUPABASE_MAIL_PORT: '55481', SUPABASE_SMTP_PORT: '55482' }),
    ).toMatchObject({ mailPort: 55481, smtpPort: 55482 });
  });
});

// The stack lives in its project's supabase/ folder, beside the config.toml the Supabase CLI reads.
describe('the project config', () => {
  const config = readFileSync(new URL('../config.toml', import.meta.url), 'utf8');

  it('names the mail server [local_smtp], the Supabase CLI’s current section, not the removed [inbucket]', () => {
    expect(config).not.toMatch(/^\[inbucket\]/m);
    const smtp = tomlSection(config, 'local_smtp');
    const defaults = optionsFromEnv({});
    expect(Number(smtp.get('port'))).toBe(defaults.mailPort);
    expect(Number(smtp.get('smtp_port'))).toBe(defaults.smtpPort);
  });
});
