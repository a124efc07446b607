import type { Mailer } from './outbox';

interface Logger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  debug(obj: object, msg?: string): void;
}

export interface MailWorkerOptions {
  /** How often the outbox is checked when nothing wakes the worker (retries become due). */
  intervalMs?: number;
  log?: Logger;
}

export const MAIL_POLL_INTERVAL_MS = 5_000;

/**
 * Delivers the outbox in the background: every few seconds, and at once when woken by a
 * new message. One delivery run at a time; stop() waits for the run in progress.
 */
export class MailWorker {
  private readonly intervalMs: number;
  private readonly log: Logger | undefined;
  private timer: NodeJS.Timeout | undefined;
  private timerDueAt = Number.POSITIVE_INFINITY;
  private running: Promise<void> | undefined;
  private runAgain = false;
  private stopped = true;
  private failing = false;

  constructor(
    private readonly mailer: Pick<Mailer, 'deliverDue'>,
    options: MailWorkerOptions = {},
  ) {
    this.intervalMs = options.intervalMs ?? MAIL_POLL_INTERVAL_MS;
    this.log = options.log;
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.schedule(0);
  }

  /** A message was queued: deliver soon (after `delayMs`, or right after the run in progress). */
  wake(delayMs = 0): void {
    if (this.stopped) return;
    if (this.running && delayMs === 0) this.runAgain = true;
    else this.schedule(delayMs);
  }

  /** No new runs; resolves when the run in progress (if any) has finished. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.clearTimer();
    await this.running;
  }

  private schedule(delayMs: number): void {
    const dueAt = Date.now() + delayMs;
    if (this.timer && this.timerDueAt <= dueAt) return;
    this.clearTimer();
    this.timerDueAt = dueAt;
    this.timer = setTimeout(() => this.tick(), delayMs);
    this.timer.unref();
  }

  private clearTimer(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.timerDueAt = Number.POSITIVE_INFINITY;
  }

  private tick(): void {
    this.timer = undefined;
    this.timerDueAt = Number.POSITIVE_INFINITY;
    if (this.stopped) return;
    if (this.running) {
      this.runAgain = true;
      return;
    }
    this.runAgain = false;
    this.running = this.run().finally(() => {
      this.running = undefined;
      if (this.stopped) return;
      this.schedule(this.runAgain ? 0 : this.intervalMs);
      this.runAgain = false;
    });
  }

  private async run(): Promise<void> {
    try {
      const sent = await this.mailer.deliverDue();
      if (sent > 0) this.log?.info({ sent }, 'mail delivered');
      if (this.failing) this.log?.info({}, 'mail outbox reachable again');
      this.failing = false;
    } catch (error) {
      // Usually the database is briefly unreachable; the next run tries again.
      if (this.failing) this.log?.debug({ err: error }, 'mail outbox still failing');
      else this.log?.warn({ err: error }, 'mail outbox run failed; retrying every few seconds');
      this.failing = true;
    }
  }
}
