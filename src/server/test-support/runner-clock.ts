import type { FastifyInstance } from 'fastify';
import { afterEach, vi } from 'vitest';
import { buildApp } from '#server/app';
import type { Config } from '#server/config';
import { ManualTimers } from './manual-timers';
import { testConfig, type TestDatabase } from './test-app';

/** One app built as the server builds it, with its job runner on. */
export interface RunnerInstance {
  app: FastifyInstance;
  /** Runs of the instance's runner in flight: the clock waits while there are any. */
  inFlight: number;
}

export interface RunnerClock {
  /** The real app on `database` with its runner polling every `pollMs`; the test only watches it run. */
  startInstance: (database: TestDatabase, overrides?: Partial<Config>) => Promise<RunnerInstance>;
  /** Lets every run in flight finish (real time passes; the fake clock stands still). */
  settle: (instances: RunnerInstance[]) => Promise<void>;
  /**
   * Moves the clock from one runner timer to the next up to `until`, settling after each, and ends at `until`;
   * `check` runs after each step.
   */
  runUntil: (instances: RunnerInstance[], until: number, check?: () => Promise<void>) => Promise<void>;
  /** Runs `cleanup` after the test (last registered, first run). */
  afterTest: (cleanup: () => Promise<unknown>) => void;
}

/**
 * Time that really passes for scheduled work (docs/reliability.md): with Date faked by the test (`vi.useFakeTimers({ toFake: ['Date'], now })`), the runners
 * wait on the test's own timers (the database drivers and fastify keep the platform's), so the clock moves from
 * one runner timer to the next, never while a run is in flight, and a run takes no time, as it nearly does for
 * real. The runners decide when to run; the test never runs a job itself. Call at the top of a test file.
 */
export function useRunnerClock(options: { pollMs: number }): RunnerClock {
  const clock = new ManualTimers();
  const cleanups: (() => Promise<unknown>)[] = [];
  afterEach(async () => {
    while (cleanups.length > 0) await cleanups.pop()!();
    vi.useRealTimers();
  });

  const settle = async (instances: RunnerInstance[]) => {
    for (let quietTurns = 0; quietTurns < 3;) {
      await new Promise((resolve) => setImmediate(resolve));
      quietTurns = instances.every((instance) => instance.inFlight === 0) ? quietTurns + 1 : 0;
    }
  };

  return {
    startInstance: async (database, overrides = {}) => {
      const config: Config = testConfig(database.settings, {
        jobRunner: true,
        jobPollIntervalMs: options.pollMs,
        ...overrides,
      });
      const app = await buildApp(config, { logger: false, jobTimers: clock.timers });
      const instance: RunnerInstance = { app, inFlight: 0 };
      const runDue = app.jobs.runDue.bind(app.jobs);
      app.jobs.runDue = (moment) => {
        instance.inFlight += 1;
        return runDue(moment).finally(() => {
          instance.inFlight -= 1;
        });
      };
      await app.ready();
      return instance;
    },
    settle,
    runUntil: async (instances, until, check) => {
      for (let next = clock.nextAt(); next !== undefined && next <= until; next = clock.nextAt()) {
        if (next > Date.now()) vi.setSystemTime(next);
        clock.fireDue();
        await settle(instances);
        await check?.();
      }
      vi.setSystemTime(until);
    },
    afterTest: (cleanup) => {
      cleanups.push(cleanup);
    },
  };
}
