import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '#server/app';
import type { Config } from '#server/config';
import type { Database } from '#server/db/database';
import {
  createCrashWorkspace,
  waitUntil,
  withDatabase,
  type CrashWorkspace,
} from '#server/test-support/crash-workspace';
import { CRASH_TEST_STALE_CLAIM_MS } from '#server/test-support/job-runner-process';
import { killAllJobRunners, killJobRunner, startJobRunner } from '#server/test-support/job-runners';
import { createTestDatabase, testConfig, type TestDatabase } from '#server/test-support/test-app';
import { reviewReminderJob } from './reminders';

// The scheduled review reminders (docs/product.md#review-progress) of many calls, run by two processes
// on one database that are both killed with SIGKILL twice while they run, then started again: every
// reviewer with open reviews gets exactly one reminder per call, because a job's mails are queued in
// the job's own transaction and a killed run's claim is taken over. On SQLite always, and on
// PostgreSQL too when TEST_DATABASE_URL is set.

const CALLS = 200;
const REVIEWERS = 4;
const KILL_ROUNDS = 2;
const databases: TestDatabase[] = [];
let workspace: CrashWorkspace;
let processBundle: string;

beforeAll(async () => {
  workspace = createCrashWorkspace('reminders');
  processBundle = await workspace.bundle('src/server/test-support/review-reminder-process.ts');
});
afterAll(async () => {
  killAllJobRunners();
  for (const database of databases) await database.drop();
  workspace?.remove();
});

const title = (n: number) => `Crash round ${n}`;

/** CALLS closed calls, each with one submitted application and REVIEWERS open reviews of it. */
async function seedCalls(db: Database, now: string, reviewDeadline: string): Promise<number[]> {
  const person = (email: string) => ({
    email,
    full_name: email.split('@')[0]!,
    phone: '',
    location: '',
    bio: '',
    picture_url: null,
    created_at: now,
    updated_at: now,
  });
  const reviewerEmails = Array.from({ length: REVIEWERS }, (_, r) => `reviewer${r}@panel.example.org`);
  await db.insertInto('users').values(reviewerEmails.map(person)).execute();
  const reviewers = await db.selectFrom('users').select('id').where('email', 'in', reviewerEmails).execute();
  const callIds: number[] = [];
  for (let n = 0; n < CALLS; n += 1) {
    const call = await db
      .insertInto('calls')
      .values({
        program_slug: 'incubation',
        title: title(n),
        opens_at: now,
        closes_at: now,
        review_deadline: reviewDeadline,
        questions_json: '[]',
        rubric_json: JSON.stringify([{ id: 'team', name: 'Team', description: '', weight: 1 }]),
        blind: 0,
        created_by: 'admin@iic.example.edu',
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const applicant = await db
      .insertInto('users')
      .values(person(`founder${n}@startup${n}.example.com`))
      .returning('id')
      .executeTakeFirstOrThrow();
    const application = await db
      .insertInto('call_applications')
      .values({
        call_id: call.id,
        user_id: applicant.id,
        status: 'submitted',
        team_name: `Team ${n}`,
        stage: 'Prototype',
        description: 'x',
        team_size: 2,
        website: '',
        phone: '',
        answers_json: '{}',
        created_at: now,
        updated_at: now,
        submitted_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('review_assignments')
      .values(
        reviewers.map((reviewer) => ({
          call_id: call.id,
          application_id: application.id,
          reviewer_id: reviewer.id,
          assigned_by: 'admin@iic.example.edu',
          assigned_at: now,
          status: 'assigned' as const,
          comment: '',
          note: '',
        })),
      )
      .execute();
    callIds.push(call.id);
  }
  return callIds;
}

/** The reminders the runs committed: one outbox row per reviewer and call. */
const reminders = (db: Database) =>
  db
    .selectFrom('mail_outbox')
    .select(['to_address', 'subject'])
    .where('subject', 'like', 'Reminder:%Crash round%')
    .execute();

async function remindAcrossKills(settings: Config['database']) {
  // The real app migrates and seeds the programmes, then schedules each call's reminder as due now.
  const app = await buildApp(testConfig(settings, { seedDemoContent: true }));
  const keys: string[] = [];
  try {
    const now = new Date().toISOString();
    const reviewDeadline = new Date(Date.now() + 86_400_000).toISOString();
    const callIds = await seedCalls(app.db, now, reviewDeadline);
    for (const callId of callIds) {
      keys.push(`review-reminder:call:${callId}:${reviewDeadline}`);
      await app.jobs.schedule(reviewReminderJob(app), {
        key: keys.at(-1)!,
        dueAt: new Date(),
        payload: { callId, reviewDeadline },
      });
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
      const target = Math.min(CALLS * REVIEWERS - 1, before + REVIEWERS * (5 + round * 5));
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
    // Every reviewer of every call, once.
    expect(counts.size).toBe(CALLS * REVIEWERS);
    expect([...counts.values()].filter((count) => count !== 1)).toEqual([]);
    for (let n = 0; n < CALLS; n += 1)
      expect(
        counts.has(`reviewer0@panel.example.org Reminder: one application to review for “${title(n)}”`),
      ).toBe(true);
    const attempts = await db.selectFrom('jobs').select('attempts').where('unique_key', 'in', keys).execute();
    console.log(
      `review reminders across ${KILL_ROUNDS} double SIGKILLs (${settings.kind}): reminders committed after each round ${progress.join(', ')}; ` +
        `${attempts.filter((row) => row.attempts > 1).length} jobs taken over after a kill`,
    );
  });
}

it(
  'sends each review reminder exactly once across SIGKILLs of two runners on SQLite',
  { timeout: 600_000 },
  async () => {
    await remindAcrossKills({ kind: 'sqlite', file: path.join(workspace.dir, 'centre.sqlite') });
  },
);

it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
  'sends each review reminder exactly once across SIGKILLs of two runners on PostgreSQL',
  { timeout: 600_000 },
  async () => {
    const database = await createTestDatabase('postgres');
    databases.push(database);
    await remindAcrossKills(database.settings);
  },
);
