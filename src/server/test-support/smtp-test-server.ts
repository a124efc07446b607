// Tests only: a real SMTP server (the smtp-server package) on 127.0.0.1 that keeps what it
// receives, and a small MIME reader for the messages nodemailer writes (mailparser is not
// available here). Any test that sends mail can use it, e.g. to read a sign-in code.
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** Envelope sender and recipients, as given in MAIL FROM and RCPT TO. */
  envelopeFrom: string;
  envelopeTo: string[];
  raw: string;
  /** Header values by lower-case name, unfolded, encoded words decoded; the first of repeats. */
  headers: Record<string, string>;
  subject: string;
  text: string | undefined;
  html: string | undefined;
}

export interface SmtpTestServer {
  port: number;
  /** smtp:// URL for SMTP_URL. */
  url: string;
  received: ReceivedMail[];
  /** Refuse every recipient with this reply (a temporary 451 by default) until accept() is called. */
  refuse(code?: number, message?: string): void;
  accept(): void;
  /** Resolves with the first received message for which `match` is true, waiting for it if needed. */
  waitFor(match: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/** A port on 127.0.0.1 that nothing listens on (yet): connections to it are refused. */
export async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve, reject) => {
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', resolve);
  });
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

export async function startSmtpTestServer(port = 0): Promise<SmtpTestServer> {
  const received: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  let refusal: { code: number; message: string } | undefined;

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    closeTimeout: 1000,
    // A reverse DNS lookup per connection only slows tests down.
    disableReverseLookup: true,
    onRcptTo(_address, _session, callback) {
      if (!refusal) return callback();
      const error = new Error(refusal.message) as Error & { responseCode: number };
      error.responseCode = refusal.code;
      callback(error);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        received.push({
          envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          envelopeTo: session.envelope.rcptTo.map((recipient) => recipient.address),
          ...parseMessage(raw),
        });
        for (const wake of waiters) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  server.on('error', () => {});
  const boundPort = (server.server.address() as AddressInfo).port;

  return {
    port: boundPort,
    url: `smtp://127.0.0.1:${boundPort}`,
    received,
    refuse(code = 451, message = 'Mailbox temporarily unavailable, try again later') {
      refusal = { code, message };
    },
    accept() {
      refusal = undefined;
    },
    waitFor(match, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = received.find(match);
          if (!found) return false;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching mail arrived within ${timeoutMs} ms (${received.length} received)`));
        }, timeoutMs);
        if (!check()) waiters.add(check);
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

// ---- a small MIME reader -------------------------------------------------------------

interface Part {
  headers: Record<string, string>;
  body: string;
}

function splitPart(raw: string): Part {
  const normalized = raw.replace(/\r\n/g, '\n');
  const end = normalized.indexOf('\n\n');
  const head = end === -1 ? normalized : normalized.slice(0, end);
  const body = end === -1 ? '' : normalized.slice(end + 2);
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    headers[name] ??= line.slice(colon + 1).trim();
  }
  return { headers, body };
}

function parameter(headerValue: string, name: string): string | undefined {
  const match = new RegExp(`;\\s*${name}\\s*=\\s*(?:"([^"]*)"|([^;\\s]+))`, 'i').exec(headerValue);
  return match ? (match[1] ?? match[2]) : undefined;
}

export function decodeQuotedPrintable(text: string): Buffer {
  const softBreaksRemoved = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < softBreaksRemoved.length; i += 1) {
    const char = softBreaksRemoved[i]!;
    const hex = softBreaksRemoved.slice(i + 1, i + 3);
    if (char === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(char, 'utf8'));
    }
  }
  return Buffer.from(bytes);
}

function decodeBody(part: Part): string {
  const encoding = (part.headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  const charset = (parameter(part.headers['content-type'] ?? '', 'charset') ?? 'utf-8').toLowerCase();
  const bytes =
    encoding === 'base64'
      ? Buffer.from(part.body.replace(/\s+/g, ''), 'base64')
      : encoding === 'quoted-printable'
        ? decodeQuotedPrintable(part.body)
        : Buffer.from(part.body, 'utf8');
  return new TextDecoder(charset).decode(bytes);
}

/** Decodes RFC 2047 encoded words (=?UTF-8?Q?...?= and =?UTF-8?B?...?=) in a header value. */
export function decodeEncodedWords(value: string): string {
  return value
    .replace(/(=\?[^?]+\?[BbQq]\?[^?]*\?=)\s+(?==\?)/g, '$1')
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_match, charset: string, kind: string, data: string) => {
      const bytes =
        kind.toUpperCase() === 'B'
          ? Buffer.from(data, 'base64')
          : decodeQuotedPrintable(data.replace(/_/g, ' '));
      return new TextDecoder(charset.toLowerCase()).decode(bytes);
    });
}

function collectBodies(part: Part, found: { text?: string; html?: string }): void {
  const type = part.headers['content-type'] ?? 'text/plain';
  const mediaType = type.split(';')[0]!.trim().toLowerCase();
  if (mediaType.startsWith('multipart/')) {
    const boundary = parameter(type, 'boundary');
    if (!boundary) return;
    const sections = part.body.split(`--${boundary}`);
    // sections[0] is the preamble; the last one starts with "--" (the closing delimiter).
    for (const section of sections.slice(1)) {
      if (section.startsWith('--')) break;
      collectBodies(splitPart(section.replace(/^\n/, '')), found);
    }
    return;
  }
  const body = decodeBody(part);
  if (mediaType === 'text/plain') found.text ??= body.replace(/\n$/, '');
  if (mediaType === 'text/html') found.html ??= body.replace(/\n$/, '');
}

export function parseMessage(
  raw: string,
): Pick<ReceivedMail, 'raw' | 'headers' | 'subject' | 'text' | 'html'> {
  const top = splitPart(raw);
  const headers = Object.fromEntries(
    Object.entries(top.headers).map(([name, value]) => [name, decodeEncodedWords(value)]),
  );
  const found: { text?: string; html?: string } = {};
  collectBodies(top, found);
  return { raw, headers, subject: headers.subject ?? '', text: found.text, html: found.html };
}

/**
 * Hands out received mail to `to` one message at a time, oldest first, waiting for
 * the next one when none is left: a test can read each code it asked for.
 */
export function mailboxReader(server: SmtpTestServer) {
  const taken = new Set<ReceivedMail>();
  return async (to: string, timeoutMs = 10_000): Promise<ReceivedMail> => {
    const address = to.toLowerCase();
    const mail = await server.waitFor(
      (candidate) =>
        !taken.has(candidate) && candidate.envelopeTo.some((rcpt) => rcpt.toLowerCase() === address),
      timeoutMs,
    );
    taken.add(mail);
    return mail;
  };
}

/** The 6-digit code in a message's plain text. */
export function codeIn(mail: ReceivedMail): string {
  const match = /\b(\d{6})\b/.exec(mail.text ?? '');
  if (!match) throw new Error(`No code in mail: ${mail.text}`);
  return match[1]!;
}
