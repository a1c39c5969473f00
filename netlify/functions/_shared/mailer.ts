/**
 * Sending mail from functions through the SMTP relay the project's auth
 * mailer uses. Hosted Supabase Auth sends only its own mails (sign-up,
 * recovery, e-mail change…), through the Custom SMTP relay configured under
 * Authentication → SMTP, and has no API to send others; so the functions
 * send the product's mails (the saved-search digest) through that same relay
 * with its credentials: SMTP_HOST, SMTP_PORT, SMTP_USER, SMTP_PASS and
 * SMTP_SENDER ("Wheelhouse <alerts@example.com>", an address the relay may
 * send from). Locally scripts/with-stack.ts points SMTP_HOST/SMTP_PORT at
 * the stack's SMTP listener, whose mails land in the outbox next to the
 * auth mails.
 */
import { createTransport } from 'nodemailer';
import { ConfigurationError } from './admin.ts';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}

export type SendMail = (mail: OutgoingMail) => Promise<void>;

/** A sender that keeps one connection to the relay open between mails; close it when done. */
export type PooledMailer = SendMail & { close: () => void };

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '::1']);

/** A sender through the configured SMTP relay; TLS is required except on this machine. */
export function smtpMailer(env: Record<string, string | undefined> = process.env): PooledMailer {
  const host = env.SMTP_HOST;
  const sender = env.SMTP_SENDER;
  if (!host || !sender) throw new ConfigurationError('SMTP_HOST and SMTP_SENDER must be set to send mail');
  const port = Number(env.SMTP_PORT ?? 587);
  const local = LOOPBACK.has(host);
  const transport = createTransport({
    // One connection reused for every mail of a run, instead of a new connection and handshake per mail.
    pool: true,
    maxConnections: 1,
    host,
    port,
    secure: port === 465,
    requireTLS: !local && port !== 465,
    ignoreTLS: local,
    ...(env.SMTP_USER ? { auth: { user: env.SMTP_USER, pass: env.SMTP_PASS ?? '' } } : {}),
    connectionTimeout: 10_000,
    socketTimeout: 20_000,
  });
  const send = async (mail: OutgoingMail) => {
    await transport.sendMail({ from: sender, ...mail });
  };
  return Object.assign(send, {
    close: () => {
      transport.close();
    },
  });
}
