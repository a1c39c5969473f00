/**
 * Reads an RFC 5322 message as an SMTP client sends it (what nodemailer and
 * other mailers write): headers (folded lines, RFC 2047 encoded words), a
 * single part or nested multipart bodies, base64 and quoted-printable
 * transfer encodings and the part's charset. Enough to show a mail in the
 * outbox: the sender, recipients, subject, plain text, HTML and headers.
 */

export interface ParsedMail {
  /** Lower-case header names; a repeated header keeps its first value. */
  headers: Record<string, string>;
  subject: string;
  from: string;
  text: string;
  html: string | null;
}

interface Part {
  headers: Record<string, string>;
  body: Buffer;
}

function decoderFor(charset: string): TextDecoder {
  try {
    return new TextDecoder(charset);
  } catch {
    return new TextDecoder('utf-8');
  }
}

function decodeQuotedPrintable(input: string, underscoreIsSpace = false): Buffer {
  const text = (underscoreIsSpace ? input.replaceAll('_', ' ') : input).replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i] ?? '';
    const hex = text.slice(i + 1, i + 3);
    if (char === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(char, 'utf8'));
    }
  }
  return Buffer.from(bytes);
}

/** RFC 2047: `=?utf-8?Q?Caf=C3=A9?=` and `=?UTF-8?B?…?=`; whitespace between two encoded words goes. */
export function decodeEncodedWords(value: string): string {
  return value
    .replace(/(=\?[^?]+\?[BbQq]\?[^?]*\?=)\s+(?==\?)/g, '$1')
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_match, charset: string, encoding: string, data: string) => {
      const bytes = encoding.toUpperCase() === 'B' ? Buffer.from(data, 'base64') : decodeQuotedPrintable(data, true);
      return decoderFor(charset.split('*')[0] ?? 'utf-8').decode(bytes);
    });
}

function parseHeaders(block: string): Record<string, string> {
  const headers: Record<string, string> = {};
  const unfolded = block.replace(/\r?\n[ \t]+/g, ' ');
  for (const line of unfolded.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    if (!(name in headers)) headers[name] = line.slice(colon + 1).trim();
  }
  return headers;
}

function splitPart(raw: Buffer): Part {
  const text = raw.toString('latin1');
  const match = /\r?\n\r?\n/.exec(text);
  // Header bytes are UTF-8 where a client used SMTPUTF8, plain ASCII otherwise.
  const headerBlock = (end: number) => Buffer.from(text.slice(0, end), 'latin1').toString('utf8');
  if (!match) return { headers: parseHeaders(headerBlock(text.length)), body: Buffer.alloc(0) };
  return {
    headers: parseHeaders(headerBlock(match.index)),
    body: raw.subarray(Buffer.byteLength(text.slice(0, match.index + match[0].length), 'latin1')),
  };
}

/** A header value's parameter (`boundary`, `charset`), unquoted. */
function parameter(value: string, name: string): string | null {
  const match = new RegExp(`;\\s*${name}\\s*=\\s*(?:"([^"]*)"|([^;\\s]+))`, 'i').exec(value);
  return match ? (match[1] ?? match[2] ?? null) : null;
}

function decodeBody(part: Part): string {
  const encoding = (part.headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  const charset = parameter(part.headers['content-type'] ?? '', 'charset') ?? 'utf-8';
  const raw = part.body.toString('latin1');
  const bytes =
    encoding === 'base64'
      ? Buffer.from(raw.replace(/\s+/g, ''), 'base64')
      : encoding === 'quoted-printable'
        ? decodeQuotedPrintable(raw)
        : part.body;
  return decoderFor(charset).decode(bytes);
}

/** The leaf parts of a message, depth first, in order. */
function leaves(part: Part, depth = 0): Part[] {
  const type = part.headers['content-type'] ?? 'text/plain';
  const boundary = parameter(type, 'boundary');
  if (!/^multipart\//i.test(type) || boundary === null || depth > 10) return [part];
  const body = part.body.toString('latin1');
  const delimiter = `--${boundary}`;
  const sections = body.split(new RegExp(`\\r?\\n?${delimiter.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
  // The preamble before the first delimiter and the epilogue after the closing one are not parts.
  return sections
    .slice(1)
    .filter((section) => !section.startsWith('--'))
    .flatMap((section) => leaves(splitPart(Buffer.from(section.replace(/^[ \t]*\r?\n/, ''), 'latin1')), depth + 1));
}

export function parseMail(raw: Buffer): ParsedMail {
  const message = splitPart(raw);
  let text: string | null = null;
  let html: string | null = null;
  for (const part of leaves(message)) {
    const type = (part.headers['content-type'] ?? 'text/plain').toLowerCase();
    if (/attachment/i.test(part.headers['content-disposition'] ?? '')) continue;
    if (text === null && type.startsWith('text/plain')) text = decodeBody(part);
    else if (html === null && type.startsWith('text/html')) html = decodeBody(part);
  }
  const headers = Object.fromEntries(
    Object.entries(message.headers).map(([name, value]) => [name, decodeEncodedWords(value)]),
  );
  return {
    headers,
    subject: headers.subject ?? '',
    from: headers.from ?? '',
    text: (text ?? (html === null ? '' : html.replace(/<[^>]+>/g, ' '))).replace(/\r\n/g, '\n'),
    html,
  };
}
