import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BackgroundLoop } from './background-loop';

const INTERVAL_MS = 5_000;
const DAY_MS = 24 * 60 * 60_000;

/**
 * A loop around work whose runs the test counts and can hold open. The work is asynchronous, as the
 * real database work is; only timers and Date are faked, so promises settle as they really do.
 */
function loopWithWork() {
  const runs: number[] = [];
  let during: (() => void) | undefined;
  const loop = new BackgroundLoop(
    async () => {
      runs.push(Date.now());
      during?.();
      during = undefined;
      await Promise.resolve();
      return 0;
    },
    { name: 'test work', intervalMs: INTERVAL_MS },
  );
  return {
    loop,
    runs,
    /** What the next run does while it runs (a job that schedules another, a request arriving). */
    duringNextRun: (action: () => void) => {
      during = action;
    },
  };
}

describe('BackgroundLoop', () => {
  beforeEach(() => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'Date'],
      now: new Date('2026-11-27T08:00:00Z'),
    });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs at start and then every interval when nothing wakes it', async () => {
    const { loop, runs } = loopWithWork();
    loop.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(runs).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(INTERVAL_MS * 3);
    expect(runs).toHaveLength(4);
    await loop.stop();
  });

  it('keeps polling every interval after a run woke it for a day later', async () => {
    const { loop, runs, duringNextRun } = loopWithWork();
    loop.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(runs).toHaveLength(1);

    // A run schedules something far ahead (the next person's offer expires in 24 h)...
    duringNextRun(() => loop.wake(DAY_MS));
    await vi.advanceTimersByTimeAsync(INTERVAL_MS);
    expect(runs).toHaveLength(2);
    const farWakeRun = runs[1]!;

    // ...and work that was scheduled earlier becomes due: the next regular run must find it.
    for (let poll = 1; poll <= 5; poll += 1) {
      await vi.advanceTimersByTimeAsync(INTERVAL_MS);
      expect(runs).toHaveLength(2 + poll);
      expect(runs.at(-1)! - runs.at(-2)!).toBeLessThanOrEqual(INTERVAL_MS);
    }
    expect(runs[2]! - farWakeRun).toBeLessThanOrEqual(INTERVAL_MS);
    await loop.stop();
  });

  it('keeps polling after a far wake that arrives while it is idle', async () => {
    const { loop, runs } = loopWithWork();
    loop.start();
    await vi.advanceTimersByTimeAsync(0);
    loop.wake(DAY_MS);
    await vi.advanceTimersByTimeAsync(INTERVAL_MS);
    expect(runs).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(INTERVAL_MS);
    expect(runs).toHaveLength(3);
    await loop.stop();
  });

  it('runs sooner than the next poll when woken for sooner, also after a far wake', async () => {
    const { loop, runs, duringNextRun } = loopWithWork();
    loop.start();
    await vi.advanceTimersByTimeAsync(0);
    duringNextRun(() => loop.wake(DAY_MS));
    await vi.advanceTimersByTimeAsync(INTERVAL_MS);
    expect(runs).toHaveLength(2);

    await vi.advanceTimersByTimeAsync(1_000);
    loop.wake(500);
    await vi.advanceTimersByTimeAsync(499);
    expect(runs).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(runs).toHaveLength(3);
    // And the regular poll follows an interval after that run.
    await vi.advanceTimersByTimeAsync(INTERVAL_MS);
    expect(runs).toHaveLength(4);
    await loop.stop();
  });

  it('runs again right after the run in progress when woken for now during it', async () => {
    const { loop, runs, duringNextRun } = loopWithWork();
    loop.start();
    duringNextRun(() => loop.wake());
    await vi.advanceTimersByTimeAsync(1);
    expect(runs).toHaveLength(2);
    expect(runs[1]! - runs[0]!).toBeLessThanOrEqual(1);
    await loop.stop();
  });

  it('runs nothing after stop, however it is woken', async () => {
    const { loop, runs } = loopWithWork();
    loop.start();
    await vi.advanceTimersByTimeAsync(0);
    await loop.stop();
    loop.wake();
    loop.wake(DAY_MS);
    await vi.advanceTimersByTimeAsync(INTERVAL_MS * 2);
    expect(runs).toHaveLength(1);
  });
});
