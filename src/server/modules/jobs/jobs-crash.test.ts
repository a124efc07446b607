import { it } from 'vitest';
import type { Config } from '#server/config';
import type { DatabaseHandle } from '#server/db/connection';
import { migrateToLatest } from '#server/db/migrate';
import { withDatabase } from '#server/test-support/crash-workspace';
import { crashTestJob } from '#server/test-support/job-process';
import { expectEachOnce, jobCrashSuite, runJobsAcrossKills } from '#server/test-support/job-runners';
import { findUnfinishedJobs } from './repository';
import { JobQueue } from './queue';

// Two job-running processes on one database, both killed with SIGKILL again and again while they
// run 200 jobs, and started again each time: afterwards every job is done and its effect (one
// queued mail row, written in the job's transaction) exists exactly once. On SQLite always, and on
// PostgreSQL too when TEST_DATABASE_URL is set.

const JOBS = 200;
const KILL_ROUNDS = 2;
const suite = jobCrashSuite('jobs', 'src/server/test-support/job-process.ts');

const committedRuns = (handle: DatabaseHandle) =>
  handle.db.selectFrom('mail_outbox').select('to_address').execute();

async function runAcrossKills(settings: Config['database']) {
  await withDatabase(settings, async (handle) => {
    await migrateToLatest(handle.db);
    const queue = new JobQueue({ db: handle.db });
    const now = new Date();
    for (let n = 0; n < JOBS; n += 1)
      await queue.schedule(crashTestJob, { key: `crash:${n}`, dueAt: now, payload: { n } });
  });

  await withDatabase(settings, async (handle) => {
    const progress = await runJobsAcrossKills({
      bundle: suite.bundle(),
      settings,
      rounds: KILL_ROUNDS,
      committed: async () => (await committedRuns(handle)).length,
      target: (before, round) => Math.min(JOBS - 1, before + 15 + round * 10),
      unfinished: () => findUnfinishedJobs(handle.db),
      what: 'every job to be done',
    });

    expectEachOnce(
      (await committedRuns(handle)).map((row) => row.to_address),
      JOBS,
    );
    const attempts = await handle.db.selectFrom('jobs').select('attempts').execute();
    console.log(
      `jobs across ${KILL_ROUNDS} double SIGKILLs (${settings.kind}): runs committed after each round ${progress.join(', ')}; ` +
        `${attempts.filter((row) => row.attempts > 1).length} jobs taken over after a kill`,
    );
  });
}

it('runs every job exactly once across SIGKILLs of two runners on SQLite', { timeout: 600_000 }, async () => {
  await runAcrossKills(suite.sqlite());
});

// Registered only where PostgreSQL is available, so no run reports a skipped test.
if (process.env.TEST_DATABASE_URL)
  it(
    'runs every job exactly once across SIGKILLs of two runners on PostgreSQL',
    { timeout: 600_000 },
    async () => {
      await runAcrossKills(await suite.postgres());
    },
  );
