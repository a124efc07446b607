import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { ALERT_MESSAGES, ALERTS_PER_PERSON, type Alert, type AlertLinkStatus } from '#common/alerts';
import { buildApp } from '#server/app';
import { insertCall } from '#server/features/calls';
import { insertProgram } from '#server/features/content/repository';
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
    // A person of their own: saves count against a rate limit per person shared by both instances.
    const saver = await signIn(t.app, 'many-alerts@example.org', 'Many Alerts');
    const answers = await Promise.all(
      Array.from({ length: ALERTS_PER_PERSON + 5 }, (_, n) =>
        save(saver, { ...internshipAlert, name: `Alert ${n}` }, n % 2 === 0 ? t.app : other),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(ALERTS_PER_PERSON);
    expect(answers.filter((answer) => answer.statusCode === 409)).toHaveLength(5);
    const stored = await t.app.db
      .selectFrom('search_alerts')
      .select('id')
      .where('user_id', '=', saver.id)
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
    expect(first!.headers['List-Unsubscribe']).toMatch(/^<https?:\/\/.+\/alerts\/unsubscribe\?token=.+>$/);
    // One click stops the digest: the link pauses both alerts it merged, and the mail says so.
    expect(first!.text_body.replace(/\s+/g, ' ')).toContain(
      'Unsubscribing pauses all 2 of your daily alerts; resume, edit or delete them in My alerts',
    );
    expect(first!.text_body).toContain(/^<(.+)>$/.exec(first!.headers['List-Unsubscribe']!)![1]!);

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

  /** The unsubscribe link of a digest's List-Unsubscribe header, as a path to inject. */
  function unsubscribeLink(digest: { headers: Record<string, string> }) {
    const link = new URL(/^<(.+)>$/.exec(digest.headers['List-Unsubscribe']!)![1]!);
    return `${link.pathname}${link.search}`;
  }
  function oneClick(url: string) {
    return t.app.inject({
      method: 'POST',
      url,
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://mail.example.com' },
    });
  }
  async function myAlerts(who = student) {
    const mine = await t.app.inject({ method: 'GET', url: '/api/my/alerts', headers: who.headers });
    return mine.json<{ items: Alert[] }>().items;
  }

  it('sends nothing for paused or deleted alerts; one click pauses every alert of the digest, and only those', async () => {
    const robots = (await save(student, internshipAlert)).json<{ alert: Alert }>().alert;
    const drones = (await save(student, { ...internshipAlert, q: 'drone', name: 'Drones' })).json<{
      alert: Alert;
    }>().alert;
    const weekly = (
      await save(student, { ...internshipAlert, name: 'Weekly robots', frequency: 'weekly' }, other)
    ).json<{
      alert: Alert;
    }>().alert;
    // Through the other server: each counts saves per client address, and this file saves many.
    await save(owner, internshipAlert, other);
    await approvedInternship('Robot one');
    await dailyRun();
    const mine = (await digests()).find((mail) => mail.to_address === student.email)!;
    const page = unsubscribeLink(mine);
    expect(page).toMatch(/^\/alerts\/unsubscribe\?token=/);
    const api = page.replace('/alerts/unsubscribe', '/api/alerts/one-click-unsubscribe');

    // Opening the link (as a mail scanner does) only lists the alerts; nothing changes.
    for (let n = 0; n < 2; n += 1) {
      const opened = await t.app.inject({ method: 'GET', url: api });
      expect(opened.statusCode).toBe(200);
      expect(opened.headers['cache-control']).toBe('no-store');
      expect(opened.json()).toEqual({
        alerts: [
          { name: 'Robots', list: 'internships', paused: false },
          { name: 'Drones', list: 'internships', paused: false },
        ],
      });
    }
    expect((await myAlerts()).every((alert) => !alert.paused)).toBe(true);

    // The mail client's one-click POST to the page address pauses both daily alerts, not the weekly one
    // nor anyone else's; again is harmless.
    for (let n = 0; n < 2; n += 1) expect((await oneClick(page)).statusCode).toBe(200);
    const paused = Object.fromEntries((await myAlerts()).map((alert) => [alert.id, alert.paused]));
    expect(paused).toEqual({ [robots.id]: true, [drones.id]: true, [weekly.id]: false });
    expect((await myAlerts(owner)).map((alert) => alert.paused)).toEqual([false]);
    expect((await t.app.inject({ method: 'GET', url: api })).json<AlertLinkStatus>().alerts).toEqual([
      { name: 'Robots', list: 'internships', paused: true },
      { name: 'Drones', list: 'internships', paused: true },
    ]);
    await approvedInternship('Robot two');
    await dailyRun();
    // (The weekly alert may have its own digest meanwhile, on a Monday.)
    const dailies = (await digests()).filter(
      (mail) => mail.to_address === student.email && mail.text_body.includes('daily digest'),
    );
    expect(dailies).toHaveLength(1);

    // Deleted alerts: the link still answers, with nothing left to pause.
    for (const id of [robots.id, drones.id])
      await t.app.inject({ method: 'DELETE', url: `/api/alerts/${id}`, headers: student.headers });
    expect((await t.app.inject({ method: 'GET', url: api })).json()).toEqual({ alerts: [] });
    expect((await oneClick(api)).json()).toEqual({ message: ALERT_MESSAGES.noneLeft });
  });

  it('refuses forged links, and the one-alert links of older mails still pause their alert', async () => {
    const alert = (await save(student, internshipAlert)).json<{ alert: Alert }>().alert;
    await approvedInternship('Robot one');
    await dailyRun();
    const page = unsubscribeLink((await digests())[0]!);
    const token = new URLSearchParams(page.split('?')[1]).get('token')!;
    const [userId, ids, signature] = token.split('.');
    const forged = [
      `${owner.id}.${ids}.${signature}`,
      `${userId}.${ids}-${Number(ids) + 1}.${signature}`,
      `${userId}.${ids}.${'A'.repeat(43)}`,
      'A'.repeat(43),
      `${userId}.${'9'.repeat(16)}.${signature}`,
      'x'.repeat(401),
      '<script>',
    ];
    for (const bad of forged) {
      const query = `?token=${encodeURIComponent(bad)}`;
      expect(
        (await t.app.inject({ method: 'GET', url: `/api/alerts/one-click-unsubscribe${query}` })).statusCode,
      ).toBe(400);
      expect((await oneClick(`/alerts/unsubscribe${query}`)).statusCode).toBe(400);
    }
    expect((await myAlerts())[0]!.paused).toBe(false);

    const { unsubscribe_token: oldToken } = await t.app.db
      .selectFrom('search_alerts')
      .select('unsubscribe_token')
      .where('id', '=', alert.id)
      .executeTakeFirstOrThrow();
    expect((await oneClick(`/api/alerts/one-click-unsubscribe?token=${oldToken}`)).statusCode).toBe(200);
    expect((await myAlerts())[0]).toMatchObject({ id: alert.id, paused: true });
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

describe('alerts for a programme’s calls', () => {
  let calls = 0;
  /** A call of `program` as an admin makes it: its id is the order it was announced in. */
  async function announce(program: string, title: string) {
    calls += 1;
    const at = new Date(Date.UTC(2031, 0, 1) + calls * 60_000).toISOString();
    return insertCall(t.app.db, {
      program_slug: program,
      title,
      opens_at: at,
      closes_at: new Date(Date.UTC(2032, 0, 1)).toISOString(),
      review_deadline: null,
      questions_json: '[]',
      rubric_json: '[]',
      blind: 0,
      created_by: 'admin@example.org',
      created_at: at,
      updated_at: at,
    });
  }
  beforeAll(async () => {
    for (const [position, slug] of ['mentorship', 'acceleration'].entries())
      await insertProgram(t.app.db, {
        slug,
        title: `${slug[0]!.toUpperCase()}${slug.slice(1)} Program`,
        duration: '6 months',
        summary: 'x',
        features: [],
        position,
      });
  });
  const callAlert = {
    list: 'calls',
    q: '',
    filter: 'mentorship',
    name: 'Mentorship calls',
    frequency: 'daily',
  };

  it('refuses an unknown programme and a search text; saves with its own words', async () => {
    const unknown = await save(student, { ...callAlert, filter: 'space-program' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(ALERT_MESSAGES.programNotFound);
    expect((await save(student, { ...callAlert, q: 'robots' })).statusCode).toBe(400);
    expect((await save(student, { ...callAlert, filter: '<b>' })).statusCode).toBe(400);
    const saved = await save(student, callAlert);
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json()).toMatchObject({
      message: ALERT_MESSAGES.savedCalls,
      alert: { list: 'calls', filter: 'mentorship', q: '' },
    });
  });

  it('mails the calls of its programme made since it was saved, each once', async () => {
    await announce('mentorship', 'Mentorship — spring (before the alert)');
    await save(student, callAlert);
    await announce('mentorship', 'Mentorship — autumn round');
    await announce('acceleration', 'Acceleration — winter round');
    await dailyRun();
    const [first, ...more] = await digests();
    expect(more).toEqual([]);
    expect(first!.text_body).toContain('Mentorship calls — 1 new calls:');
    expect(first!.text_body).toContain('Mentorship — autumn round (Mentorship Program)');
    expect(first!.text_body).not.toContain('before the alert');
    expect(first!.text_body).not.toContain('Acceleration');
    expect(first!.text_body).toContain('/programs');
    await dailyRun();
    expect(await digests()).toHaveLength(1);
  });
});
