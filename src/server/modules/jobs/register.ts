import type { FastifyInstance } from 'fastify';
import type { Config } from '#server/config';
import type { LoopTimers } from '#server/lib/background-loop';
import { JobQueue } from './queue';
import { JobRunner } from './runner';

/** A job stored inside a caller's transaction is visible to the runner only after the commit. */
const AFTER_COMMIT_DELAY_MS = 250;

/**
 * Decorates the app with `jobs` (the durable queue) and, unless `config.jobRunner` is false, runs
 * the runner from onReady until the app closes. Features define their kinds while registering
 * their routes (before onReady). Call it after the database is migrated. `timers` are the runner's
 * (the platform's unless a test moves time itself).
 */
export function registerJobs(app: FastifyInstance, config: Config, timers?: LoopTimers): JobQueue {
  let runner: JobRunner | undefined;
  const queue = new JobQueue({
    db: app.db,
    log: app.log,
    onScheduled: (dueAt, inTransaction) =>
      runner?.wake(dueAt.getTime() - Date.now() + (inTransaction ? AFTER_COMMIT_DELAY_MS : 0)),
  });
  if (config.jobRunner)
    runner = new JobRunner(queue, { log: app.log, intervalMs: config.jobPollIntervalMs, timers });
  app.decorate('jobs', queue);

  app.addHook('onReady', async () => {
    runner?.start();
  });
  // Before the database closes: stop claiming; the job in progress commits or rolls back.
  app.addHook('preClose', async () => {
    await Promise.all([queue.shutdown(), runner?.stop()]);
  });
  return queue;
}
