import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';

/** One message as the SMTP server received it, decoded far enough for assertions. */
export interface CapturedMail {
  from: string;
  /** Envelope recipients, lower-cased. */
  to: string[];
  subject: string;
  /** The text/plain part (or the whole body of a single-part message), decoded. */
  text: string;
  html: string | null;
  raw: string;
}

export interface SmtpCapture {
  /** Connection string for SMTP_URL. */
  url: string;
  /** Every message received so far, in arrival order. */
  messages: CapturedMail[];
  /**
   * The next message to `to` that no earlier call has returned; waits for it when it has not
   * arrived yet, and fails after `timeoutMs`.
   */
  waitForMessage(to: string, timeoutMs?: number): Promise<CapturedMail>;
  close(): Promise<void>;
}

/**
 * A real SMTP server on 127.0.0.1 (random port, no TLS, no AUTH) that keeps what it receives,
 * so mail tests go through nodemailer and the wire protocol instead of a mocked transport.
 */
export async function startSmtpCapture(): Promise<SmtpCapture> {
  const messages: CapturedMail[] = [];
  const claimed = new Set<CapturedMail>();
  const waiters = new Set<() => void>();

  const server = plainSmtpServer((stream, session, callback) => {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('error', callback);
    stream.on('end', () => {
      const raw = Buffer.concat(chunks).toString('latin1');
      const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
      const to = session.envelope.rcptTo.map((a) => a.address.toLowerCase());
      messages.push({ from, to, ...parseMessage(raw), raw });
      for (const wake of waiters) wake();
      callback();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;

  const take = (to: string) => {
    const found = messages.find((m) => !claimed.has(m) && m.to.includes(to.toLowerCase()));
    if (found) claimed.add(found);
    return found;
  };

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    waitForMessage(to, timeoutMs = 5000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = take(to);
          if (!found) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no e-mail to ${to} within ${timeoutMs} ms (received ${messages.length})`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

interface MimePart {
  headers: Map<string, string>;
  body: string;
}

function parseMessage(raw: string): Pick<CapturedMail, 'subject' | 'text' | 'html'> {
  const root = splitPart(raw);
  const leaves = leafParts(root);
  const ofType = (type: string) => leaves.find((p) => contentType(p).startsWith(type));
  const text = ofType('text/plain');
  const html = ofType('text/html');
  return {
    subject: decodeWords(root.headers.get('subject') ?? ''),
    text: text ? decodeBody(text) : '',
    html: html ? decodeBody(html) : null,
  };
}

function splitPart(raw: string): MimePart {
  const match = /\r?\n\r?\n/.exec(raw);
  const head = match ? raw.slice(0, match.index) : raw;
  const body = match ? raw.slice(match.index + match[0].length) : '';
  const headers = new Map<string, string>();
  // Folded header lines continue with whitespace.
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    const key = line.slice(0, colon).trim().toLowerCase();
    if (colon > 0 && !headers.has(key)) headers.set(key, line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function contentType(part: MimePart): string {
  return (part.headers.get('content-type') ?? 'text/plain').toLowerCase();
}

function leafParts(part: MimePart): MimePart[] {
  const type = part.headers.get('content-type') ?? '';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!/^multipart\//i.test(type) || !boundary) return [part];
  return part.body
    .split(`--${boundary}`)
    .slice(1)
    .filter((piece) => !piece.startsWith('--'))
    .flatMap((piece) => leafParts(splitPart(piece.replace(/^\r?\n/, '').replace(/\r?\n$/, ''))));
}

/** Body bytes are held as latin1 text, so each character is one byte until decoded here. */
function decodeBody(part: MimePart): string {
  const encoding = (part.headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  const bytes =
    encoding === 'base64'
      ? Buffer.from(part.body.replace(/\s+/g, ''), 'base64')
      : encoding === 'quoted-printable'
        ? Buffer.from(decodeQuotedPrintable(part.body), 'latin1')
        : Buffer.from(part.body, 'latin1');
  return bytes.toString('utf8').replace(/\r\n/g, '\n');
}

function decodeQuotedPrintable(s: string): string {
  return s
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** RFC 2047 encoded words (`=?utf-8?Q?…?=`), as used for non-ASCII subjects. */
function decodeWords(s: string): string {
  return s
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([BQ])\?([^?]*)\?=/gi, (_, _charset: string, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(decodeQuotedPrintable(text.replace(/_/g, ' ')), 'latin1').toString('utf8'),
    );
}

/** An SMTP server on 127.0.0.1 with no TLS and no AUTH that hands each message to `onData`. */
export function plainSmtpServer(onData: NonNullable<SMTPServerOptions['onData']>): SMTPServer {
  return new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    disableReverseLookup: true,
    logger: false,
    onData,
  });
}
