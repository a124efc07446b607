import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '#server/app';
import type { Config } from '#server/config';
import type { Database } from '#server/db/database';
import { insertInternship } from '#server/features/opportunities/repository';
import { backdateRunningJobClaims } from '#server/modules/jobs/repository';
import {
  createCrashWorkspace,
  waitUntil,
  withDatabase,
  type CrashWorkspace,
} from '#server/test-support/crash-workspace';
import { DIGEST_JOB_KINDS, DIGEST_STALE_CLAIM_MS } from '#server/test-support/alert-digest-process';
import { killAllJobRunners, killJobRunner, startJobRunner } from '#server/test-support/job-runners';
import { createTestDatabase, testConfig, type TestDatabase } from '#server/test-support/test-app';

// docs/product.md#search-alerts: one daily digest run for many people, run by two processes on one database
// that are both killed with SIGKILL twice while they run, then started again: every person gets exactly one
// digest for the period, because a group's mails and high-water marks commit with its job and a killed
// run's claim is taken over. On SQLite always, and on PostgreSQL too when TEST_DATABASE_URL is set.

const PEOPLE = 600;
const KILL_ROUNDS = 2;
const PERIOD = '2030-01-01';
const databases: TestDatabase[] = [];
let workspace: CrashWorkspace;
let processBundle: string;

beforeAll(async () => {
  workspace = createCrashWorkspace('alert-digests');
  processBundle = await workspace.bundle('src/server/test-support/alert-digest-process.ts');
});
afterAll(async () => {
  killAllJobRunners();
  for (const database of databases) await database.drop();
  workspace?.remove();
});

const personEmail = (n: number) => `reader${n}@student${n}.example.edu`;

/** PEOPLE people, each with a daily alert for robot internships, then two such internships approved. */
async function seed(db: Database, now: string) {
  const { version } = await db
    .selectFrom('post_list_versions')
    .select('version')
    .where('list', '=', 'internships')
    .executeTakeFirstOrThrow();
  for (let start = 0; start < PEOPLE; start += 100) {
    const people = await db
      .insertInto('users')
      .values(
        Array.from({ length: Math.min(100, PEOPLE - start) }, (_, k) => ({
          email: personEmail(start + k),
          full_name: `Reader ${start + k}`,
          phone: '',
          location: '',
          bio: '',
          picture_url: null,
          created_at: now,
          updated_at: now,
        })),
      )
      .returning('id')
      .execute();
    await db
      .insertInto('search_alerts')
      .values(
        people.map((person) => ({
          user_id: person.id,
          list: 'internships' as const,
          q: 'robot',
          filter: 'All',
          name: 'Robots',
          frequency: 'daily' as const,
          paused: 0,
          high_water: Number(version),
          unsubscribe_token: randomBytes(32).toString('base64url'),
          created_at: now,
        })),
      )
      .execute();
  }
  const owner = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', personEmail(0))
    .executeTakeFirstOrThrow();
  for (const title of ['Robot arm intern', 'Robotics lab intern']) {
    const id = await insertInternship(db, {
      owner_id: owner.id,
      title,
      company: 'Acme Robots',
      location: 'Pune',
      type: 'Full-time',
      duration: '3 months',
      stipend: 10000,
      description: 'Build robots.',
      requirements: 'C',
      apply_link: '',
      contact: 'jobs@acme.example.com',
      created_at: now,
    });
    await db
      .updateTable('internships')
      .set({ status: 'approved', reviewed_at: now })
      .where('id', '=', id)
      .execute();
  }
}

const digests = (db: Database) =>
  db
    .selectFrom('mail_outbox')
    .select(['to_address', 'text_body'])
    .where('subject', 'like', 'New posts for your alerts%')
    .execute();

const periodJobs = (db: Database) =>
  db
    .selectFrom('jobs')
    .select(['id', 'status', 'attempts'])
    .where('kind', 'in', [...DIGEST_JOB_KINDS])
    .where('unique_key', 'like', `%:daily:${PERIOD}%`);

