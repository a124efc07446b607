/** What a loop logs to (the app's pino logger). */
export interface LoopLogger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  debug(obj: object, msg?: string): void;
}

/** A timer a loop has armed. */
export interface LoopTimer {
  cancel(): void;
}

/** Where a loop's timers come from: the platform's, or a test's own clock that it moves itself. */
export type LoopTimers = (callback: () => void, delayMs: number) => LoopTimer;

/** The platform's timers, unref'd: a waiting loop keeps no process alive. */
export const platformTimers: LoopTimers = (callback, delayMs) => {
  const timer = setTimeout(callback, delayMs);
  timer.unref();
  return { cancel: () => clearTimeout(timer) };
};

export interface BackgroundLoopOptions {
  /** Names the work in log lines, e.g. `mail outbox`. */
  name: string;
  /** How often the work runs when nothing wakes the loop. */
  intervalMs: number;
  log?: LoopLogger | undefined;
  /** Logs a run that did something (`done` is what the work returned). */
  onDone?: (done: number, log: LoopLogger | undefined) => void;
  /** Default platformTimers. */
  timers?: LoopTimers | undefined;
}

/**
 * Runs one piece of database-backed work in the background: every `intervalMs` whatever else happens,
 * and sooner when woken for sooner. One run at a time (a wake during a run runs again right after it);
 * `stop()` waits for the run in progress. The work's state lives in the database, so a stopped or killed
 * process loses nothing: the loop only decides when to look. Used by the mail worker and the job runner.
 */
export class BackgroundLoop {
  private timer: LoopTimer | undefined;
  private timerDueAt = Number.POSITIVE_INFINITY;
  private running: Promise<void> | undefined;
  private runAgain = false;
  private stopped = true;
  private failing = false;

  constructor(
    private readonly work: () => Promise<number>,
    private readonly options: BackgroundLoopOptions,
  ) {}

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.schedule(0);
  }

  /** Work is due in `delayMs`: run then (or right after the run in progress). */
  wake(delayMs = 0): void {
    if (this.stopped) return;
    if (this.running && delayMs <= 0) this.runAgain = true;
    else this.schedule(Math.max(0, delayMs));
  }

  /** No new runs; resolves when the run in progress (if any) has finished. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.clearTimer();
    await this.running;
  }

  /**
   * Arms the one timer for the earliest of: what was asked, the timer already armed, and the regular run.
   * Work due beyond the interval is found by a regular run, so no wait is ever longer than the interval:
   * a timer armed for a far moment would otherwise stand in for the regular run and skip it.
   */
  private schedule(delayMs: number): void {
    const wait = Math.min(delayMs, this.options.intervalMs);
    const dueAt = Date.now() + wait;
    if (this.timer && this.timerDueAt <= dueAt) return;
    this.clearTimer();
    this.timerDueAt = dueAt;
    this.timer = (this.options.timers ?? platformTimers)(() => this.tick(), wait);
  }

  private clearTimer(): void {
    this.timer?.cancel();
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
      this.schedule(this.runAgain ? 0 : this.options.intervalMs);
      this.runAgain = false;
    });
  }

  private async run(): Promise<void> {
    const { name, log, onDone } = this.options;
    try {
      const done = await this.work();
      if (done > 0) onDone?.(done, log);
      if (this.failing) log?.info({}, `${name} reachable again`);
      this.failing = false;
    } catch (error) {
      // Usually the database is briefly unreachable; the next run tries again.
      if (this.failing) log?.debug({ err: error }, `${name} still failing`);
      else log?.warn({ err: error }, `${name} run failed; retrying every few seconds`);
      this.failing = true;
    }
  }
}
