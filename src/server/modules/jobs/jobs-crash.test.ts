import type { Config } from '#server/config';
import type { DatabaseHandle } from '#server/db/connection';
import { migrateToLatest } from '#server/db/migrate';
import { withDatabase } from '#server/test-support/crash-workspace';
import { crashTestJob } from '#server/test-support/job-process';
import { expectEachOnceAcrossKills, jobCrashSuite } from '#server/test-support/job-runners';
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
    await expectEachOnceAcrossKills({
      db: handle.db,
      bundle: suite.bundle(),
      settings,
      rounds: KILL_ROUNDS,
      effects: async () => (await committedRuns(handle)).map((row) => row.to_address),
      distinct: JOBS,
      target: (before, round) => Math.min(JOBS - 1, before + 15 + round * 10),
      what: 'every job to be done',
      names: ['jobs', 'runs'],
    });
  });
}

suite.onBothEngines('runs every job exactly once across SIGKILLs of two runners', runAcrossKills);
