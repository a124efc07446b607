import { expect } from 'vitest';
import { buildApp } from '#server/app';
import type { Config } from '#server/config';
import type { Database } from '#server/db/database';
import { withDatabase } from '#server/test-support/crash-workspace';
import { expectEachOnceAcrossKills, jobCrashSuite } from '#server/test-support/job-runners';
import { testConfig } from '#server/test-support/test-app';
import { insertUsers } from '#server/test-support/user-rows';
import { listMailLines } from '#server/modules/mail/repository';
import { reviewReminderJob } from './reminders';

// The scheduled review reminders (docs/product.md#review-progress) of many calls, run by two processes
// on one database that are both killed with SIGKILL twice while they run, then started again: every
// reviewer with open reviews gets exactly one reminder per call, because a job's mails are queued in
// the job's own transaction and a killed run's claim is taken over. On SQLite always, and on
// PostgreSQL too when TEST_DATABASE_URL is set.

const CALLS = 200;
const REVIEWERS = 4;
const KILL_ROUNDS = 2;
const suite = jobCrashSuite('reminders', 'src/server/test-support/review-reminder-process.ts');

const title = (n: number) => `Crash round ${n}`;

/** CALLS closed calls, each with one submitted application and REVIEWERS open reviews of it. */
async function seedCalls(db: Database, now: string, reviewDeadline: string): Promise<number[]> {
  const person = (email: string) => ({ email, name: email.split('@')[0]! });
  const reviewers = await insertUsers(
    db,
    Array.from({ length: REVIEWERS }, (_, r) => person(`reviewer${r}@panel.example.org`)),
    now,
  );
  const applicants = await insertUsers(
    db,
    Array.from({ length: CALLS }, (_, n) => person(`founder${n}@startup${n}.example.com`)),
    now,
  );
  const callIds: number[] = [];
  for (const [n, applicantId] of applicants.entries()) {
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
    const application = await db
      .insertInto('call_applications')
      .values({
        call_id: call.id,
        user_id: applicantId,
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
        reviewers.map((reviewerId) => ({
          call_id: call.id,
          application_id: application.id,
          reviewer_id: reviewerId,
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

async function remindAcrossKills(settings: Config['database']) {
  // The real app (on a migrated copy) seeds the programmes, then schedules each call's reminder as due now.
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

  await withDatabase(settings, async ({ db }) => {
    // Every reviewer of every call, once.
    const counts = await expectEachOnceAcrossKills({
      db,
      bundle: suite.bundle(),
      settings,
      rounds: KILL_ROUNDS,
      // One outbox row per reviewer and call.
      effects: () => listMailLines(db, 'Reminder:%Crash round%'),
      distinct: CALLS * REVIEWERS,
      keys,
      target: (before, round) => Math.min(CALLS * REVIEWERS - 1, before + REVIEWERS * (5 + round * 5)),
      what: 'every reminder job to be done',
      names: ['review reminders', 'reminders'],
    });
    for (let n = 0; n < CALLS; n += 1)
      expect(
        counts.has(`reviewer0@panel.example.org Reminder: one application to review for “${title(n)}”`),
      ).toBe(true);
  });
}

suite.onBothEngines(
  'sends each review reminder exactly once across SIGKILLs of two runners',
  remindAcrossKills,
);
