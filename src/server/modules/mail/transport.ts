import { randomUUID } from 'node:crypto';
import nodemailer from 'nodemailer';
import type { OutgoingMail } from './outgoing-mail';

/** Hands one message to the outside world. Rejects when it was not accepted. */
export interface MailTransport {
  readonly kind: 'smtp' | 'console';
  /** Resolves once the message is accepted; `signal` abandons the attempt (it then rejects). */
  deliver(message: OutgoingMail, signal?: AbortSignal): Promise<void>;
  /** Releases connections; deliveries still running are not waited for. */
  close(): void;
}

/**
 * Kept short so that a mail server that does not answer fails an attempt in seconds (and is
 * retried later) rather than holding a sign-in request or the shutdown for minutes.
 */
export const SMTP_TIMEOUTS_MS = {
  connectionTimeout: 10_000,
  greetingTimeout: 10_000,
  socketTimeout: 10_000,
  dnsTimeout: 10_000,
  socketCloseTimeout: 1_000,
} as const;

export interface SmtpSender {
  /** MAIL_FROM: the From header and the envelope sender. */
  from: string;
  /**
   * The site's public host (PUBLIC_URL's): the right-hand side of every Message-ID the sender did not fix.
   * Nodemailer would take the sender's domain, which in development is `localhost`; the site's own host
   * names where the message came from, and never collides with another sender's ids.
   */
  messageIdHost: string;
}

/**
 * SMTP through nodemailer. `smtpUrl` is smtp://user:pass@host:587 (STARTTLS when offered)
 * or smtps://user:pass@host:465 (implicit TLS); query parameters may set further options.
 * One connection per message: simple, and a connection the server dropped while idle can
 * never fail a sign-in code.
 */
export function createSmtpTransport(smtpUrl: string, { from, messageIdHost }: SmtpSender): MailTransport {
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    ...SMTP_TIMEOUTS_MS,
    // Message content is always given as strings; never let it name a file or a URL to read.
    disableFileAccess: true,
    disableUrlAccess: true,
  });
  return {
    kind: 'smtp',
    async deliver(message, signal) {
      const { 'Message-ID': messageId, ...headers } = message.headers ?? {};
      await transporter.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        headers,
        ...(message.attachments?.length
          ? {
              attachments: message.attachments.map((file) => ({
                filename: file.filename,
                contentType: file.contentType,
                content: file.content,
                ...(file.encoding ? { encoding: file.encoding } : {}),
                ...(file.cid ? { cid: file.cid } : {}),
              })),
            }
          : {}),
        messageId: messageId ?? `<${randomUUID()}@${messageIdHost}>`,
        signal,
      });
    },
    close() {
      transporter.close();
    },
  };
}

/**
 * Development stand-in for a mail server (SMTP_URL unset): every message is written as a
 * readable block, so a developer can read a sign-in code straight from the console.
 * `print` receives the whole block; the app passes stdout, or its debug log in tests.
 */
export function createConsoleTransport(from: string, print: (block: string) => void): MailTransport {
  return {
    kind: 'console',
    async deliver(message, signal) {
      signal?.throwIfAborted();
      print(formatMailForConsole(from, message));
    },
    close() {},
  };
}

const RULE = '─'.repeat(72);

export function formatMailForConsole(from: string, message: OutgoingMail): string {
  const lines = [
    `┌${RULE}`,
    '│ Email (not sent: SMTP_URL is not set, so mail is printed here instead)',
    `│ To:      ${message.to}`,
    `│ From:    ${from}`,
    `│ Subject: ${message.subject}`,
    ...Object.entries(message.headers ?? {}).map(([name, value]) => `│ ${name}: ${value}`),
    ...(message.attachments ?? []).map((file) => `│ Attached: ${file.filename} (${file.contentType})`),
    `├${RULE}`,
    ...message.text
      .replace(/\r\n?/g, '\n')
      .split('\n')
      .map((line) => `│ ${line}`.trimEnd()),
    `└${RULE}`,
  ];
  return `${lines.join('\n')}\n`;
}
