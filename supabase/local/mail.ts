/**
 * The local outbox: every mail the auth service sends lands here instead of
 * an SMTP server, and so does mail other programs send to the stack's SMTP
 * listener (smtp.ts). A tiny viewer (port 54324 by default, like the Supabase
 * CLI's Inbucket) lists them with clickable links; /api/messages returns
 * them as JSON for tests.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Mail {
  id: number;
  to: string;
  /** The envelope sender of mail that came in over SMTP (see smtp.ts); auth mails have none. */
  from?: string;
  subject: string;
  text: string;
  /** The HTML alternative of mail that came in over SMTP, when it had one. */
  html?: string | null;
  /** Headers of mail that came in over SMTP (lower-case names), e.g. List-Unsubscribe. */
  headers?: Record<string, string>;
  /** Links in the mail, in order (the first is the action link). */
  links: string[];
  sentAt: string;
}

export interface Outbox {
  readonly messages: Mail[];
  send(mail: Omit<Mail, 'id' | 'sentAt'>): Promise<Mail>;
  /** The newest mail to `address`, if any. */
  latestTo(address: string): Mail | undefined;
}

/** An outbox kept in memory and, when `dir` is given, also written there as JSON files. */
export function createOutbox(dir: string | null): Outbox {
  const messages: Mail[] = [];
  return {
    messages,
    send: async (mail) => {
      const stored: Mail = { ...mail, id: messages.length + 1, sentAt: new Date().toISOString() };
      messages.push(stored);
      if (dir !== null) {
        await mkdir(dir, { recursive: true });
        await writeFile(
          `${dir}/${stored.sentAt.replaceAll(':', '-')}-${stored.id}.json`,
          JSON.stringify(stored, null, 2),
        );
      }
      return stored;
    },
    latestTo: (address) => messages.findLast((mail) => mail.to.toLowerCase() === address.toLowerCase()),
  };
}

/** The http(s) links in a plain-text mail, in order. */
export function extractLinks(text: string): string[] {
  return [...text.matchAll(/https?:\/\/[^\s<>"]+/g)].map((match) => match[0].replace(/[.,;:!?)\]]+$/, ''));
}

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

function linkify(text: string): string {
  return escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);
}

export function renderOutbox(outbox: Outbox): string {
  const items = [...outbox.messages]
    .reverse()
    .map(
      (mail) => `<article>
  <h2>${escapeHtml(mail.subject)}</h2>
  <p class="meta">${mail.from ? `From ${escapeHtml(mail.from)} · ` : ''}To ${escapeHtml(mail.to)} · ${escapeHtml(mail.sentAt)}</p>
  <pre>${linkify(mail.text)}</pre>
</article>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="refresh" content="5">
<title>Local outbox · Wheelhouse</title>
<style>
body { font: 16px/1.5 system-ui, sans-serif; margin: 2rem auto; max-width: 48rem; padding: 0 1rem; color: #1f2937; }
article { border: 1px solid #d1d5db; border-radius: 0.5rem; padding: 1rem; margin: 1rem 0; }
h2 { margin: 0; font-size: 1.1rem; }
.meta { color: #6b7280; margin: 0.25rem 0 0.75rem; }
pre { white-space: pre-wrap; font: inherit; margin: 0; }
</style>
</head>
<body>
<h1>Local outbox</h1>
<p>Mail the local auth service sent, and mail sent to the stack's SMTP port (newest first). This page refreshes every 5 seconds.</p>
${items === '' ? '<p>No mail yet.</p>' : items}
</body>
</html>`;
}

const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * Whether a request comes from the viewer's own origin: a local Host (a
 * rebound DNS name is refused) and no Origin, or the viewer's own. The
 * outbox holds live reset links, so no other page may read it.
 */
export function isLocalRequest(request: IncomingMessage, port: number): boolean {
  const host = request.headers.host ?? '';
  const hostName = host.replace(/:\d+$/, '').toLowerCase();
  if (!LOCAL_HOSTS.has(hostName)) return false;
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  return [...LOCAL_HOSTS].some((name) => origin.toLowerCase() === `http://${name}:${port}`);
}

function reply(response: ServerResponse, status: number, type: string, body: string): void {
  const payload = Buffer.from(body);
  // No Access-Control-Allow-Origin: other origins cannot read the outbox.
  response.writeHead(status, {
    'content-type': type,
    'content-length': String(payload.length),
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    'cross-origin-resource-policy': 'same-origin',
    'x-frame-options': 'DENY',
  });
  response.end(payload);
}

/** Serves the outbox viewer on 127.0.0.1:`port` (0 = any free port), to its own origin only. */
export async function startMailViewer(
  outbox: Outbox,
  port: number,
  host = '127.0.0.1',
): Promise<{ url: string; server: Server }> {
  const json = 'application/json; charset=utf-8';
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    const ownPort = (server.address() as AddressInfo).port;
    if (!isLocalRequest(request, ownPort)) {
      reply(response, 403, json, JSON.stringify({ message: 'The outbox is served to its own local origin only' }));
    } else if (request.method !== 'GET' && request.method !== 'HEAD') {
      reply(response, 405, json, JSON.stringify({ message: 'Method not allowed' }));
    } else if (path === '/api/messages') {
      reply(response, 200, json, JSON.stringify(outbox.messages));
    } else if (path === '/') {
      reply(response, 200, 'text/html; charset=utf-8', renderOutbox(outbox));
    } else {
      reply(response, 404, json, JSON.stringify({ message: 'Not found' }));
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address() as AddressInfo;
  return { url: `http://${host}:${address.port}`, server };
}
