import type { LoopTimers } from '#server/lib/background-loop';

interface ArmedTimer {
  at: number;
  callback: () => void;
}

/**
 * Timers for background loops that fire only when a test moves time itself (with Date faked by
 * `vi.useFakeTimers({ toFake: ['Date'] })`): the test jumps from one armed timer to the next, and the
 * database drivers and fastify keep the platform's own timers.
 */
export class ManualTimers {
  private readonly armed = new Set<ArmedTimer>();

  readonly timers: LoopTimers = (callback, delayMs) => {
    const timer = { at: Date.now() + delayMs, callback };
    this.armed.add(timer);
    return { cancel: () => this.armed.delete(timer) };
  };

  /** When the earliest armed timer fires; undefined when none is armed. */
  nextAt(): number | undefined {
    let next: number | undefined;
    for (const timer of this.armed) if (next === undefined || timer.at < next) next = timer.at;
    return next;
  }

  /** Fires every timer due by now, earliest first. */
  fireDue(): void {
    const due = [...this.armed].filter((timer) => timer.at <= Date.now()).sort((a, b) => a.at - b.at);
    for (const timer of due) {
      this.armed.delete(timer);
      timer.callback();
    }
  }
}
