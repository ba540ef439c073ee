import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { E2E_MAIL_DIR, type SunkMail, UNDELIVERABLE_DOMAIN } from './mailbox.ts';

/**
 * The browser suite's SMTP sink: the e2e shop sends through it (see serve-with-mail-sink.ts), and each message
 * is written as JSON into the mailbox folder the tests read (mailbox.ts).
 */

// --- a small MIME reader: enough for what nodemailer writes (multipart, quoted-printable, base64, RFC 2047) ---

interface Part {
  headers: Map<string, string>;
  body: string;
}

function splitPart(raw: string): Part {
  const at = raw.search(/\r?\n\r?\n/);
  const head = at === -1 ? raw : raw.slice(0, at);
  const body = at === -1 ? '' : raw.slice(at).replace(/^\r?\n\r?\n/, '');
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodeQuotedPrintable(text: string): Buffer {
  const soft = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < soft.length; i++) {
    const hex = soft.slice(i + 1, i + 3);
    if (soft[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(soft[i]!, 'utf8'));
    }
  }
  return Buffer.from(bytes);
}

function decodeBody(part: Part): string {
  const encoding = (part.headers.get('content-transfer-encoding') ?? '').toLowerCase();
  if (encoding === 'base64') return Buffer.from(part.body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(part.body).toString('utf8');
  return part.body;
}

/** `=?UTF-8?Q?Your_code?=` and `=?UTF-8?B?...?=` words in a header. */
export function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?[^?]+\?([QqBb])\?([^?]*)\?=/g, (_, kind: string, data: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replace(/_/g, ' ')).toString('utf8'),
    );
}

function leaves(part: Part): Part[] {
  const type = part.headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!/^multipart\//i.test(type) || !boundary) return [part];
  return part.body
    .split(`--${boundary}`)
    .slice(1)
    .filter((chunk) => !chunk.startsWith('--'))
    .flatMap((chunk) => leaves(splitPart(chunk.replace(/^\r?\n/, '').replace(/\r?\n$/, ''))));
}

export function parseMail(raw: string): Pick<SunkMail, 'subject' | 'text' | 'html'> {
  const message = splitPart(raw);
  let text = '';
  let html = '';
  for (const leaf of leaves(message)) {
    const type = (leaf.headers.get('content-type') ?? 'text/plain').toLowerCase();
    if (type.startsWith('text/plain') && !text) text = decodeBody(leaf);
    else if (type.startsWith('text/html') && !html) html = decodeBody(leaf);
  }
  return { subject: decodeWords(message.headers.get('subject') ?? ''), text, html };
}

// --- the sink ---

let sequence = 0;

/** Start the SMTP sink on a free local port; every message lands in `dir` as `<time>-<n>.json`. */
export async function startMailSink(
  dir = E2E_MAIL_DIR,
): Promise<{ port: number; close: () => Promise<void> }> {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    onRcptTo(address, _session, callback) {
      if (!address.address.toLowerCase().endsWith(`@${UNDELIVERABLE_DOMAIN}`)) return callback();
      callback(Object.assign(new Error('5.1.1 No such mailbox'), { responseCode: 550 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        const mail: SunkMail = {
          receivedAt: Date.now(),
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          ...parseMail(Buffer.concat(chunks).toString('utf8')),
        };
        const name = `${mail.receivedAt}-${String(++sequence).padStart(4, '0')}.json`;
        // Written aside, then renamed: a reader never sees half a file.
        writeFileSync(join(dir, `.${name}`), JSON.stringify(mail, null, 2));
        renameSync(join(dir, `.${name}`), join(dir, name));
        callback();
      });
    },
  });
  await new Promise<void>((ready, fail) => {
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => ready());
  });
  const address = server.server.address();
  if (!address || typeof address === 'string') throw new Error('mail sink: no port');
  return { port: address.port, close: () => new Promise((done) => server.close(() => done())) };
}
