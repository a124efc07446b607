import { buildApp } from '#server/app';
import { JobQueue, type JobDefinition, type Jobs } from '#server/modules/jobs/queue';
import { testConfig, testDialect, type TestApp } from './test-app';

export interface RacingRunner {
  /** A second runner on the app's database, to race `t.app.jobs` for the same due jobs. */
  jobs: Jobs;
  close: () => Promise<void>;
}

/**
 * A second job runner for "exactly once when two runners race" tests. On PostgreSQL a second app on the
 * same database (it defines its own jobs, as a second server would); SQLite serves one process, so there
 * a second queue on the same connection, running only `job`.
 */
export async function racingJobRunner<P>(t: TestApp, job: JobDefinition<P>): Promise<RacingRunner> {
  if (testDialect === 'postgres') {
    const instance = await buildApp(testConfig(t.database.settings, { ...t.config }), { logger: false });
    await instance.ready();
    return { jobs: instance.jobs, close: () => instance.close() };
  }
  const queue = new JobQueue({ db: t.app.db });
  queue.define(job);
  return { jobs: queue, close: async () => {} };
}
