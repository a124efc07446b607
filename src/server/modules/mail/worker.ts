import { BackgroundLoop, type LoopLogger } from '#server/lib/background-loop';
import type { Mailer } from './outbox';

export interface MailWorkerOptions {
  /** How often the outbox is checked when nothing wakes the worker (retries become due). */
  intervalMs?: number;
  log?: LoopLogger;
}

export const MAIL_POLL_INTERVAL_MS = 5_000;

/**
 * Delivers the outbox in the background: every few seconds, and at once when woken by a
 * new message. One delivery run at a time; stop() waits for the run in progress.
 */
export class MailWorker extends BackgroundLoop {
  constructor(mailer: Pick<Mailer, 'deliverDue'>, options: MailWorkerOptions = {}) {
    super(() => mailer.deliverDue(), {
      name: 'mail outbox',
      intervalMs: options.intervalMs ?? MAIL_POLL_INTERVAL_MS,
      log: options.log,
      onDone: (sent, log) => log?.info({ sent }, 'mail delivered'),
    });
  }
}