async function digestAcrossKills(settings: Config['database']) {
  const app = await buildApp(testConfig(settings));
  try {
    await seed(app.db, new Date().toISOString());
    // The daily run of the period, due now, as the runs scheduled on start become due.
    await app.jobs.schedule(app.jobs.definition('alert-digests')!, {
      key: `alert-digests:daily:${PERIOD}`,
      dueAt: new Date(),
      payload: { frequency: 'daily', period: PERIOD },
    });
  } finally {
    await app.close();
  }

  const progress: number[] = [];
  await withDatabase(settings, async ({ db }) => {
    for (let round = 0; round < KILL_ROUNDS; round += 1) {
      const runners = [startJobRunner(processBundle, settings), startJobRunner(processBundle, settings)];
      await Promise.all(runners.map((runner) => runner.ready));
      // Kill both once they have committed some groups together, at a different point each round.
      const before = (await digests(db)).length;
      const target = Math.min(PEOPLE - 1, before + 50 + round * 50);
      await waitUntil(async () => (await digests(db)).length >= target, `round ${round} to progress`);
      await Promise.all(runners.map(killJobRunner));
      progress.push((await digests(db)).length);
    }
    // Every runner is dead now: age the claims they held as if DIGEST_STALE_CLAIM_MS had passed, so the
    // last runners take those groups over at once instead of after 15 s of waiting.
    const abandoned = await backdateRunningJobClaims(
      db,
      new Date(Date.now() - DIGEST_STALE_CLAIM_MS - 60_000).toISOString(),
      DIGEST_JOB_KINDS,
    );
    const runners = [startJobRunner(processBundle, settings), startJobRunner(processBundle, settings)];
    await waitUntil(
      async () => {
        const jobs = await periodJobs(db).execute();
        return jobs.length > 1 && jobs.every((job) => job.status === 'done');
      },
      'every digest job of the period to be done',
      {
        timeoutMs: 120_000 + DIGEST_STALE_CLAIM_MS,
        describe: async () =>
          `\nrunners printed:\n${runners.map((runner) => runner.output().slice(-2_000)).join('\n---\n')}`,
      },
    );
    await Promise.all(runners.map(killJobRunner));

    const counts = new Map<string, number>();
    for (const row of await digests(db)) {
      counts.set(row.to_address, (counts.get(row.to_address) ?? 0) + 1);
      expect(row.text_body).toContain('Robot arm intern');
      expect(row.text_body).toContain('Robotics lab intern');
    }
    // Every person, once.
    expect(counts.size).toBe(PEOPLE);
    expect([...counts.values()].filter((count) => count !== 1)).toEqual([]);
    for (let n = 0; n < PEOPLE; n += 1) expect(counts.has(personEmail(n))).toBe(true);
    const jobs = await periodJobs(db).execute();
    console.log(
      `alert digests across ${KILL_ROUNDS} double SIGKILLs (${settings.kind}): digests committed after each round ${progress.join(', ')}; ` +
        `${jobs.filter((job) => job.attempts > 1).length} of ${jobs.length} jobs taken over after a kill ` +
        `(${abandoned} left claimed by the killed runners)`,
    );
  });
}

it(
  'mails each person exactly one digest per period across SIGKILLs of two runners on SQLite',
  { timeout: 600_000 },
  async () => {
    await digestAcrossKills(await workspace.migratedSqlite());
  },
);

// Registered only where PostgreSQL is available, so no run reports a skipped test.
if (process.env.TEST_DATABASE_URL)
  it(
    'mails each person exactly one digest per period across SIGKILLs of two runners on PostgreSQL',
    { timeout: 600_000 },
    async () => {
      const database = await createTestDatabase('postgres', { migrated: true });
      databases.push(database);
      await digestAcrossKills(database.settings);
    },
  );
