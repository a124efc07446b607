import { setMaxListeners } from 'node:events';
import type { Database, Executor, MailMessageColumns } from '#server/db/database';
import { HttpError } from '#server/lib/http-error';
import {
  cancelAbandonedImmediateMail,
  cancelMail,
  claimMail,
  enqueueMail,
  findDueMailIds,
  insertClaimedMail,
  markMailFailed,
  markMailSent,
  scheduleMailRetry,
} from './repository';
import type { MailAttachment, OutgoingMail } from './outgoing-mail';
import type { MailTransport } from './transport';

/**
 * A message that had to go out now could not be handed to the mail server. As an
 * HttpError it answers 503 with a message the user can act on when a route lets it through.
 */
export class MailUnavailableError extends HttpError {
  constructor(readonly reason?: string) {
    super(503, 'We could not send the email right now. Please try again in a few minutes.');
    this.name = 'MailUnavailableError';
  }
}

export interface Mailer {
  /** Queue durably; delivered in the background with retries and backoff. Returns the outbox id. Accepts an Executor so callers can queue inside their own transaction. */
  send(message: OutgoingMail, db?: Executor): Promise<number>;
  /** Queue and attempt delivery at once; on failure the message is cancelled (never delivered later) and MailUnavailableError is thrown. */
  sendNow(message: OutgoingMail): Promise<void>;
  /** Deliver everything due now (used by the worker loop and by tests). Returns how many were sent. */
  deliverDue(): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mail: Mailer;
  }
}

/** Attempts before a message is given up as 'failed' (about 3 hours of retries). */
export const MAX_ATTEMPTS = 10;
const FIRST_RETRY_MS = 30_000;
const MAX_RETRY_MS = 60 * 60_000;
/** A message left in 'sending' this long was abandoned by a process that died mid-delivery. */
export const STALE_CLAIM_MS = 5 * 60_000;
/** The longest a user waits for sendNow before being told mail is unavailable. */
export const SEND_NOW_TIMEOUT_MS = 15_000;
const BATCH_SIZE = 20;
const CONCURRENCY = 4;

/** Wait before the next attempt after `attempts` failed ones: 30 s, doubling, at most 1 h. */
export function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), MAX_RETRY_MS);
}

interface Logger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

export interface MailerOptions {
  db: Database;
  transport: MailTransport;
  /** The clock; tests move it forward to make retries due. */
  now?: () => Date;
  /** Called after send() queued a message (the worker wakes up). */
  onQueued?: (inTransaction: boolean) => void;
  log?: Logger;
  sendNowTimeoutMs?: number;
}

const RESERVED_HEADERS = new Set([
  'from',
  'to',
  'cc',
  'bcc',
  'subject',
  'date',
  'message-id',
  'mime-version',
  'content-type',
  'content-transfer-encoding',
  'sender',
  'return-path',
]);

/** Checks a message before it is stored: one recipient, and no way to inject header lines. */
function toRow(message: OutgoingMail): MailMessageColumns {
  const to = message.to.trim();
  if (!/^[^\s@,;:<>()"[\]\\]+@[^\s@,;:<>()"[\]\\]+$/.test(to))
    throw new TypeError(`Mail recipient must be one plain email address, got ${JSON.stringify(message.to)}`);
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(message.headers ?? {})) {
    // A sender may fix the Message-ID (so a repeat after a crash is recognisable as the same mail).
    const ownMessageId = name.toLowerCase() === 'message-id' && /^<[^<>\s@]+@[^<>\s@]+>$/.test(value);
    if (
      !/^[A-Za-z0-9][A-Za-z0-9-]*$/.test(name) ||
      (RESERVED_HEADERS.has(name.toLowerCase()) && !ownMessageId)
    )
      throw new TypeError(`Mail header "${name}" is not allowed`);
    if (/[\r\n]/.test(value)) throw new TypeError(`Mail header "${name}" must be one line`);
    headers[name] = value;
  }
  const attachments = (message.attachments ?? []).map((file) => {
    if (!/^[\w.-]{1,100}$/.test(file.filename))
      throw new TypeError(
        `Attachment name "${file.filename}" must be plain letters, digits, dots and dashes`,
      );
    if (!/^[a-z]+\/[\w.+-]+(\s*;\s*[\w-]+=[\w.-]+)*$/i.test(file.contentType))
      throw new TypeError(`Attachment type "${file.contentType}" is not a media type`);
    if (file.cid !== undefined && !/^[\w.-]{1,60}$/.test(file.cid))
      throw new TypeError(`Inline image id "${file.cid}" must be plain letters, digits, dots and dashes`);
    return {
      filename: file.filename,
      contentType: file.contentType,
      content: file.content,
      ...(file.encoding ? { encoding: file.encoding } : {}),
      ...(file.cid ? { cid: file.cid } : {}),
    };
  });
  return {
    to_address: to,
    subject: message.subject.replace(/[\r\n]+/g, ' ').trim(),
    text_body: message.text,
    html_body: message.html,
    headers_json: JSON.stringify(headers),
    attachments_json: JSON.stringify(attachments),
  };
}

