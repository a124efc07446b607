import { afterAll, beforeAll, expect, it } from 'vitest';
import type { CentreEvent } from '#common/events';
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
import { signIn } from '#server/test-support/sign-in';
import { createTestDatabase, testConfig, type TestDatabase } from '#server/test-support/test-app';
import { ADMIN_EMAIL, VALID_FIELDS, multipart, pngImage } from '../test-helpers';

// docs/product.md#event-registration across crashes: two processes run the app's registration jobs on one
// database and are both killed with SIGKILL twice while they run, then started again. Meanwhile every
// seat holder of one event has both reminders due, and at another event the claim windows of ten offered
// seats ran out while no process ran (as across a restart). Afterwards: each reminder went exactly once to
// each person; each lapsed offer moved on exactly once, to the next person in line, so every seat is held
// by exactly one person and nobody was offered a seat twice. On SQLite always, and on PostgreSQL too when
// TEST_DATABASE_URL is set.

const SEATED = 40;
const OFFERS = 10;
const KILL_ROUNDS = 2;
const databases: TestDatabase[] = [];
let workspace: CrashWorkspace;
let processBundle: string;

beforeAll(async () => {
  workspace = createCrashWorkspace('registrations');
  processBundle = await workspace.bundle('src/server/test-support/registration-job-process.ts');
});
afterAll(async () => {
  killAllJobRunners();
  for (const database of databases) await database.drop();
  workspace?.remove();
});

/** The mails the job runs committed (reminders and seat offers), one outbox row each. */
const jobMails = (db: Database) =>
  db
    .selectFrom('mail_outbox')
    .select(['to_address', 'subject'])
    .where((where) =>
      where.or([where('subject', 'like', 'Reminder:%'), where('subject', 'like', 'A seat is free:%')]),
    )
    .execute();

/** Two events four days ahead: SEATED people holding seats; OFFERS seats offered, 2 × OFFERS waiting. */
async function prepare(settings: Config['database']) {
  const app = await buildApp(testConfig(settings, { adminEmails: [ADMIN_EMAIL] }));
  try {
    await app.ready();
    const admin = await signIn(app, ADMIN_EMAIL);
    const png = await pngImage(64, 48);
    const day = new Date(Date.now() + 4 * 86_400_000).toISOString().slice(0, 10);
    const create = async (name: string, attendees: number) => {
      const form = await multipart(
        {
          ...VALID_FIELDS,
          name,
          start_date: day,
          end_date: day,
          time: '10:00 AM',
          attendees: String(attendees),
          registration_mode: 'site',
          registration_link: '',
        },
        { bytes: png },
      );
      const response = await app.inject({
        method: 'POST',
        url: '/api/events',
        headers: { ...admin.headers, ...form.headers },
        payload: form.payload,
      });
      expect(response.statusCode, response.body).toBe(201);
      return (response.json() as { event: CentreEvent }).event;
    };
    const register = async (eventId: number, email: string) => {
      const who = await signIn(app, email);
      const response = await app.inject({
        method: 'POST',
        url: `/api/events/${eventId}/registrations`,
        headers: { ...who.headers, 'content-type': 'application/json' },
        payload: {},
      });
      expect(response.statusCode, response.body).toBe(201);
      return who;
    };
    const reminded = await create('Reminded workshop', SEATED);
    for (let n = 0; n < SEATED; n += 1) await register(reminded.id, `seated${n}@example.org`);
    const rush = await create('Offered workshop', OFFERS);
    const holders = [];
    for (let n = 0; n < OFFERS; n += 1) holders.push(await register(rush.id, `holder${n}@example.org`));
    for (let n = 0; n < 3 * OFFERS; n += 1) await register(rush.id, `waiting${n}@example.org`);
    // The holders cancel: the first OFFERS people waiting are offered their seats.
    for (const holder of holders) {
      const response = await app.inject({
        method: 'DELETE',
        url: `/api/events/${rush.id}/registrations/me`,
        headers: holder.headers,
      });
      expect(response.statusCode, response.body).toBe(200);
    }
    return { reminded, rush };
  } finally {
    await app.close();
  }
}

