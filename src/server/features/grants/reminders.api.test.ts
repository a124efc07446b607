import type { FastifyInstance } from 'fastify';
import { afterEach, expect, it, vi } from 'vitest';
import { buildApp } from '#server/app';
import type { Config } from '#server/config';
import { multipart } from '#server/features/events/test-helpers';
import { insertCohortStartup, insertTestCohort, insertTestProgram } from '#server/test-support/cohorts';
import { ManualTimers } from '#server/test-support/manual-timers';
import { pdfBytes } from '#server/test-support/pdfs';
import { signIn, type SignedIn } from '#server/test-support/sign-in';
import {
  createTestDatabase,
  testConfig,
  testDialect,
  type TestDatabase,
} from '#server/test-support/test-app';

// docs/product.md#seed-grants: founders hear once before a milestone's date and once after it while its evidence
// is awaited, through six simulated days of the real job runner, across a restart and (on PostgreSQL) with two
// instances running jobs on one database. Date is faked and the runners wait on the test's own timers; the
// test never runs a job itself (the way src/server/jobs-on-time.api.test.ts moves time).

const POLL_MS = 10 * 60_000;
const HOUR = 60 * 60_000;
const T0 = Date.parse('2031-05-17T00:00:00.000Z');
const ADMIN = 'reminder-admin@example.org';

interface Instance {
  app: FastifyInstance;
  inFlight: number;
}

const clock = new ManualTimers();
const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()!();
  vi.useRealTimers();
});

async function startInstance(database: TestDatabase): Promise<Instance> {
  const config: Config = testConfig(database.settings, {
    jobRunner: true,
    jobPollIntervalMs: POLL_MS,
    adminEmails: [ADMIN],
  });
  const app = await buildApp(config, { logger: false, jobTimers: clock.timers });
  const instance: Instance = { app, inFlight: 0 };
  const runDue = app.jobs.runDue.bind(app.jobs);
  app.jobs.runDue = (moment) => {
    instance.inFlight += 1;
    return runDue(moment).finally(() => {
      instance.inFlight -= 1;
    });
  };
  await app.ready();
  return instance;
}

async function settle(instances: Instance[]): Promise<void> {
  for (let quietTurns = 0; quietTurns < 3;) {
    await new Promise((resolve) => setImmediate(resolve));
    quietTurns = instances.every((instance) => instance.inFlight === 0) ? quietTurns + 1 : 0;
  }
}

async function runUntil(instances: Instance[], until: number): Promise<void> {
  for (let next = clock.nextAt(); next !== undefined && next <= until; next = clock.nextAt()) {
    if (next > Date.now()) vi.setSystemTime(next);
    clock.fireDue();
    await settle(instances);
  }
  vi.setSystemTime(until);
}

it(
  testDialect === 'postgres'
    ? 'reminds founders once before and once after a milestone, over six days: two instances, one restarted'
    : 'reminds founders once before and once after a milestone, over six days, across a restart',
  async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: T0 });
    const database = await createTestDatabase(testDialect, { migrated: true });
    cleanups.push(() => database.drop());
    const instances: Instance[] = [];
    cleanups.push(() => Promise.all(instances.map((instance) => instance.app.close())));
    instances.push(await startInstance(database));
    if (testDialect === 'postgres') instances.push(await startInstance(database));
    let turn = 0;
    const app = () => instances[turn++ % instances.length]!.app;
    const send = async (who: SignedIn, url: string, payload: object) => {
      const response = await app().inject({
        method: 'POST',
        url,
        headers: { ...who.headers, 'content-type': 'application/json' },
        payload,
      });
      expect(response.statusCode, response.body).toBeLessThan(300);
      return response.json() as { id: number };
    };

    const admin = await signIn(app(), ADMIN);
    const founder = await signIn(app(), 'reminded-founder@example.org', 'Reminded Founder');
    const member = await signIn(app(), 'reminded-member@example.org', 'Team Member');
    await insertTestProgram(app().db, 'rem');
    const cohortId = await insertTestCohort(app().db, { name: 'Reminders', programSlug: 'rem' });
    const startupId = await insertCohortStartup(app().db, cohortId, 'Remind Labs', [
      founder,
      { id: member.id, role: 'member' },
    ]);
    const grant = await send(admin, '/api/admin/grants', {
      startupId,
      scheme: 'institute',
      amountPaise: '3,00,000',
      sanctionedOn: '2031-05-10',
    });
    // Due on the 20th (before: the 18th's check; after: the 21st's) and on the 19th (evidence on the 18th).
    const late = await send(admin, `/api/admin/grants/${grant.id}/tranches`, {
      title: 'Late milestone',
      dueOn: '2031-05-20',
      amountPaise: '1,00,000',
    });
    const punctual = await send(admin, `/api/admin/grants/${grant.id}/tranches`, {
      title: 'Punctual milestone',
      dueOn: '2031-05-19',
      amountPaise: '1,00,000',
    });
    // A milestone a month away hears nothing in these six days.
    await send(admin, `/api/admin/grants/${grant.id}/tranches`, {
      title: 'Far milestone',
      dueOn: '2031-06-20',
      amountPaise: '1,00,000',
    });
    expect(late.id).toBeLessThan(punctual.id);

    await runUntil(instances, T0 + 30 * HOUR);
    const form = await multipart(
      { note: 'Done' },
      { bytes: pdfBytes(), field: 'file', name: 'done.pdf', type: 'application/pdf' },
    );
    const sent = await app().inject({
      method: 'POST',
      url: `/api/grant-tranches/${punctual.id}/evidence`,
      headers: { ...founder.headers, ...form.headers },
      payload: form.payload,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    await runUntil(instances, T0 + 72 * HOUR);
    // A restart: the last instance closes, a new one starts on the same database.
    const stopped = instances.pop()!;
    await stopped.app.close();
    instances.push(await startInstance(database));
    await runUntil(instances, T0 + 6 * 24 * HOUR);

    const db = instances[0]!.app.db;
    const mails = await db
      .selectFrom('mail_outbox')
      .select(['to_address', 'subject', 'created_at'])
      .execute();
    const reminders = mails
      .filter((mail) => / is due on | was due on /.test(mail.subject))
      .map((mail) => `${mail.to_address} ${mail.created_at.slice(0, 10)} ${mail.subject}`)
      .sort();
    expect(reminders).toEqual([
      `${founder.email} 2031-05-18 Remind Labs: evidence for "Late milestone" is due on 20 May 2031`,
      `${founder.email} 2031-05-18 Remind Labs: evidence for "Punctual milestone" is due on 19 May 2031`,
      `${founder.email} 2031-05-21 Remind Labs: evidence for "Late milestone" was due on 20 May 2031`,
    ]);
    const jobs = await db
      .selectFrom('jobs')
      .select(['kind', 'status', 'attempts'])
      .where('kind', 'in', ['grant-reminder', 'grant-reminders'])
      .execute();
    expect(jobs.filter((job) => job.status === 'failed')).toEqual([]);
    // The daily check ran each morning (the 18th to the 22nd), once whatever the number of instances.
    expect(jobs.filter((job) => job.kind === 'grant-reminders' && job.status === 'done').length).toBe(5);
  },
  180_000,
);
