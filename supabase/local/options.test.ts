import { describe, expect, it } from 'vitest';
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