async function registrationJobsAcrossKills(settings: Config['database']) {
  const { reminded, rush } = await prepare(settings);
  await withDatabase(settings, async ({ db }) => {
    // Time passes while no process runs: the reminders are due and the claim windows have ended.
    const past = new Date(Date.now() - 1_000).toISOString();
    await db
      .updateTable('jobs')
      .set({ due_at: past })
      .where('kind', 'in', ['event-reminder', 'event-offer-expiry'])
      .execute();
    await db
      .updateTable('event_registrations')
      .set({ offer_expires_at: past })
      .where('status', '=', 'offered')
      .execute();
    const offeredBefore = await db
      .selectFrom('mail_outbox')
      .select('to_address')
      .where('subject', 'like', 'A seat is free:%')
      .execute();
    expect(offeredBefore.map((row) => row.to_address).sort()).toEqual(
      Array.from({ length: OFFERS }, (_, n) => `waiting${n}@example.org`).sort(),
    );

    const progress: number[] = [];
    for (let round = 0; round < KILL_ROUNDS; round += 1) {
      const runners = [startJobRunner(processBundle, settings), startJobRunner(processBundle, settings)];
      await Promise.all(runners.map((runner) => runner.ready));
      const before = (await jobMails(db)).length;
      const target = before + 8 + round * 8;
      await waitUntil(async () => (await jobMails(db)).length >= target, `round ${round} to progress`);
      await Promise.all(runners.map(killJobRunner));
      progress.push((await jobMails(db)).length);
    }
    const runners = [startJobRunner(processBundle, settings), startJobRunner(processBundle, settings)];
    const due = () =>
      db
        .selectFrom('jobs')
        .select(['kind', 'status', 'attempts', 'last_error'])
        .where('kind', 'in', ['event-reminder', 'event-offer-expiry'])
        .where('status', 'not in', ['done', 'cancelled'])
        .where('due_at', '<=', new Date().toISOString())
        .execute();
    await waitUntil(async () => (await due()).length === 0, 'every due registration job to be done', {
      timeoutMs: 60_000 + CRASH_TEST_STALE_CLAIM_MS,
      describe: async () =>
        `; left: ${JSON.stringify((await due()).slice(0, 5))}\nrunners printed:\n${runners
          .map((runner) => runner.output().slice(-2_000))
          .join('\n---\n')}`,
    });
    await Promise.all(runners.map(killJobRunner));

    const mails = await jobMails(db);
    const count = (to: string, subject: string) =>
      mails.filter((row) => row.to_address === to && row.subject.startsWith(subject)).length;
    // Reminders: both leads, each exactly once, to every seat holder.
    for (let n = 0; n < SEATED; n += 1) {
      const to = `seated${n}@example.org`;
      expect([count(to, 'Reminder:')]).toEqual([2]);
      expect(
        mails
          .filter((row) => row.to_address === to)
          .map((row) => row.subject)
          .sort(),
      ).toEqual([
        `Reminder: ${reminded.name} starts in an hour`,
        `Reminder: ${reminded.name} starts tomorrow`,
      ]);
    }
    // Offers: the lapsed ones moved on once each, to the next ten in line; nobody was offered twice.
    const states = await db
      .selectFrom('event_registrations')
      .innerJoin('users', 'users.id', 'event_registrations.user_id')
      .select(['users.email', 'event_registrations.status'])
      .where('event_registrations.event_id', '=', rush.id)
      .execute();
    const stateOf = (email: string) => states.find((row) => row.email === email)?.status;
    for (let n = 0; n < 3 * OFFERS; n += 1) {
      const to = `waiting${n}@example.org`;
      const expected = n < OFFERS ? 'cancelled' : n < 2 * OFFERS ? 'offered' : 'waitlisted';
      expect({ to, state: stateOf(to), offers: count(to, 'A seat is free:') }).toEqual({
        to,
        state: expected,
        offers: n < 2 * OFFERS ? 1 : 0,
      });
    }
    // Every seat held by exactly one person: no seat lost, none given twice.
    expect(states.filter((row) => row.status === 'offered' || row.status === 'registered')).toHaveLength(
      OFFERS,
    );
    const attempts = await db
      .selectFrom('jobs')
      .select('attempts')
      .where('kind', 'in', ['event-reminder', 'event-offer-expiry'])
      .execute();
    console.log(
      `registration jobs across ${KILL_ROUNDS} double SIGKILLs (${settings.kind}): job mails after each round ${progress.join(', ')}; ` +
        `${attempts.filter((row) => row.attempts > 1).length} jobs taken over after a kill`,
    );
  });
}

it(
  'sends each reminder once and moves each lapsed offer on once across SIGKILLs on SQLite',
  { timeout: 600_000 },
  async () => {
    await registrationJobsAcrossKills(await workspace.migratedSqlite());
  },
);

// Registered only where PostgreSQL is available, so no run reports a skipped test.
if (process.env.TEST_DATABASE_URL)
  it(
    'sends each reminder once and moves each lapsed offer on once across SIGKILLs on PostgreSQL',
    { timeout: 600_000 },
    async () => {
      const database = await createTestDatabase('postgres', { migrated: true });
      databases.push(database);
      await registrationJobsAcrossKills(database.settings);
    },
  );
