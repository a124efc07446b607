import { BackgroundLoop, type LoopLogger, type LoopTimers } from '#server/lib/background-loop';
import type { Jobs } from './queue';

export interface JobRunnerOptions {
  /** How often due jobs are looked for when nothing wakes the runner. */
  intervalMs?: number;
  log?: LoopLogger;
  /** The platform's timers by default; a test gives its own clock. */
  timers?: LoopTimers | undefined;
}

export const JOB_POLL_INTERVAL_MS = 5_000;

/**
 * Runs due jobs in the background: every few seconds, and sooner when a job is scheduled to be due
 * before the next look. The jobs themselves live in the database, so nothing is lost when the
 * process stops; this only decides when to look.
 */
export class JobRunner extends BackgroundLoop {
  constructor(jobs: Pick<Jobs, 'runDue'>, options: JobRunnerOptions = {}) {
    super(() => jobs.runDue(), {
      name: 'scheduled jobs',
      intervalMs: options.intervalMs ?? JOB_POLL_INTERVAL_MS,
      log: options.log,
      timers: options.timers,
      onDone: (done, log) => log?.debug({ done }, 'scheduled jobs run'),
    });
  }
}
