import { connect, type Socket } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createOutbox, type Outbox } from './mail.ts';
import { decodeEncodedWords, parseMail } from './mime.ts';
import { startSmtpServer } from './smtp.ts';

/** A line-by-line SMTP client: each `say` waits for the server's complete reply. */
async function client(port: number) {
  const socket: Socket = connect(port, '127.0.0.1');
  let buffer = '';
  const waiters: ((reply: string) => void)[] = [];
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => {
    buffer += chunk;
    // A complete reply ends with a line "NNN text" (no dash after the code).
    for (let match = /(^|\n)(\d{3}) [^\n]*\r\n/.exec(buffer); match; match = /(^|\n)(\d{3}) [^\n]*\r\n/.exec(buffer)) {
      const end = match.index + match[0].length;
      const reply = buffer.slice(0, end);
      buffer = buffer.slice(end);
      waiters.shift()?.(reply);
    }
  });
  const next = () => new Promise<string>((resolve) => waiters.push(resolve));
  const greeting = await next();
  return {
    greeting,
    say: (line: string) => {
      const reply = next();
      socket.write(`${line}\r\n`);
      return reply;
    },
    close: () => socket.destroy(),
  };
}

const MESSAGE = [
  'From: "Wheelhouse" <alerts@wheelhouse.test>',
  'To: buyer@example.test',
  'Subject: =?UTF-8?Q?2_new_vehicles_match_=E2=80=9CDiesel?=',
  ' =?UTF-8?Q?_estates=E2=80=9D?=',
  'List-Unsubscribe: <https://site.test/api/digest/unsubscribe?token=abc>',
  'MIME-Version: 1.0',
  'Content-Type: multipart/alternative; boundary="--b1"',
  '',
  '----b1',
  'Content-Type: text/plain; charset=utf-8',
  'Content-Transfer-Encoding: quoted-printable',
  '',
  'Golf =E2=82=AC12,500: https://site.test/vehicles/id/1',
  '..a line that began with a dot, and a soft=',
  ' break',
  '----b1',
  'Content-Type: text/html; charset=utf-8',
  'Content-Transfer-Encoding: base64',
  '',
  Buffer.from('<p>Golf €12,500</p>').toString('base64'),
  '----b1--',
].join('\r\n');

let outbox: Outbox;
let stop: () => Promise<void>;
let port: number;

beforeEach(async () => {
  outbox = createOutbox(null);
  const listener = await startSmtpServer(outbox, 0);
  port = listener.port;
  stop = () => new Promise((resolve) => listener.server.close(() => resolve()));
});
afterEach(async () => {
  await stop();
});

describe('the SMTP listener', () => {
  it('puts a message into the outbox once per recipient, decoded, with its links and headers', async () => {
    const smtp = await client(port);
    expect(smtp.greeting).toMatch(/^220 /);
    expect(await smtp.say('EHLO tester')).toContain('250 AUTH PLAIN LOGIN');
    expect(await smtp.say(`AUTH PLAIN ${Buffer.from('\0user\0secret').toString('base64')}`)).toMatch(/^235 /);
    expect(await smtp.say('MAIL FROM:<alerts@wheelhouse.test> SIZE=100')).toMatch(/^250 /);
    expect(await smtp.say('RCPT TO:<buyer@example.test>')).toMatch(/^250 /);
    expect(await smtp.say('RCPT TO:<second@example.test>')).toMatch(/^250 /);
    expect(await smtp.say('DATA')).toMatch(/^354 /);
    expect(await smtp.say(`${MESSAGE}\r\n.`)).toMatch(/^250 /);
    expect(await smtp.say('QUIT')).toMatch(/^221 /);
    smtp.close();

    expect(outbox.messages.map((mail) => mail.to)).toEqual(['buyer@example.test', 'second@example.test']);
    const mail = outbox.latestTo('buyer@example.test');
    expect(mail).toMatchObject({
      from: 'alerts@wheelhouse.test',
      subject: '2 new vehicles match “Diesel estates”',
      html: '<p>Golf €12,500</p>',
      links: ['https://site.test/vehicles/id/1'],
    });
    expect(mail?.text).toBe(
      'Golf €12,500: https://site.test/vehicles/id/1\n.a line that began with a dot, and a soft break',
    );
    expect(mail?.headers?.['list-unsubscribe']).toBe('<https://site.test/api/digest/unsubscribe?token=abc>');
  });

  it('answers commands out of order with errors and keeps the session usable', async () => {
    const smtp = await client(port);
    await smtp.say('HELO tester');
    expect(await smtp.say('RCPT TO:<a@example.test>')).toMatch(/^503 /);
    expect(await smtp.say('MAIL FROM:<a@example.test>')).toMatch(/^250 /);
    expect(await smtp.say('DATA')).toMatch(/^503 /);
    expect(await smtp.say('RCPT TO:<not-an-address>')).toMatch(/^501 /);
    expect(await smtp.say('STARTTLS')).toMatch(/^502 /);
    expect(await smtp.say('RSET')).toMatch(/^250 /);
    expect(await smtp.say('AUTH LOGIN')).toMatch(/^334 /);
    expect(await smtp.say(Buffer.from('user').toString('base64'))).toMatch(/^334 /);
    expect(await smtp.say(Buffer.from('secret').toString('base64'))).toMatch(/^235 /);
    expect(await smtp.say('NOOP')).toMatch(/^250 /);
    smtp.close();
    expect(outbox.messages).toEqual([]);
  });
});

describe('reading a message', () => {
  it('reads a plain single-part message and base64 encoded words', () => {
    const mail = parseMail(
      Buffer.from('Subject: =?utf-8?B?S8O2bG4=?=\r\nFrom: a@b.test\r\n\r\nHello\r\nthere\r\n', 'utf8'),
    );
    expect(mail).toMatchObject({ subject: 'Köln', from: 'a@b.test', text: 'Hello\nthere\n', html: null });
  });

  it('takes the text from the HTML when a message has no plain part', () => {
    const mail = parseMail(Buffer.from('Content-Type: text/html\r\n\r\n<p>Hi <b>there</b></p>'));
    expect(mail.text.replace(/\s+/g, ' ').trim()).toBe('Hi there');
  });

  it('joins adjacent encoded words and leaves plain text alone', () => {
    expect(decodeEncodedWords('=?UTF-8?Q?a?= =?UTF-8?Q?b?= c')).toBe('ab c');
    expect(decodeEncodedWords('plain subject')).toBe('plain subject');
  });
});
