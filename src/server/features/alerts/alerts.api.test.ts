import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { ALERTS_PER_PERSON, type Alert } from '#common/alerts';
import { buildApp } from '#server/app';
import { insertInternship } from '#server/features/opportunities/repository';
import { signIn, type SignedIn } from '#server/test-support/sign-in';
import { createTestApp, testConfig, testDialect, type TestApp } from '#server/test-support/test-app';
import { nextPeriod, scheduleDigestRuns } from './digests';

// Saved searches and their digests (docs/product.md#search-alerts), on the run's engine.
let t: TestApp;
let other: FastifyInstance;
let student: SignedIn;
let owner: SignedIn;
/** The time the digests run "now": each test moves to the next day. */
let clock = new Date(Date.UTC(2031, 0, 6, 12));

beforeAll(async () => {
  t = await createTestApp();
  other = await buildApp(testConfig(t.database.settings), { logger: false });
  await other.ready();
  // What a process that runs jobs does when it starts; each run then schedules the next.
  await scheduleDigestRuns(t.app, new Date());
  student = await signIn(t.app, 'student@example.org', 'Asha Student');
  owner = await signIn(t.app, 'company@example.org');
});
afterAll(async () => {
  await other?.close();
  await t?.close();
});
beforeEach(async () => {
  await t.app.db.deleteFrom('search_alerts').execute();
  await t.app.db.deleteFrom('mail_outbox').execute();
  clock = new Date(nextPeriod('daily', clock, t.app.config.centreTimezone).start.getTime() + 3_600_000);
});

function save(who: SignedIn, body: Record<string, unknown>, app = t.app) {
  return app.inject({ method: 'POST', url: '/api/alerts', payload: body, headers: who.headers });
}
const internshipAlert = {
  list: 'internships',
  q: 'robot',
  filter: 'All',
  name: 'Robots',
  frequency: 'daily',
};

let posted = 0;
/** Posts an internship and approves it now; answers its id. */
async function approvedInternship(title: string, type: 'Full-time' | 'Part-time' = 'Full-time') {
  posted += 1;
  const id = await insertInternship(t.app.db, {
    owner_id: owner.id,
    title,
    company: 'Acme',
    location: 'Pune',
    type,
    duration: '3 months',
    stipend: 1000,
    description: 'x',
    requirements: 'x',
    apply_link: 'https://example.org/apply',
    contact: 'jobs@example.org',
    created_at: new Date(Date.UTC(2030, 0, 1) + posted * 60_000).toISOString(),
  });
  await t.app.db.updateTable('internships').set({ status: 'approved' }).where('id', '=', id).execute();
  return id;
}

/** Runs every due job as of the next period start of the daily digests: one daily run. */
async function dailyRun(app = t.app) {
  const at = nextPeriod('daily', clock, t.app.config.centreTimezone).start;
  clock = new Date(at.getTime() + 3_600_000);
  await app.jobs.runDue(at);
  await app.jobs.runDue(at); // the people's jobs the run scheduled
}

async function digests() {
  const rows = await t.app.db
    .selectFrom('mail_outbox')
    .select(['to_address', 'subject', 'text_body', 'headers_json'])
    .where('subject', 'like', 'New posts for your alerts%')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ ...row, headers: JSON.parse(row.headers_json) as Record<string, string> }));
}

