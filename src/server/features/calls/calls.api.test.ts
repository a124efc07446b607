import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALL_MESSAGES as C, type Call, type CallApplication, type CallInput } from '#common/calls';
import { buildApp } from '#server/app';
import { changedCounts, rowCounts } from '#server/db/row-counts';
import {
  mailboxReader,
  startSmtpTestServer,
  type SmtpTestServer,
} from '#server/test-support/smtp-test-server';
import { signIn, type SignedIn } from '#server/test-support/sign-in';
import { createTestApp, testConfig, type TestApp } from '#server/test-support/test-app';

const ADMIN = 'calls-admin@iic.example.edu';
const HOUR = 3_600_000;
let sink: SmtpTestServer;
let mailbox: ReturnType<typeof mailboxReader>;
let t: TestApp;
let admin: SignedIn;

beforeAll(async () => {
  sink = await startSmtpTestServer();
  mailbox = mailboxReader(sink);
  t = await createTestApp({ smtpUrl: sink.url, adminEmails: [ADMIN], seedDemoContent: true });
  admin = await signIn(t.app, ADMIN);
});
afterAll(async () => {
  await t?.close();
  await sink?.close();
});

const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

const CALL: CallInput = {
  program: 'incubation',
  title: 'Incubation Spring 2027',
  opensAt: at(-HOUR),
  closesAt: at(48 * HOUR),
  reviewDeadline: at(96 * HOUR),
  blind: false,
  questions: [
    { id: 'problem', type: 'long_text', label: 'What problem do you solve?', required: true },
    { id: 'pitch', type: 'short_text', label: 'One-line pitch', required: false },
    { id: 'customers', type: 'number', label: 'Paying customers', required: true, min: 0, max: 100000 },
    {
      id: 'sector',
      type: 'single_choice',
      label: 'Sector',
      required: true,
      options: ['AgriTech', 'HealthTech', 'EdTech'],
    },
    { id: 'deck', type: 'url', label: 'Pitch deck', required: false },
  ],
  rubric: [
    { id: 'team', name: 'Team', description: 'Can they build it?', weight: 2 },
    { id: 'market', name: 'Market', description: 'Is it big enough?', weight: 1 },
  ],
};

const FIELDS = {
  teamName: 'Soil Sense',
  stage: 'Prototype',
  description: 'Soil sensors for small farms.',
  teamSize: 3,
  website: 'https://soilsense.example.com',
  phone: '+91 90000 11111',
};
const ANSWERS = { problem: 'Farmers over-water.', customers: 12, sector: 'AgriTech' };