function fromRow(row: MailMessageColumns): OutgoingMail {
  return {
    to: row.to_address,
    subject: row.subject,
    text: row.text_body,
    html: row.html_body,
    headers: JSON.parse(row.headers_json) as Record<string, string>,
    attachments: JSON.parse(row.attachments_json) as MailAttachment[],
  };
}

/** A short, credential-free description of a failed attempt, kept in last_error. */
export function describeMailError(error: unknown): string {
  if (!(error instanceof Error)) return String(error).slice(0, 500);
  const details = error as Error & { code?: unknown; responseCode?: unknown };
  const parts = [
    typeof details.code === 'string' ? details.code : undefined,
    typeof details.responseCode === 'number' ? String(details.responseCode) : undefined,
    error.message,
  ].filter(Boolean);
  return parts.join(' ').slice(0, 500);
}

/** Nodemailer's codes for a mail server that cannot be reached or signed in to: every message would fail alike. */
const UNREACHABLE_CODES = new Set(['ECONNECTION', 'ETIMEDOUT', 'ESOCKET', 'EDNS', 'EAUTH', 'ECONNREFUSED']);

function isServerUnreachable(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && UNREACHABLE_CODES.has(code);
}

/**
 * The outbox. Every message is a row in mail_outbox first; delivery claims the row so that
 * several server processes can share one queue, and records the outcome only while it
 * still holds the claim.
 */
export class OutboxMailer implements Mailer {
  private readonly db: Database;
  private readonly transport: MailTransport;
  private readonly now: () => Date;
  private readonly onQueued: (inTransaction: boolean) => void;
  private readonly log: Logger | undefined;
  private readonly sendNowTimeoutMs: number;
  /** Aborted at shutdown: deliveries still running then give up (and are retried later). */
  private readonly shutdownController = new AbortController();
  private readonly inFlight = new Set<Promise<unknown>>();
  private closing = false;

  constructor(options: MailerOptions) {
    this.db = options.db;
    this.transport = options.transport;
    this.now = options.now ?? (() => new Date());
    this.onQueued = options.onQueued ?? (() => {});
    this.log = options.log;
    this.sendNowTimeoutMs = options.sendNowTimeoutMs ?? SEND_NOW_TIMEOUT_MS;
    // Every delivery in progress listens to it; many at once is normal, not a leak.
    setMaxListeners(0, this.shutdownController.signal);
  }

  get transportKind(): MailTransport['kind'] {
    return this.transport.kind;
  }

  async send(message: OutgoingMail, db: Executor = this.db): Promise<number> {
    const id = await enqueueMail(db, toRow(message), this.now().toISOString());
    if (!this.closing) this.onQueued(db.isTransaction);
    return id;
  }

  async sendNow(message: OutgoingMail): Promise<void> {
    const row = toRow(message);
    const claimedAt = this.now().toISOString();
    const id = await insertClaimedMail(this.db, row, claimedAt);
    const attempt = this.transport.deliver(
      fromRow(row),
      AbortSignal.any([this.shutdownController.signal, AbortSignal.timeout(this.sendNowTimeoutMs)]),
    );
    this.track(attempt);
    try {
      await attempt;
    } catch (error) {
      const reason = describeMailError(error);
      await cancelMail(this.db, id, reason);
      this.log?.warn({ mailId: id, reason }, 'mail that had to go out now could not be sent; cancelled');
      throw new MailUnavailableError(reason);
    }
    await markMailSent(this.db, id, claimedAt, this.now().toISOString());
  }

