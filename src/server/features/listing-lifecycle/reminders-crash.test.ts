import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DAY_MS } from '#common/listing-lifecycle';
import { buildApp } from '#server/app';
import type { Config } from '#server/config';
import type { Database } from '#server/db/database';
import { insertInternship } from '#server/features/opportunities/repository';
import {
  createCrashWorkspace,
  waitUntil,
  withDatabase,
  type CrashWorkspace,
} from '#server/test-support/crash-workspace';
import { CRASH_TEST_STALE_CLAIM_MS } from '#server/test-support/job-runner-process';
import { killAllJobRunners, killJobRunner, startJobRunner } from '#server/test-support/job-runners';
import { createTestDatabase, testConfig, type TestDatabase } from '#server/test-support/test-app';
import { scheduleListingJobs } from './jobs';

// docs/product.md#listing-lifecycle: the reminders of many listings about to expire, run by two processes
// on one database that are both killed with SIGKILL twice while they run, then started again: every owner
// gets exactly one reminder per listing, because the mail is queued in the job's own transaction and a
// killed run's claim is taken over. On SQLite always, and on PostgreSQL too when TEST_DATABASE_URL is set.

const LISTINGS = 300;
const KILL_ROUNDS = 2;
const databases: TestDatabase[] = [];
let workspace: CrashWorkspace;
let processBundle: string;

beforeAll(async () => {
  workspace = createCrashWorkspace('listing-reminders');
  processBundle = await workspace.bundle('src/server/test-support/listing-reminder-process.ts');
});
afterAll(async () => {
  killAllJobRunners();
  for (const database of databases) await database.drop();
  workspace?.remove();
});

const title = (n: number) => `Crash listing ${n}`;

/** LISTINGS approved internships, each of its own owner, expiring in two days (their reminder is due). */
async function seedListings(db: Database, now: string, expiresAt: string) {
  const ids: number[] = [];
  for (let n = 0; n < LISTINGS; n += 1) {
    const owner = await db
      .insertInto('users')
      .values({
        email: `owner${n}@company${n}.example.com`,
        full_name: `Owner ${n}`,
        phone: '',
        location: '',
        bio: '',
        picture_url: null,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const id = await insertInternship(db, {
      owner_id: owner.id,
      title: title(n),
      company: `Company ${n}`,
      location: 'Pune',
      type: 'Full-time',
      duration: '3 months',
      stipend: 10000,
      description: 'Build things.',
      requirements: 'C',
      apply_link: '',
      contact: `jobs@company${n}.example.com`,
      created_at: now,
    });
    await db
      .updateTable('internships')
      .set({ status: 'approved', reviewed_at: now, expires_at: expiresAt })
      .where('id', '=', id)
      .execute();
    ids.push(id);
  }
  return ids;
}

const reminders = (db: Database) =>
  db
    .selectFrom('mail_outbox')
    .select(['to_address', 'subject'])
    .where('subject', 'like', 'Expires on%Crash listing%')
    .execute();

async function remindAcrossKills(settings: Config['database']) {
  const app = await buildApp(testConfig(settings));
  const keys: string[] = [];
  try {
    const now = new Date().toISOString();
    const expiresAt = new Date(Date.now() + 2 * DAY_MS).toISOString();
    for (const id of await seedListings(app.db, now, expiresAt)) {
      await scheduleListingJobs(app, app.db, { kind: 'internship', id, expiresAt });
      keys.push(`listing-expiry-reminder:internship:${id}:${expiresAt}`);
    }
  } finally {
    await app.close();
  }

  const progress: number[] = [];
  await withDatabase(settings, async ({ db }) => {
    for (let round = 0; round < KILL_ROUNDS; round += 1) {
      const runners = [startJobRunner(processBundle, settings), startJobRunner(processBundle, settings)];
      await Promise.all(runners.map((runner) => runner.ready));
      // Kill both once they have committed some reminders together, at a different point each round.
      const before = (await reminders(db)).length;
      const target = Math.min(LISTINGS - 1, before + 10 + round * 10);
      await waitUntil(async () => (await reminders(db)).length >= target, `round ${round} to progress`);
      await Promise.all(runners.map(killJobRunner));
      progress.push((await reminders(db)).length);
    }
    const runners = [startJobRunner(processBundle, settings), startJobRunner(processBundle, settings)];
    await waitUntil(
      async () =>
        (
          await db
            .selectFrom('jobs')
            .select('id')
            .where('unique_key', 'in', keys)
            .where('status', '!=', 'done')
            .execute()
        ).length === 0,
      'every reminder job to be done',
      {
        timeoutMs: 60_000 + CRASH_TEST_STALE_CLAIM_MS,
        describe: async () =>
          `\nrunners printed:\n${runners.map((runner) => runner.output().slice(-2_000)).join('\n---\n')}`,
      },
    );
    await Promise.all(runners.map(killJobRunner));

    const counts = new Map<string, number>();
    for (const row of await reminders(db)) {
      const key = `${row.to_address} ${row.subject}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    // Every owner, once.
    expect(counts.size).toBe(LISTINGS);
    expect([...counts.values()].filter((count) => count !== 1)).toEqual([]);
    const owners = new Set((await reminders(db)).map((row) => row.to_address));
    for (let n = 0; n < LISTINGS; n += 1) expect(owners.has(`owner${n}@company${n}.example.com`)).toBe(true);
    const attempts = await db.selectFrom('jobs').select('attempts').where('unique_key', 'in', keys).execute();
    console.log(
      `listing reminders across ${KILL_ROUNDS} double SIGKILLs (${settings.kind}): reminders committed after each round ${progress.join(', ')}; ` +
        `${attempts.filter((row) => row.attempts > 1).length} jobs taken over after a kill`,
    );
  });
}

it(
  'sends each listing expiry reminder exactly once across SIGKILLs of two runners on SQLite',
  { timeout: 600_000 },
  async () => {
    await remindAcrossKills({ kind: 'sqlite', file: path.join(workspace.dir, 'centre.sqlite') });
  },
);

// Registered only where PostgreSQL is available, so no run reports a skipped test.
if (process.env.TEST_DATABASE_URL)
  it(
    'sends each listing expiry reminder exactly once across SIGKILLs of two runners on PostgreSQL',
    { timeout: 600_000 },
    async () => {
      const database = await createTestDatabase('postgres');
      databases.push(database);
      await remindAcrossKills(database.settings);
    },
  );
