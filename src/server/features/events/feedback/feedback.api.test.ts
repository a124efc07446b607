import type { FastifyInstance } from 'fastify';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_FEEDBACK_QUESTIONS,
  FEEDBACK_MESSAGES,
  FEEDBACK_TOKEN_PATTERN,
  type FeedbackAdmin,
  type FeedbackForm,
} from '#common/event-feedback';
import type { Hub } from '#common/hub';
import type { EventRow } from '#server/db/database';
import { buildApp } from '#server/app';
import { signIn, type SignedIn } from '#server/test-support/sign-in';
import { createTestApp, testConfig, testDialect, type TestApp } from '#server/test-support/test-app';
import { eventOverAt } from '../certificates/service';
import { insertEvent } from '../repository';
import { insertRegistration, markCheckedIn } from '../registrations/repository';
import { multipart, pngImage, VALID_FIELDS } from '../test-helpers';
import { eventFeedbackForPeriod } from './for-others';
import { newFeedbackToken } from './service';

// docs/product.md#event-feedback: after an event, each person who checked in is asked once by mail (and on
// their hub) with a link only they hold; one answer each, editable a week; one reminder to those who have not
// answered; the admin reads the summary and downloads it.

const ADMIN_EMAIL = 'feedback.admin@iic.example.edu';
const DAY = 86_400_000;

let t: TestApp;
let admin: SignedIn;
let sequence = 0;
let imageKey = '';

beforeAll(async () => {
  t = await createTestApp({ adminEmails: [ADMIN_EMAIL] });
  admin = await signIn(t.app, ADMIN_EMAIL);
  const form = await multipart(VALID_FIELDS, { bytes: await pngImage(64, 48) });
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/events',
    headers: { ...admin.headers, ...form.headers },
    payload: form.payload,
  });
  expect(created.statusCode, created.body).toBe(201);
  const row = await t.app.db.selectFrom('events').select('image_key').executeTakeFirstOrThrow();
  imageKey = row.image_key;
});
afterAll(async () => t?.close());

/** A past event taking registrations on the site, written straight to the database. */
async function pastEvent(name: string, endDate = '2026-01-11'): Promise<EventRow> {
  const now = new Date().toISOString();
  return insertEvent(t.app.db, {
    name,
    description: 'Hands-on session.',
    category: 'workshop',
    image_key: imageKey,
    start_date: '2026-01-10',
    end_date: endDate,
    location: 'Lab 2',
    attendees: 40,
    registration_link: '',
    registration_mode: 'site',
    registration_opens_at: null,
    registration_closes_at: null,
    created_at: now,
    updated_at: now,
  });
}

/** A registration for the event; checked in unless `came` is false. */
async function attend(event: EventRow, email: string, came = true): Promise<SignedIn> {
  const person = await signIn(t.app, email, `Person ${email.split('@')[0]}`);
  const now = new Date().toISOString();
  sequence += 1;
  const row = await insertRegistration(t.app.db, {
    event_id: event.id,
    user_id: person.id,
    status: 'registered',
    answer: '',
    queue_number: sequence,
    check_in_code: `FB${sequence}`,
    created_at: now,
    updated_at: now,
  });
  if (came) expect(await markCheckedIn(t.app.db, row.id, now, ADMIN_EMAIL)).toBe(true);
  return person;
}

const overAt = (event: EventRow) => eventOverAt(event.end_date, t.config.centreTimezone);
const daysAfter = (event: EventRow, days: number) => new Date(overAt(event).getTime() + days * DAY + 60_000);

function saveSettings(event: EventRow, body: unknown, headers: Record<string, string> = admin.headers) {
  return t.app.inject({
    method: 'PUT',
    url: `/api/events/${event.id}/feedback`,
    headers: { ...headers, 'content-type': 'application/json' },
    payload: body as object,
  });
}

function outbox(to: string) {
  return t.app.db
    .selectFrom('mail_outbox')
    .select(['subject', 'text_body'])
    .where('to_address', '=', to)
    .orderBy('id')
    .execute();
}

async function tokenOf(event: EventRow, person: SignedIn): Promise<string> {
  const row = await t.app.db
    .selectFrom('event_feedback_requests')
    .select('token')
    .where('event_id', '=', event.id)
    .where('user_id', '=', person.id)
    .executeTakeFirstOrThrow();
  return row.token;
}

