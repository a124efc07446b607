import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Config } from '#server/config';
import type { DatabaseHandle } from '#server/db/connection';
import { migrateToLatest } from '#server/db/migrate';
import {
  createCrashWorkspace,
  waitUntil,
  withDatabase,
  type CrashWorkspace,
} from '#server/test-support/crash-workspace';
import { CRASH_TEST_STALE_CLAIM_MS, crashTestJob } from '#server/test-support/job-process';
import { killAllJobRunners, killJobRunner, startJobRunner } from '#server/test-support/job-runners';
import { createTestDatabase, type TestDatabase } from '#server/test-support/test-app';
import { JobQueue } from './queue';

// Two job-running processes on one database, both killed with SIGKILL again and again while they
// run 200 jobs, and started again each time: afterwards every job is done and its effect (one
// queued mail row, written in the job's transaction) exists exactly once. On SQLite always, and on
// PostgreSQL too when TEST_DATABASE_URL is set.

const JOBS = 200;
const KILL_ROUNDS = 2;
const databases: TestDatabase[] = [];
let workspace: CrashWorkspace;
let processBundle: string;

beforeAll(async () => {
  workspace = createCrashWorkspace('jobs');
  processBundle = await workspace.bundle('src/server/test-support/job-process.ts');
});
afterAll(async () => {
  killAllJobRunners();
  for (const database of databases) await database.drop();
  workspace?.remove();
});

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

  const progress: number[] = [];
  await withDatabase(settings, async (handle) => {
    for (let round = 0; round < KILL_ROUNDS; round += 1) {
      const before = (await committedRuns(handle)).length;
      const runners = [startJobRunner(processBundle, settings), startJobRunner(processBundle, settings)];
      await Promise.all(runners.map((runner) => runner.ready));
      // Kill both once this round has committed some runs, at a different point each round.
      const target = Math.min(JOBS - 1, before + 15 + round * 10);
      await waitUntil(
        async () => (await committedRuns(handle)).length >= target,
        `round ${round} to progress`,
      );
      await Promise.all(runners.map(killJobRunner));
      progress.push((await committedRuns(handle)).length);
    }
    // Started again: whatever the kills interrupted is taken over once its claim is stale.
    const runners = [startJobRunner(processBundle, settings), startJobRunner(processBundle, settings)];
    await waitUntil(
      async () =>
        (await handle.db.selectFrom('jobs').select('id').where('status', '!=', 'done').execute()).length ===
        0,
      'every job to be done',
      {
        timeoutMs: 60_000 + CRASH_TEST_STALE_CLAIM_MS,
        describe: async () => {
          const left = await handle.db
            .selectFrom('jobs')
            .select(['status', 'attempts', 'last_error'])
            .where('status', '!=', 'done')
            .limit(5)
            .execute();
          const printed = runners.map((runner) => runner.output().slice(-2_000)).join('\n---\n');
          return `; jobs not done: ${JSON.stringify(left)}\nrunners printed:\n${printed}`;
        },
      },
    );
    await Promise.all(runners.map(killJobRunner));

    const counts = new Map<string, number>();
    for (const row of await committedRuns(handle))
      counts.set(row.to_address, (counts.get(row.to_address) ?? 0) + 1);
    expect(counts.size).toBe(JOBS);
    expect([...counts.values()].filter((count) => count !== 1)).toEqual([]);
    const attempts = await handle.db.selectFrom('jobs').select('attempts').execute();
    console.log(
      `jobs across ${KILL_ROUNDS} double SIGKILLs (${settings.kind}): runs committed after each round ${progress.join(', ')}; ` +
        `${attempts.filter((row) => row.attempts > 1).length} jobs taken over after a kill`,
    );
  });
}

it('runs every job exactly once across SIGKILLs of two runners on SQLite', { timeout: 600_000 }, async () => {
  await runAcrossKills({ kind: 'sqlite', file: path.join(workspace.dir, 'centre.sqlite') });
});

it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
  'runs every job exactly once across SIGKILLs of two runners on PostgreSQL',
  { timeout: 600_000 },
  async () => {
    const database = await createTestDatabase('postgres');
    databases.push(database);
    await runAcrossKills(database.settings);
  },
);
