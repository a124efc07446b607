import { expect, it, vi } from 'vitest';
import { multipart } from '#server/features/events/test-helpers';
import { insertCohortStartup, insertTestCohort, insertTestProgram } from '#server/test-support/cohorts';
import { useRunnerClock, type RunnerInstance } from '#server/test-support/runner-clock';
import { pdfBytes } from '#server/test-support/pdfs';
import { signIn, type SignedIn } from '#server/test-support/sign-in';
import { createTestDatabase, testDialect } from '#server/test-support/test-app';

// docs/product.md#seed-grants: founders hear once before a milestone's date and once after it while its evidence
// is awaited, through six simulated days of the real job runner, across a restart and (on PostgreSQL) with two
// instances running jobs on one database, with time moved as src/server/test-support/runner-clock.ts says:
// the test never runs a job itself.

const POLL_MS = 10 * 60_000;
const HOUR = 60 * 60_000;
const T0 = Date.parse('2031-05-17T00:00:00.000Z');
const ADMIN = 'reminder-admin@example.org';

const runner = useRunnerClock({ pollMs: POLL_MS });

it(
  testDialect === 'postgres'
    ? 'reminds founders once before and once after a milestone, over six days: two instances, one restarted'
    : 'reminds founders once before and once after a milestone, over six days, across a restart',
  async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: T0 });
    const database = await createTestDatabase(testDialect, { migrated: true });
    runner.afterTest(() => database.drop());
    const instances: RunnerInstance[] = [];
    runner.afterTest(() => Promise.all(instances.map((instance) => instance.app.close())));
    instances.push(await runner.startInstance(database, { adminEmails: [ADMIN] }));
    if (testDialect === 'postgres')
      instances.push(await runner.startInstance(database, { adminEmails: [ADMIN] }));
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

    await runner.runUntil(instances, T0 + 30 * HOUR);
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
    await runner.runUntil(instances, T0 + 72 * HOUR);
    // A restart: the last instance closes, a new one starts on the same database.
    const stopped = instances.pop()!;
    await stopped.app.close();
    instances.push(await runner.startInstance(database, { adminEmails: [ADMIN] }));
    await runner.runUntil(instances, T0 + 6 * 24 * HOUR);

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
