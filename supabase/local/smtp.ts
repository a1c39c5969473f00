/**
 * An SMTP listener in front of the outbox, as the Supabase CLI's mail
 * catcher (Inbucket, now Mailpit) listens on port 54325: a program that sends
 * mail through an SMTP relay (the relay a hosted project configures as its
 * auth mailer's custom SMTP) sends it here locally, and it lands in the same
 * outbox as the auth service's mails. Every message is accepted for every
 * recipient; nothing is relayed anywhere.
 *
 * RFC 5321 subset: EHLO/HELO, AUTH PLAIN and LOGIN (any credentials, so
 * clients configured with a user and password work unchanged), MAIL, RCPT,
 * DATA, RSET, NOOP, QUIT. No STARTTLS: clients connect in plain text on
 * 127.0.0.1.
 */
import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { extractLinks, type Outbox } from './mail.ts';
import { parseMail } from './mime.ts';

/** Largest message accepted (SIZE), 10 MiB. */
export const MAX_MESSAGE_BYTES = 10 * 1024 * 1024;
const MAX_RECIPIENTS = 100;
const MAX_LINE = 4096;

function address(argument: string): string | null {
  const match = /<([^<>]*)>/.exec(argument);
  const value = (match ? match[1] : argument.split(/\s/)[0])?.trim() ?? '';
  return value;
}

interface Session {
  from: string | null;
  to: string[];
  /** 'data' while reading a message; 'auth-plain' / 'auth-user' / 'auth-pass' during AUTH. */
  mode: 'command' | 'data' | 'auth-plain' | 'auth-user' | 'auth-pass';
  data: Buffer[];
  size: number;
  tooBig: boolean;
}

function handle(socket: Socket, outbox: Outbox): void {
  const session: Session = { from: null, to: [], mode: 'command', data: [], size: 0, tooBig: false };
  let pending = Buffer.alloc(0);
  const reply = (line: string) => {
    if (!socket.destroyed) socket.write(`${line}\r\n`);
  };
  const reset = () => {
    session.from = null;
    session.to = [];
    session.data = [];
    session.size = 0;
    session.tooBig = false;
  };

  const deliver = async (): Promise<void> => {
    const raw = Buffer.concat(session.data);
    const mail = parseMail(raw);
    for (const to of session.to) {
      await outbox.send({
        to,
        from: session.from ?? mail.from,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        headers: mail.headers,
        links: extractLinks(mail.text),
      });
    }
  };

  const command = (line: string) => {
    const [verb = '', ...rest] = line.split(' ');
    const argument = rest.join(' ');
    switch (verb.toUpperCase()) {
      case 'EHLO':
        reset();
        reply('250-localhost greets you');
        reply(`250-SIZE ${String(MAX_MESSAGE_BYTES)}`);
        reply('250-8BITMIME');
        reply('250-SMTPUTF8');
        reply('250 AUTH PLAIN LOGIN');
        return;
      case 'HELO':
        reset();
        reply('250 localhost');
        return;
      case 'AUTH': {
        const [mechanism = '', initial] = argument.split(' ');
        if (mechanism.toUpperCase() === 'PLAIN') {
          if (initial) reply('235 2.7.0 Authentication successful');
          else {
            session.mode = 'auth-plain';
            reply('334 ');
          }
        } else if (mechanism.toUpperCase() === 'LOGIN') {
          session.mode = initial ? 'auth-pass' : 'auth-user';
          reply(initial ? '334 UGFzc3dvcmQ6' : '334 VXNlcm5hbWU6');
        } else {
          reply('504 5.5.4 Unrecognized authentication type');
        }
        return;
      }
      case 'MAIL':
        if (!/^FROM:/i.test(argument)) {
          reply('501 5.5.4 Syntax: MAIL FROM:<address>');
          return;
        }
        reset();
        session.from = address(argument.slice(5));
        reply('250 2.1.0 OK');
        return;
      case 'RCPT': {
        if (session.from === null) {
          reply('503 5.5.1 MAIL first');
          return;
        }
        if (!/^TO:/i.test(argument)) {
          reply('501 5.5.4 Syntax: RCPT TO:<address>');
          return;
        }
        const to = address(argument.slice(3));
        if (!to?.includes('@')) {
          reply('501 5.1.3 Bad recipient address');
          return;
        }
        if (session.to.length >= MAX_RECIPIENTS) {
          reply('452 4.5.3 Too many recipients');
          return;
        }
        session.to.push(to);
        reply('250 2.1.5 OK');
        return;
      }
      case 'DATA':
        if (session.to.length === 0) {
          reply('503 5.5.1 RCPT first');
          return;
        }
        session.mode = 'data';
        reply('354 End data with <CR><LF>.<CR><LF>');
        return;
      case 'RSET':
        reset();
        reply('250 2.0.0 OK');
        return;
      case 'NOOP':
        reply('250 2.0.0 OK');
        return;
      case 'QUIT':
        reply('221 2.0.0 Bye');
        socket.end();
        return;
      default:
        reply('502 5.5.2 Command not implemented');
    }
  };

  /** Set while a message is being stored: later lines (a pipelined QUIT) wait for its answer. */
  let busy = false;

  const dataLine = (line: Buffer) => {
    const text = line.toString('latin1');
    if (text === '.\r\n' || text === '.\n') {
      session.mode = 'command';
      if (session.tooBig) {
        reset();
        reply('552 5.3.4 Message too big');
        return;
      }
      busy = true;
      deliver()
        .then(() => reply('250 2.0.0 OK: queued'))
        .catch(() => reply('451 4.3.0 Could not store the message'))
        .finally(() => {
          reset();
          busy = false;
          drain();
        });
      return;
    }
    // Dot-stuffing: a leading dot was doubled by the client.
    const content = text.startsWith('.') ? line.subarray(1) : line;
    session.size += content.length;
    if (session.size > MAX_MESSAGE_BYTES) session.tooBig = true;
    else session.data.push(content);
  };

  const drain = () => {
    for (let end = pending.indexOf(10); !busy && end !== -1; end = pending.indexOf(10)) {
      const line = pending.subarray(0, end + 1);
      pending = pending.subarray(end + 1);
      if (session.mode === 'data') {
        dataLine(line);
        continue;
      }
      const text = line.toString('utf8').replace(/\r?\n$/, '');
      if (session.mode === 'auth-plain' || session.mode === 'auth-pass') {
        session.mode = 'command';
        reply('235 2.7.0 Authentication successful');
      } else if (session.mode === 'auth-user') {
        session.mode = 'auth-pass';
        reply('334 UGFzc3dvcmQ6');
      } else {
        command(text);
      }
    }
    if (session.mode !== 'data' && pending.length > MAX_LINE) {
      reply('500 5.5.6 Line too long');
      socket.end();
    }
  };

  socket.on('data', (chunk: Buffer) => {
    pending = Buffer.concat([pending, chunk]);
    drain();
  });
  socket.on('error', () => socket.destroy());
  socket.setTimeout(60_000, () => socket.end());
  reply('220 localhost ESMTP local outbox');
}

/** Listens for SMTP on `host`:`port` (0 = any free port) and puts every message into the outbox. */
export async function startSmtpServer(
  outbox: Outbox,
  port: number,
  host = '127.0.0.1',
): Promise<{ port: number; server: Server }> {
  const server = createServer((socket) => {
    handle(socket, outbox);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return { port: (server.address() as AddressInfo).port, server };
}