  deliverDue(): Promise<number> {
    const run = this.deliverDueNow();
    this.track(run);
    return run;
  }

  /**
   * Stops claiming messages and waits for deliveries in progress. `graceMs` after the call,
   * deliveries still running (sendNow included) are aborted: queued ones are recorded as
   * failed attempts and retried later, immediate ones are cancelled and reported.
   */
  async shutdown(graceMs: number): Promise<void> {
    this.closing = true;
    const signal = this.shutdownController.signal;
    const abortTimer = setTimeout(
      () => this.shutdownController.abort(new Error('the server is shutting down')),
      graceMs,
    );
    abortTimer.unref();
    const aborted = new Promise<void>((resolve) => {
      if (signal.aborted) resolve();
      else signal.addEventListener('abort', () => resolve(), { once: true });
    });
    await Promise.race([Promise.allSettled([...this.inFlight]), aborted]);
    if (signal.aborted) await Promise.allSettled([...this.inFlight]);
  }

  private track(promise: Promise<unknown>): void {
    const settled = promise.then(
      () => undefined,
      () => undefined,
    );
    this.inFlight.add(settled);
    void settled.then(() => this.inFlight.delete(settled));
  }

  private async deliverDueNow(): Promise<number> {
    const now = this.now();
    const nowIso = now.toISOString();
    const staleBefore = new Date(now.getTime() - STALE_CLAIM_MS).toISOString();
    await cancelAbandonedImmediateMail(this.db, staleBefore);

    let sent = 0;
    const tried = new Set<number>();
    const run = { serverUnreachable: false };
    while (!this.closing && !run.serverUnreachable) {
      const ids = (await findDueMailIds(this.db, nowIso, staleBefore, BATCH_SIZE)).filter(
        (id) => !tried.has(id),
      );
      if (ids.length === 0) break;
      for (const id of ids) tried.add(id);
      const queue = [...ids];
      const lanes = Array.from({ length: Math.min(CONCURRENCY, queue.length) }, async () => {
        for (
          let id = queue.shift();
          id !== undefined && !this.closing && !run.serverUnreachable;
          id = queue.shift()
        ) {
          if (await this.deliverOne(id, nowIso, staleBefore, run)) sent += 1;
        }
      });
      await Promise.all(lanes);
    }
    return sent;
  }

  /**
   * Claims and delivers one message; true when this call sent it. A failure to reach the mail server at
   * all marks the run, which then claims nothing more: the other messages stay due, untouched, instead
   * of each spending an attempt (and a connection) on a server that is down (docs/performance.md#registration-rush).
   */
  private async deliverOne(
    id: number,
    nowIso: string,
    staleBefore: string,
    run: { serverUnreachable: boolean },
  ): Promise<boolean> {
    const claimed = await claimMail(this.db, id, nowIso, staleBefore);
    if (!claimed?.claimed_at) return false; // another process has it
    const claimedAt = claimed.claimed_at;
    try {
      await this.transport.deliver(fromRow(claimed), this.shutdownController.signal);
    } catch (error) {
      const reason = describeMailError(error);
      if (isServerUnreachable(error)) run.serverUnreachable = true;
      if (claimed.attempts >= MAX_ATTEMPTS) {
        await markMailFailed(this.db, id, claimedAt, reason);
        this.log?.error(
          { mailId: id, attempts: claimed.attempts, reason },
          'mail could not be delivered; gave up',
        );
      } else {
        // Interrupted by our own shutdown: due again at once, for another instance or the next start.
        const delay = this.shutdownController.signal.aborted ? 0 : retryDelayMs(claimed.attempts);
        const retryAt = new Date(this.now().getTime() + delay).toISOString();
        await scheduleMailRetry(this.db, id, claimedAt, retryAt, reason);
        this.log?.warn(
          { mailId: id, attempts: claimed.attempts, retryAt, reason },
          'mail delivery failed; will retry',
        );
      }
      return false;
    }
    const recorded = await markMailSent(this.db, id, claimedAt, this.now().toISOString());
    if (!recorded) this.log?.warn({ mailId: id }, 'mail was sent after its claim had expired');
    return true;
  }
}