const inject = (
  as: SignedIn | null,
  method: string,
  url: string,
  payload?: unknown,
  app: FastifyInstance = t.app,
) =>
  app.inject({
    method: method as 'GET',
    url,
    headers: as?.headers ?? {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

async function newCall(overrides: Partial<CallInput> = {}): Promise<Call> {
  const response = await inject(admin, 'POST', '/api/calls', { ...CALL, ...overrides });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Call;
}

let counter = 0;
const applicant = () =>
  signIn(t.app, `founder${++counter}@startup${counter}.example.com`, `Founder ${counter}`);

describe('calls (admin)', () => {
  it('opens a call with questions and a rubric, stores times in UTC, logs it', async () => {
    const call = await newCall({
      opensAt: '2026-01-01T10:00:00+05:30',
      closesAt: '2099-01-15T23:59:00+05:30',
      reviewDeadline: null,
    });
    expect(call).toMatchObject({
      program: 'incubation',
      programTitle: expect.any(String),
      title: CALL.title,
      opensAt: '2026-01-01T04:30:00.000Z',
      closesAt: '2099-01-15T18:29:00.000Z',
      blind: false,
      drafts: 0,
      submitted: 0,
    });
    expect(call.questions.map((q) => q.id)).toEqual(['problem', 'pitch', 'customers', 'sector', 'deck']);
    expect(call.rubric).toHaveLength(2);
    const listed = (await inject(admin, 'GET', '/api/calls')).json() as { items: Call[] };
    expect(listed.items.map((c) => c.id)).toContain(call.id);
    const audit = await t.app.db
      .selectFrom('audit_log')
      .select('summary')
      .where('action', '=', 'call.create')
      .where('subject_id', '=', String(call.id))
      .executeTakeFirst();
    expect(audit?.summary).toContain(CALL.title);
  });

  it('refuses bad definitions field by field and stores nothing', async () => {
    const before = await rowCounts(t.app);
    const bad: [Partial<CallInput>, string, string][] = [
      [{ program: 'nonexistent' }, 'program', C.programNotFound],
      [{ closesAt: at(-2 * HOUR) }, 'closesAt', C.closesBeforeOpens],
      [{ reviewDeadline: at(HOUR) }, 'reviewDeadline', C.reviewBeforeClose],
      [{ opensAt: 'tomorrow' }, 'opensAt', C.timeInvalid],
      [{ rubric: [] }, 'rubric', C.criteriaNeeded],
      [{ rubric: [{ id: 'a', name: 'A', description: '', weight: 0 }] }, 'rubric.0.weight', C.weightInvalid],
      [
        { questions: [{ id: 'x', type: 'single_choice', label: 'X', required: true, options: ['only'] }] },
        'questions.0.options',
        C.optionsNeeded,
      ],
      [
        { questions: [{ id: 'x', type: 'short_text', label: 'X', required: true, options: ['a', 'b'] }] },
        'questions.0.options',
        C.optionsOnlyForChoice,
      ],
      [
        {
          questions: [
            { id: 'x', type: 'short_text', label: 'X', required: true },
            { id: 'x', type: 'long_text', label: 'Y', required: true },
          ],
        },
        'questions',
        C.questionIdRepeated,
      ],
      [
        { questions: [{ id: 'Bad Id', type: 'url', label: 'X', required: true }] },
        'questions.0.id',
        C.questionIdInvalid,
      ],
    ];
    for (const [override, field, message] of bad) {
      const response = await inject(admin, 'POST', '/api/calls', { ...CALL, ...override });
      expect(response.statusCode, `${field}: ${response.body}`).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect((response.json() as { fieldErrors: Record<string, string> }).fieldErrors[field], field).toBe(
        message,
      );
    }
    expect(changedCounts(before, await rowCounts(t.app))).toEqual({});
  });

  it('edits a call; questions and rubric are fixed once someone has applied', async () => {
    const call = await newCall();
    const renamed = await inject(admin, 'PATCH', `/api/calls/${call.id}`, { title: 'Renamed', blind: true });
    expect(renamed.json()).toMatchObject({ title: 'Renamed', blind: true });
    const late = await inject(admin, 'PATCH', `/api/calls/${call.id}`, { closesAt: at(-2 * HOUR) });
    expect(late.statusCode).toBe(400);
    expect(late.json().fieldErrors).toEqual({ closesAt: C.closesBeforeOpens });

    const founder = await applicant();
    expect((await inject(founder, 'POST', `/api/calls/${call.id}/applications`, {})).statusCode).toBe(201);
    const locked = await inject(admin, 'PATCH', `/api/calls/${call.id}`, { questions: [] });
    expect(locked.statusCode).toBe(409);
    expect(locked.json().message).toBe(C.questionsLocked);
    expect((await inject(admin, 'PATCH', '/api/calls/987654', { title: 'x' })).statusCode).toBe(404);
  });

  it('shows open calls to anyone, without the rubric, and hides ones not open yet or closed', async () => {
    const open = await newCall({ title: 'Open now' });
    const later = await newCall({
      title: 'Opens later',
      opensAt: at(HOUR),
      closesAt: at(2 * HOUR),
      reviewDeadline: null,
    });
    const response = await inject(null, 'GET', '/api/calls/open');
    expect(response.statusCode).toBe(200);
    const items = (response.json() as { items: Record<string, unknown>[] }).items;
    expect(items.map((item) => item.id)).toContain(open.id);
    expect(items.map((item) => item.id)).not.toContain(later.id);
    for (const item of items) {
      expect(item).not.toHaveProperty('rubric');
      expect(item).not.toHaveProperty('submitted');
    }
  });
});

describe('applying to a call', () => {
  let call: Call;
  beforeAll(async () => {
    call = await newCall();
  });

  it('saves a draft, edits it, submits before the deadline, and then nothing changes', async () => {
    const founder = await applicant();
    const started = await inject(founder, 'POST', `/api/calls/${call.id}/applications`, {
      teamName: 'Soil Sense',
      answers: { problem: 'Half an answer' },
    });
    expect(started.statusCode, started.body).toBe(201);
    const draft = started.json() as CallApplication;
    expect(draft).toMatchObject({
      status: 'draft',
      teamName: 'Soil Sense',
      answers: { problem: 'Half an answer' },
    });

    const edited = await inject(founder, 'PATCH', `/api/call-applications/${draft.id}`, {
      ...FIELDS,
      answers: { ...ANSWERS, pitch: '' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ status: 'draft', answers: ANSWERS, teamSize: 3 });

    const submitted = await inject(founder, 'PATCH', `/api/call-applications/${draft.id}`, { submit: true });
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json()).toMatchObject({ status: 'submitted', submittedAt: expect.any(String) });

    const mine = (await inject(founder, 'GET', '/api/my/call-applications')).json() as {
      items: CallApplication[];
    };
    expect(mine.items).toEqual([
      expect.objectContaining({ id: draft.id, status: 'submitted', callTitle: call.title }),
    ]);

    const before = await rowCounts(t.app);
    for (const payload of [{ teamName: 'Changed' }, { submit: true }]) {
      const after = await inject(founder, 'PATCH', `/api/call-applications/${draft.id}`, payload);
      expect(after.statusCode).toBe(409);
      expect(after.json().message).toBe(C.alreadySubmitted);
    }
    expect(changedCounts(before, await rowCounts(t.app))).toEqual({});

    await t.app.mail.deliverDue();
    const mail = await mailbox(founder.email);
    expect(mail.subject).toBe(`Application received: ${call.title}`);
    expect(mail.text).toContain('IST');
  });

  it('checks answers against each question’s definition, in drafts too, and stores nothing when one is bad', async () => {
    const founder = await applicant();
    const draft = (
      await inject(founder, 'POST', `/api/calls/${call.id}/applications`, FIELDS)
    ).json() as CallApplication;
    const before = await rowCounts(t.app);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ customers: -1 }, 'answers.customers', C.answerMin(0)],
      [{ customers: 'many' }, 'answers.customers', C.answerNumber],
      [{ sector: 'SpaceTech' }, 'answers.sector', C.answerChoice],
      [{ deck: 'javascript:alert(1)' }, 'answers.deck', C.answerUrl],
      [{ pitch: 'x'.repeat(201) }, 'answers.pitch', C.answerTooLong(200)],
      [{ unknown: 'x' }, 'answers.unknown', 'Unknown field "unknown"'],
    ];
    for (const [answers, field, message] of cases) {
      const response = await inject(founder, 'PATCH', `/api/call-applications/${draft.id}`, {
        teamName: 'Must not be stored',
        answers,
      });
      expect(response.statusCode, field).toBe(400);
      expect(response.json().fieldErrors[field], field).toBe(message);
    }
    const missing = await inject(founder, 'PATCH', `/api/call-applications/${draft.id}`, {
      answers: { problem: 'Only this' },
      submit: true,
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fieldErrors).toMatchObject({
      'answers.customers': C.answerRequired,
      'answers.sector': C.answerRequired,
    });
    expect(changedCounts(before, await rowCounts(t.app))).toEqual({});
    const mine = (await inject(founder, 'GET', '/api/my/call-applications')).json() as {
      items: CallApplication[];
    };
    expect(mine.items[0]).toMatchObject({ teamName: FIELDS.teamName, status: 'draft', answers: {} });
  });

  it('stores a website and link answers typed without https:// with it (docs/product.md#web-addresses)', async () => {
    const founder = await applicant();
    const draft = (
      await inject(founder, 'POST', `/api/calls/${call.id}/applications`, {
        ...FIELDS,
        website: 'soilsense.example.com',
        answers: { deck: 'www.example.com/deck.pdf' },
      })
    ).json() as CallApplication;
    expect(draft).toMatchObject({
      website: 'https://soilsense.example.com',
      answers: { deck: 'https://www.example.com/deck.pdf' },
    });
  });

  it('needs the programme fields to submit', async () => {
    const founder = await applicant();
    const draft = (
      await inject(founder, 'POST', `/api/calls/${call.id}/applications`, {
        answers: ANSWERS,
      })
    ).json() as CallApplication;
    const response = await inject(founder, 'PATCH', `/api/call-applications/${draft.id}`, { submit: true });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fieldErrors)).toEqual(
      expect.arrayContaining(['teamName', 'stage', 'description', 'teamSize', 'phone']),
    );
  });

  it('keeps one application per person and call, also for simultaneous requests on two instances', async () => {
    const founder = await applicant();
    const second = await buildApp(testConfig(t.database.settings, { adminEmails: [ADMIN] }), {
      logger: false,
    });
    try {
      await second.ready();
      const answers = await Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          inject(founder, 'POST', `/api/calls/${call.id}/applications`, FIELDS, i % 2 ? second : t.app),
        ),
      );
      expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409]);
      expect(answers.find((a) => a.statusCode === 409)!.json().message).toBe(C.alreadyApplied);

      const id = (answers.find((a) => a.statusCode === 201)!.json() as CallApplication).id;
      await inject(founder, 'PATCH', `/api/call-applications/${id}`, { answers: ANSWERS });
      const mails = await t.app.db
        .selectFrom('mail_outbox')
        .select('id')
        .where('to_address', '=', founder.email)
        .execute();
      const submits = await Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          inject(founder, 'PATCH', `/api/call-applications/${id}`, { submit: true }, i % 2 ? second : t.app),
        ),
      );
      expect(submits.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409]);
      const after = await t.app.db
        .selectFrom('mail_outbox')
        .select('id')
        .where('to_address', '=', founder.email)
        .execute();
      expect(after.length - mails.length).toBe(1);
    } finally {
      await second.close();
    }
  });

  it('refuses applying before a call opens and any change after it closes', async () => {
    const founder = await applicant();
    const soon = await newCall({ opensAt: at(HOUR), closesAt: at(2 * HOUR), reviewDeadline: null });
    const early = await inject(founder, 'POST', `/api/calls/${soon.id}/applications`, FIELDS);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(C.notOpenYet);

    const closing = await newCall({ reviewDeadline: null });
    const draft = (
      await inject(founder, 'POST', `/api/calls/${closing.id}/applications`, FIELDS)
    ).json() as CallApplication;
    // The deadline passes: the admin moves it into the past (as time would).
    await t.app.db
      .updateTable('calls')
      .set({ closes_at: at(-1000) })
      .where('id', '=', closing.id)
      .execute();
    const other = await applicant();
    const before = await rowCounts(t.app);
    for (const payload of [{ teamName: 'Late' }, { answers: ANSWERS, submit: true }]) {
      const late = await inject(founder, 'PATCH', `/api/call-applications/${draft.id}`, payload);
      expect(late.statusCode).toBe(409);
      expect(late.json().message).toBe(C.closed);
    }
    expect(
      (await inject(other, 'POST', `/api/calls/${closing.id}/applications`, FIELDS)).json().message,
    ).toBe(C.closed);
    expect(changedCounts(before, await rowCounts(t.app))).toEqual({});
    expect((await inject(null, 'GET', '/api/calls/open')).json().items.map((c: Call) => c.id)).not.toContain(
      closing.id,
    );
  });

  it('lets nobody read or change another person’s application', async () => {
    const owner = await applicant();
    const other = await applicant();
    const draft = (
      await inject(owner, 'POST', `/api/calls/${call.id}/applications`, FIELDS)
    ).json() as CallApplication;
    const before = await rowCounts(t.app);
    const response = await inject(other, 'PATCH', `/api/call-applications/${draft.id}`, {
      teamName: 'Hijacked',
    });
    expect(response.statusCode).toBe(404);
    expect((await inject(other, 'GET', '/api/my/call-applications')).json().items).toEqual([]);
    expect(changedCounts(before, await rowCounts(t.app))).toEqual({});
    expect((await inject(null, 'POST', `/api/calls/${call.id}/applications`, FIELDS)).statusCode).toBe(401);
    expect((await inject(owner, 'POST', '/api/calls', CALL)).statusCode).toBe(403);
  });
});