describe('saving and managing alerts', () => {
  it('saves the list’s search, lists, renames, pauses, resumes and deletes it', async () => {
    const saved = await save(student, internshipAlert);
    expect(saved.statusCode).toBe(201);
    const alert = saved.json<{ alert: Alert }>().alert;
    expect(alert).toMatchObject({ list: 'internships', q: 'robot', filter: 'All', paused: false });
    const mine = await t.app.inject({ method: 'GET', url: '/api/my/alerts', headers: student.headers });
    expect(mine.json<{ items: Alert[] }>().items.map((item) => item.id)).toEqual([alert.id]);

    const patch = (body: unknown, who = student) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/alerts/${alert.id}`,
        payload: body as Record<string, unknown>,
        headers: who.headers,
      });
    expect(
      (await patch({ name: 'Robotics', frequency: 'weekly' })).json<{ alert: Alert }>().alert,
    ).toMatchObject({ name: 'Robotics', frequency: 'weekly' });
    expect((await patch({ paused: true })).json<{ alert: Alert }>().alert.paused).toBe(true);
    expect((await patch({ paused: false })).json<{ alert: Alert }>().alert.paused).toBe(false);
    // Someone else's alert does not exist for them.
    expect((await patch({ paused: true }, owner)).statusCode).toBe(404);
    const foreignDelete = await t.app.inject({
      method: 'DELETE',
      url: `/api/alerts/${alert.id}`,
      headers: owner.headers,
    });
    expect(foreignDelete.statusCode).toBe(404);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/alerts/${alert.id}`,
      headers: student.headers,
    });
    expect(deleted.statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/my/alerts', headers: student.headers })).json(),
    ).toEqual({
      items: [],
    });
  });

  it.each([
    ['a search longer than the list allows', { ...internshipAlert, q: 'x'.repeat(101) }],
    ['a filter the list does not have', { ...internshipAlert, filter: 'Remote' }],
    ['a filter on ideas', { ...internshipAlert, list: 'ideas', filter: 'Remote' }],
    ['an unknown list', { ...internshipAlert, list: 'events' }],
    ['an empty name', { ...internshipAlert, name: '  ' }],
    ['an unknown frequency', { ...internshipAlert, frequency: 'hourly' }],
  ])('refuses %s', async (_what, body) => {
    expect((await save(student, body)).statusCode).toBe(400);
    expect(await t.app.db.selectFrom('search_alerts').selectAll().execute()).toEqual([]);
  });

  it(`keeps at most ${ALERTS_PER_PERSON} alerts per person, even when saves arrive at the same time`, async () => {
    const answers = await Promise.all(
      Array.from({ length: ALERTS_PER_PERSON + 5 }, (_, n) =>
        save(student, { ...internshipAlert, name: `Alert ${n}` }, n % 2 === 0 ? t.app : other),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(ALERTS_PER_PERSON);
    expect(answers.filter((answer) => answer.statusCode === 409)).toHaveLength(5);
    const stored = await t.app.db
      .selectFrom('search_alerts')
      .select('id')
      .where('user_id', '=', student.id)
      .execute();
    expect(stored).toHaveLength(ALERTS_PER_PERSON);
  });
});