function answer(token: string, body: unknown) {
  return t.app.inject({
    method: 'PUT',
    url: `/api/feedback/${token}`,
    headers: { 'content-type': 'application/json' },
    payload: body as object,
  });
}

async function adminView(event: EventRow): Promise<FeedbackAdmin> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/events/${event.id}/feedback`,
    headers: admin.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** Runs the request job of an event (scheduled the way an admin's save does) at `at`. */
async function scheduleAndRun(event: EventRow, at: Date) {
  expect(
    (await saveSettings(event, { enabled: true, questions: DEFAULT_FEEDBACK_QUESTIONS })).statusCode,
  ).toBe(200);
  await t.app.jobs.runDue(at);
}

const GOOD = { rating: 4, answers: [5, 'Yes', 'More hands-on time', null] };

describe('event feedback', () => {
  it('tokens are 22 base64url characters (128 bits) and differ', () => {
    const tokens = new Set(Array.from({ length: 1000 }, () => newFeedbackToken()));
    expect(tokens.size).toBe(1000);
    for (const token of tokens) expect(token).toMatch(FEEDBACK_TOKEN_PATTERN);
  });

  it('asks only those who checked in, the day after the event, by default and without the admin', async () => {
    // Made through the admin's form (its creation schedules the request job), dated in the future.
    const form = await multipart(
      {
        ...VALID_FIELDS,
        name: 'Default feedback day',
        registration_mode: 'site',
        start_date: '2031-03-02',
        end_date: '2031-03-03',
      },
      { bytes: await pngImage(32, 24) },
    );
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/events',
      headers: { ...admin.headers, ...form.headers },
      payload: form.payload,
    });
    expect(created.statusCode, created.body).toBe(201);
    const event = (await t.app.db
      .selectFrom('events')
      .selectAll()
      .where('id', '=', (created.json() as { event: { id: number } }).event.id)
      .executeTakeFirstOrThrow()) as EventRow;
    const came = await attend(event, 'came.default@example.org');
    await attend(event, 'noshow.default@example.org', false);

    await t.app.jobs.runDue(new Date(overAt(event).getTime() - 60_000));
    expect(await outbox('came.default@example.org')).toHaveLength(0);
    await t.app.jobs.runDue(daysAfter(event, 0));
    const [mail, ...more] = await outbox('came.default@example.org');
    expect(more).toHaveLength(0);
    const token = await tokenOf(event, came);
    expect(mail!.subject).toBe('Your feedback: Default feedback day');
    expect(mail!.text_body).toContain(`${t.config.publicUrl}/feedback/${token}`);
    expect(await outbox('noshow.default@example.org')).toHaveLength(0);

    const view = await adminView(event);
    expect(view).toMatchObject({ enabled: true, default_questions: true, locked: false });
    expect(view.questions).toEqual(DEFAULT_FEEDBACK_QUESTIONS);

    // The hub prompts the attendee with their own form until they answer.
    const hub = (
      await t.app.inject({ method: 'GET', url: '/api/my/hub', headers: came.headers })
    ).json() as Hub;
    expect(hub.events.feedback).toBe(1);
    expect(hub.feedbackLinks).toEqual([{ event: 'Default feedback day', path: `/feedback/${token}` }]);
    expect((await answer(token, GOOD)).statusCode).toBe(200);
    const after = (
      await t.app.inject({ method: 'GET', url: '/api/my/hub', headers: came.headers })
    ).json() as Hub;
    expect(after.events.feedback).toBe(0);
    expect(after.feedbackLinks).toEqual([]);
  });

  it('takes one answer per person, editable for a week after it was first sent, then read-only', async () => {
    const event = await pastEvent('Design sprint');
    const asha = await attend(event, 'asha.fb@example.org');
    await scheduleAndRun(event, daysAfter(event, 0));
    const token = await tokenOf(event, asha);

    const form = await t.app.inject({ method: 'GET', url: `/api/feedback/${token}` });
    expect(form.statusCode, form.body).toBe(200);
    expect(form.headers['x-robots-tag']).toBe('noindex');
    expect(form.json()).toMatchObject({
      event: { name: 'Design sprint' },
      answer: null,
      editable_until: null,
      state: 'open',
    });

    const first = await answer(token, GOOD);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ message: FEEDBACK_MESSAGES.sent, answer: { rating: 4 } });
    const changed = await answer(token, { ...GOOD, rating: 5, answers: [5, 'Maybe', '  Longer labs  ', ''] });
    expect(changed.json()).toMatchObject({
      message: FEEDBACK_MESSAGES.updated,
      answer: { rating: 5, answers: [5, 'Maybe', 'Longer labs', null] },
    });
    // Two tabs sending at once still make one answer.
    await Promise.all([answer(token, GOOD), answer(token, GOOD)]);
    const rows = await t.app.db
      .selectFrom('event_feedback_answers')
      .selectAll()
      .where('event_id', '=', event.id)
      .execute();
    expect(rows).toHaveLength(1);

    // A week after the first answer the form is read-only: move the first answer eight days back.
    await t.app.db
      .updateTable('event_feedback_answers')
      .set({ submitted_at: new Date(Date.now() - 8 * DAY).toISOString() })
      .where('event_id', '=', event.id)
      .execute();
    const late = await answer(token, GOOD);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(FEEDBACK_MESSAGES.closed);
    expect(
      ((await t.app.inject({ method: 'GET', url: `/api/feedback/${token}` })).json() as FeedbackForm).state,
    ).toBe('closed');
  });

  it('a token answers only for its person and event; unknown or malformed tokens are refused clearly', async () => {
    const one = await pastEvent('Pitch clinic');
    const other = await pastEvent('Hardware night');
    const ravi = await attend(one, 'ravi.fb@example.org');
    const imran = await attend(one, 'imran.fb@example.org');
    await attend(other, 'ravi.other@example.org');
    await scheduleAndRun(one, daysAfter(one, 0));
    await scheduleAndRun(other, daysAfter(other, 0));
    const raviToken = await tokenOf(one, ravi);
    const imranToken = await tokenOf(one, imran);
    expect(raviToken).not.toBe(imranToken);

    expect((await answer(raviToken, { rating: 2, answers: [] })).statusCode).toBe(200);
    const imranForm = (
      await t.app.inject({ method: 'GET', url: `/api/feedback/${imranToken}` })
    ).json() as FeedbackForm;
    expect(imranForm.answer).toBeNull();
    const answers = await t.app.db
      .selectFrom('event_feedback_answers as a')
      .innerJoin('event_feedback_requests as q', 'q.id', 'a.request_id')
      .select(['q.user_id', 'a.event_id'])
      .where('a.event_id', 'in', [one.id, other.id])
      .execute();
    expect(answers).toEqual([{ user_id: ravi.id, event_id: one.id }]);

    const unknown = await answer(newFeedbackToken(), GOOD);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(FEEDBACK_MESSAGES.linkNotFound);
    for (const bad of ['short', `${'A'.repeat(21)}%00`, 'x'.repeat(200), `${'A'.repeat(21)}.`]) {
      const response = await t.app.inject({ method: 'GET', url: `/api/feedback/${bad}` });
      expect(response.statusCode, bad).toBe(400);
    }
    // A signed-in person's session gives nothing more than the token does.
    const viaSession = await t.app.inject({
      method: 'GET',
      url: `/api/feedback/${imranToken}`,
      headers: ravi.headers,
    });
    expect((viaSession.json() as FeedbackForm).answer).toBeNull();
  });

  it('refuses answers that do not fit the questions, and hostile text is stored as text', async () => {
    const event = await pastEvent('Policy roundtable');
    const person = await attend(event, 'hostile.fb@example.org');
    await scheduleAndRun(event, daysAfter(event, 0));
    const token = await tokenOf(event, person);
    for (const body of [
      { rating: 0, answers: [] },
      { rating: 6, answers: [] },
      { rating: 3.5, answers: [] },
      { rating: 3, answers: [9] },
      { rating: 3, answers: [null, 'Perhaps'] },
      { rating: 3, answers: [null, null, 'x'.repeat(2001)] },
      { rating: 3, answers: [null, null, null, null, 'one too many'] },
      { rating: 3, answers: [{ $gt: '' }] },
      { rating: 3, answers: [], extra: true },
    ]) {
      const response = await answer(token, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().message).toBeTruthy();
    }
    expect(
      await t.app.db
        .selectFrom('event_feedback_answers')
        .select('id')
        .where('event_id', '=', event.id)
        .execute(),
    ).toEqual([]);

    const formula = '=HYPERLINK("http://evil.example","x")';
    const stored = await answer(token, {
      rating: 1,
      answers: [null, 'No', `<script>alert(1)</script>`, formula],
    });
    expect(stored.statusCode, stored.body).toBe(200);
    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/events/${event.id}/feedback.csv`,
      headers: admin.headers,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    expect(csv.body).toContain('"<script>alert(1)</script>"');
    const xlsx = await t.app.inject({
      method: 'GET',
      url: `/api/events/${event.id}/feedback.xlsx`,
      headers: admin.headers,
    });
    expect(xlsx.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Feedback')!;
    expect(sheet.getRow(1).values).toContain('What did you like most?');
    const cells = sheet.getRow(2).values as unknown[];
    expect(cells).toContain(`'${formula}`);
    expect(cells).toContain(1);
    expect(cells).toContain('hostile.fb@example.org');
  });

  it('reminds once, a few days later, only those who have not answered, and never a no-show', async () => {
    const event = await pastEvent('Founders’ breakfast');
    const answers = await attend(event, 'answers.fb@example.org');
    const silent = await attend(event, 'silent.fb@example.org');
    await attend(event, 'absent.fb@example.org', false);
    await scheduleAndRun(event, daysAfter(event, 0));
    expect((await answer(await tokenOf(event, answers), GOOD)).statusCode).toBe(200);

    await t.app.jobs.runDue(daysAfter(event, 2));
    expect(await outbox('silent.fb@example.org')).toHaveLength(1);
    await t.app.jobs.runDue(daysAfter(event, 3));
    const silentMail = await outbox('silent.fb@example.org');
    expect(silentMail.map((mail) => mail.subject)).toEqual([
      'Your feedback: Founders’ breakfast',
      'Reminder: your feedback on Founders’ breakfast',
    ]);
    expect(silentMail[1]!.text_body).toContain(`/feedback/${await tokenOf(event, silent)}`);
    expect(await outbox('answers.fb@example.org')).toHaveLength(1);
    expect(await outbox('absent.fb@example.org')).toHaveLength(0);

    // Later runs, a retry of the reminder job and a restart remind nobody again.
    await t.app.jobs.schedule(t.app.jobs.definition('event-feedback-remind')!, {
      key: `again:${event.id}`,
      dueAt: daysAfter(event, 4),
      payload: { eventId: event.id, endDate: event.end_date },
    });
    await t.app.jobs.runDue(daysAfter(event, 10));
    expect(await outbox('silent.fb@example.org')).toHaveLength(2);
    expect(await outbox('answers.fb@example.org')).toHaveLength(1);
  });

  it('two instances running the jobs at once send one request and one reminder per person', async () => {
    const event = await pastEvent('Hackathon finals');
    const people = ['a', 'b', 'c', 'd'].map((letter) => `${letter}.twice.fb@example.org`);
    for (const email of people) await attend(event, email);
    expect((await saveSettings(event, { enabled: true, questions: [] })).statusCode).toBe(200);
    let second: FastifyInstance = t.app;
    if (testDialect === 'postgres') {
      second = await buildApp(testConfig(t.database.settings, { adminEmails: [ADMIN_EMAIL] }), {
        logger: false,
      });
      await second.ready();
    }
    try {
      for (const kind of ['event-feedback-request', 'event-feedback-remind'])
        for (const [n, app] of [t.app, second].entries())
          await app.jobs.schedule(app.jobs.definition(kind)!, {
            key: `parallel:${kind}:${n}:${event.id}`,
            dueAt: daysAfter(event, kind === 'event-feedback-request' ? 0 : 3),
            payload: { eventId: event.id, endDate: event.end_date },
          });
      await Promise.all([t.app.jobs.runDue(daysAfter(event, 0)), second.jobs.runDue(daysAfter(event, 0))]);
      await Promise.all([t.app.jobs.runDue(daysAfter(event, 3)), second.jobs.runDue(daysAfter(event, 3))]);
    } finally {
      if (second !== t.app) await second.close();
    }
    const requests = await t.app.db
      .selectFrom('event_feedback_requests')
      .select('token')
      .where('event_id', '=', event.id)
      .execute();
    expect(requests).toHaveLength(people.length);
    for (const email of people) expect((await outbox(email)).length).toBe(2);
  });

  it('asks nobody when feedback is off, or weeks after the event', async () => {
    const off = await pastEvent('Quiet evening');
    await attend(off, 'off.fb@example.org');
    expect(
      (await saveSettings(off, { enabled: false, questions: DEFAULT_FEEDBACK_QUESTIONS })).json().message,
    ).toBe(FEEDBACK_MESSAGES.turnedOff);
    await t.app.jobs.schedule(t.app.jobs.definition('event-feedback-request')!, {
      key: `off:${off.id}`,
      dueAt: daysAfter(off, 0),
      payload: { eventId: off.id, endDate: off.end_date },
    });
    await t.app.jobs.runDue(daysAfter(off, 0));
    expect(await outbox('off.fb@example.org')).toHaveLength(0);

    const old = await pastEvent('Long ago', '2026-01-12');
    await attend(old, 'old.fb@example.org');
    await scheduleAndRun(old, daysAfter(old, 20));
    expect(await outbox('old.fb@example.org')).toHaveLength(0);
  });

  it('lets only an admin set the questions, until answers arrive; shows the summary and the period figures', async () => {
    const event = await pastEvent('Demo day', '2026-02-20');
    const people = await Promise.all(
      ['p1', 'p2', 'p3'].map((name) => attend(event, `${name}.sum.fb@example.org`)),
    );
    await attend(event, 'p4.sum.fb@example.org', false);
    const user = await signIn(t.app, 'not.admin.fb@example.org');
    const questions = [
      { kind: 'rating', label: 'How clear were the pitches?', required: true },
      { kind: 'choice', label: 'Which track?', required: false, options: ['Hardware', 'Software'] },
      { kind: 'text', label: 'Anything else?', required: false },
    ];
    expect((await saveSettings(event, { enabled: true, questions }, user.headers)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `/api/events/${event.id}/feedback` })).statusCode).toBe(
      401,
    );
    const bad = await saveSettings(event, {
      enabled: true,
      questions: [{ kind: 'choice', label: ' ', required: false, options: ['Only one'] }],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain(FEEDBACK_MESSAGES.labelRequired);
    expect(bad.body).toContain(FEEDBACK_MESSAGES.optionsNeeded);
    const saved = await saveSettings(event, { enabled: true, questions });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      default_questions: false,
      questions,
      message: FEEDBACK_MESSAGES.saved,
    });
    await t.app.jobs.runDue(daysAfter(event, 0));

    const tokens = await Promise.all(people.map((person) => tokenOf(event, person)));
    const missing = await answer(tokens[0]!, { rating: 5, answers: [] });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fieldErrors).toEqual({ 'answers.0': FEEDBACK_MESSAGES.answerRequired });
    expect((await answer(tokens[0]!, { rating: 5, answers: [4, 'Hardware', 'Great'] })).statusCode).toBe(200);
    expect((await answer(tokens[1]!, { rating: 3, answers: [2, 'Hardware', null] })).statusCode).toBe(200);

    const view = await adminView(event);
    expect(view.locked).toBe(true);
    expect(view.summary).toMatchObject({ checked_in: 3, answers: 2, response_rate: 0.667 });
    expect(view.summary.overall.average).toBe(4);
    expect(view.summary.overall.counts.map((c) => c.count)).toEqual([0, 0, 1, 0, 1]);
    expect(view.summary.questions[0]).toMatchObject({ average: 3, answered: 2 });
    expect(view.summary.questions[1]!.counts).toEqual([
      { label: 'Hardware', count: 2 },
      { label: 'Software', count: 0 },
    ]);
    expect(view.summary.questions[2]!.texts).toEqual(['Great']);

    const locked = await saveSettings(event, { enabled: true, questions: [] });
    expect(locked.statusCode).toBe(409);
    expect(locked.json().message).toBe(FEEDBACK_MESSAGES.locked);
    // Turning it off is still allowed: links already sent stop taking answers.
    expect((await saveSettings(event, { enabled: false, questions })).statusCode).toBe(200);
    expect((await answer(tokens[2]!, { rating: 3, answers: [3, null, null] })).statusCode).toBe(409);
    expect((await saveSettings(event, { enabled: true, questions })).statusCode).toBe(200);

    const period = await eventFeedbackForPeriod(t.app.db, '2026-02-01', '2026-02-28');
    expect(period).toEqual([
      { eventId: event.id, eventName: 'Demo day', endDate: '2026-02-20', responses: 2, averageRating: 4 },
    ]);
    expect(await eventFeedbackForPeriod(t.app.db, '2026-03-01', '2026-03-31')).toEqual([]);

    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/events/${event.id}/feedback.csv`,
          headers: user.headers,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/events/987654/feedback', headers: admin.headers }))
        .statusCode,
    ).toBe(404);
  });
});