describe('digests', () => {
  it('mails one digest with the new matching posts, each post once, nothing when nothing is new', async () => {
    await approvedInternship('Robotics intern (before the alert)');
    await save(student, internshipAlert);
    await save(student, { ...internshipAlert, q: 'drone', name: 'Drones' });
    await approvedInternship('Robot arm intern');
    await approvedInternship('Drone pilot intern');
    await approvedInternship('Kitchen helper');
    const pending = await insertInternship(t.app.db, {
      owner_id: owner.id,
      title: 'Robot pending',
      company: 'Acme',
      location: 'Pune',
      type: 'Full-time',
      duration: '3 months',
      stipend: 1,
      description: 'x',
      requirements: 'x',
      apply_link: 'https://example.org/apply',
      contact: 'jobs@example.org',
      created_at: new Date().toISOString(),
    });

    await dailyRun();
    const [first, ...more] = await digests();
    expect(more).toEqual([]);
    expect(first!.to_address).toBe('student@example.org');
    expect(first!.text_body).toContain('Robot arm intern');
    expect(first!.text_body).toContain('Drone pilot intern');
    expect(first!.text_body).not.toContain('before the alert');
    expect(first!.text_body).not.toContain('Kitchen helper');
    expect(first!.text_body).not.toContain('Robot pending');
    expect(first!.text_body).toContain('/my/alerts');
    expect(first!.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(first!.headers['List-Unsubscribe']).toMatch(
      /^<https?:\/\/.+\/api\/alerts\/one-click-unsubscribe\?token=.+>$/,
    );
    // The one-click link pauses the first alert only, and the mail says so.
    expect(first!.text_body.replace(/\s+/g, ' ')).toContain(
      'unsubscribe button pauses the alert “Robots” only; pause, edit or delete the others in My alerts',
    );

    // Nothing new: no mail. Then a post approved later (also one approved long after it was posted).
    await dailyRun();
    expect(await digests()).toHaveLength(1);
    await t.app.db.updateTable('internships').set({ status: 'approved' }).where('id', '=', pending).execute();
    await dailyRun();
    const all = await digests();
    expect(all).toHaveLength(2);
    expect(all[1]!.text_body).toContain('Robot pending');
    expect(all[1]!.text_body).not.toContain('Robot arm intern');
  });

  it('sends nothing for paused or deleted alerts, and the one-click link pauses that alert', async () => {
    const saved = (await save(student, internshipAlert)).json<{ alert: Alert }>().alert;
    await approvedInternship('Robot one');
    await dailyRun();
    const [digest] = await digests();
    const link = new URL(/^<(.+)>$/.exec(digest!.headers['List-Unsubscribe']!)![1]!);
    const unsubscribed = await t.app.inject({
      method: 'POST',
      url: `${link.pathname}${link.search}`,
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://mail.example.com' },
    });
    expect(unsubscribed.statusCode).toBe(200);
    const mine = await t.app.inject({ method: 'GET', url: '/api/my/alerts', headers: student.headers });
    expect(mine.json<{ items: Alert[] }>().items[0]).toMatchObject({ id: saved.id, paused: true });
    await approvedInternship('Robot two');
    await dailyRun();
    expect(await digests()).toHaveLength(1);

    await t.app.inject({ method: 'DELETE', url: `/api/alerts/${saved.id}`, headers: student.headers });
    await approvedInternship('Robot three');
    await dailyRun();
    expect(await digests()).toHaveLength(1);
    const badLink = await t.app.inject({
      method: 'POST',
      url: `/api/alerts/one-click-unsubscribe?token=${'A'.repeat(43)}`,
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(badLink.statusCode).toBe(400);
  });

  it('mails each person once per period when two servers run the digests at the same time, and again after a restart', async () => {
    const people = [
      student,
      await signIn(t.app, 'second@example.org'),
      await signIn(t.app, 'third@example.org'),
    ];
    for (const person of people) await save(person, internshipAlert);
    await approvedInternship('Robot for everyone');
    const at = nextPeriod('daily', clock, t.app.config.centreTimezone).start;
    clock = new Date(at.getTime() + 3_600_000);
    await Promise.all([t.app.jobs.runDue(at), other.jobs.runDue(at)]);
    await Promise.all([t.app.jobs.runDue(at), other.jobs.runDue(at)]);
    // A restarted server runs the same period again: the keys make it nothing.
    const restarted = await buildApp(testConfig(t.database.settings), { logger: false });
    await restarted.ready();
    await restarted.jobs.runDue(at);
    await restarted.jobs.runDue(at);
    await restarted.close();
    const sent = await digests();
    expect(sent.map((mail) => mail.to_address).sort()).toEqual(people.map((person) => person.email).sort());
  });

  // Registered only on PostgreSQL (not skipped on SQLite, where one writer at a time makes it impossible),
  // so the run's summary counts no skips.
  const onPostgres = testDialect === 'postgres' ? it : () => undefined;
  onPostgres('puts a post approved while a digest runs into the next digest, not into none', async () => {
    await save(student, internshipAlert);
    const id = await insertInternship(t.app.db, {
      owner_id: owner.id,
      title: 'Robot approved mid-run',
      company: 'Acme',
      location: 'Pune',
      type: 'Full-time',
      duration: '3 months',
      stipend: 1,
      description: 'x',
      requirements: 'x',
      apply_link: 'https://example.org/apply',
      contact: 'jobs@example.org',
      created_at: new Date().toISOString(),
    });
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let approvedInTransaction!: () => void;
    const approved = new Promise<void>((resolve) => (approvedInTransaction = resolve));
    // The approval takes its number and is still uncommitted while the digest runs.
    const approval = other.db.transaction().execute(async (trx) => {
      await trx.updateTable('internships').set({ status: 'approved' }).where('id', '=', id).execute();
      approvedInTransaction();
      await held;
    });
    await approved;
    await dailyRun();
    release();
    await approval;
    expect(await digests()).toEqual([]);
    await dailyRun();
    const [digest] = await digests();
    expect(digest!.text_body).toContain('Robot approved mid-run');
  });
});
