import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CohortPage, MyCohorts, Portfolio, StartupProfile } from '#common/startups';
import { pngBytes } from '#server/features/content/content-test-support';
import { multipart, pngImage, VALID_FIELDS } from '#server/features/events/test-helpers';
import { signIn, type SignedIn } from '#server/test-support/sign-in';
import {
  mailboxReader,
  startSmtpTestServer,
  type SmtpTestServer,
} from '#server/test-support/smtp-test-server';
import { createTestApp, type TestApp } from '#server/test-support/test-app';

const ADMIN = 'cohort-admin@iic.example.edu';
let sink: SmtpTestServer;
let nextMailFor: ReturnType<typeof mailboxReader>;
let t: TestApp;
let admin: SignedIn;
let founder: SignedIn;
let outsider: SignedIn;
let callId = 0;
const NOW = new Date().toISOString();

const call = (as: SignedIn | null, method: string, url: string, payload?: unknown) =>
  t.app.inject({
    method: method as InjectOptions['method'],
    url,
    headers: as?.headers ?? {},
    ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
  });

/** A multipart form as the profile forms send it; `logo` becomes the `photo` part. */
async function sendForm(as: SignedIn, method: 'POST' | 'PUT', url: string, fields: object, logo?: Buffer) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, String(value));
  if (logo) data.append('photo', new Blob([new Uint8Array(logo)]), 'logo.png');
  const request = new Request('http://x', { method: 'POST', body: data });
  return t.app.inject({
    method,
    url,
    headers: { ...as.headers, 'content-type': request.headers.get('content-type')! },
    payload: Buffer.from(await request.arrayBuffer()),
  });
}

const profile = {
  name: 'Krishi Sense',
  pitch: 'Soil sensors that tell small farmers when to water.',
  sector: 'Agriculture',
  stage: 'Prototype',
  website: 'https://krishi.example.com',
  foundedYear: '2025',
  published: 'false',
};

async function applicationFor(user: SignedIn, team: string, decision: 'accepted' | 'declined') {
  await t.app.db
    .insertInto('call_applications')
    .values({
      call_id: callId,
      user_id: user.id,
      status: 'submitted',
      team_name: team,
      stage: 'Prototype',
      description: `${team} builds things.\nMore detail.`,
      team_size: 2,
      website: 'https://team.example.com',
      phone: '+91 90000 00000',
      answers_json: '{}',
      created_at: NOW,
      updated_at: NOW,
      submitted_at: NOW,
      decision,
      decision_message: '',
      decided_at: NOW,
      decided_by: ADMIN,
    })
    .execute();
}

beforeAll(async () => {
  sink = await startSmtpTestServer();
  nextMailFor = mailboxReader(sink);
  t = await createTestApp({ smtpUrl: sink.url, adminEmails: [ADMIN], mailWorker: true });
  await t.app.db
    .insertInto('programs')
    .values({
      slug: 'incubation',
      title: 'Incubation Program',
      duration: '',
      summary: '',
      features_json: '[]',
      position: 0,
    })
    .execute();
  const inserted = await t.app.db
    .insertInto('calls')
    .values({
      program_slug: 'incubation',
      title: 'Spring call',
      opens_at: '2030-01-01T00:00:00.000Z',
      closes_at: '2030-02-01T00:00:00.000Z',
      review_deadline: null,
      questions_json: '[]',
      rubric_json: '[]',
      blind: 0,
      created_by: ADMIN,
      created_at: NOW,
      updated_at: NOW,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  callId = inserted.id;
  admin = await signIn(t.app, ADMIN);
  founder = await signIn(t.app, 'asha@krishi.example.com', 'Asha Founder');
  outsider = await signIn(t.app, 'olga@elsewhere.example.com', 'Olga Outsider');
  await applicationFor(founder, 'Krishi Sense', 'accepted');
  await applicationFor(outsider, 'Declined Co', 'declined');
});
afterAll(async () => {
  await t?.close();
  await sink?.close();
});

describe('cohorts, startup profiles and the portfolio', () => {
  let cohortId = 0;
  let startupId = 0;

  it('forms a cohort from a call: each accepted application becomes an unpublished startup', async () => {
    const formed = await call(admin, 'POST', '/api/admin/cohorts', {
      name: 'Spring 2030',
      program: 'incubation',
      callId,
      startsOn: '2030-03-01',
      endsOn: '2030-08-31',
    });
    expect(formed.statusCode, formed.body).toBe(201);
    expect(formed.json()).toMatchObject({ startupsAdded: 1 });
    cohortId = formed.json<{ id: number }>().id;

    // Forming again adds nobody twice.
    const again = await call(admin, 'POST', '/api/admin/cohorts', {
      name: 'Spring 2030 bis',
      program: 'incubation',
      callId,
      startsOn: '2030-03-01',
      endsOn: '2030-08-31',
    });
    expect(again.json()).toMatchObject({ startupsAdded: 0 });

    const mine = (await call(founder, 'GET', '/api/my/cohorts')).json<MyCohorts>();
    expect(mine.items).toEqual([
      expect.objectContaining({ id: cohortId, startupName: 'Krishi Sense', role: 'founder' }),
    ]);
    startupId = mine.items[0]!.startupId;
    expect((await call(outsider, 'GET', '/api/my/cohorts')).json<MyCohorts>().items).toEqual([]);

    // Not published: nobody outside sees it.
    expect((await call(null, 'GET', '/api/startups')).json<Portfolio>().items).toEqual([]);
    expect((await call(null, 'GET', '/api/startups/krishi-sense')).statusCode).toBe(404);
    expect((await call(outsider, 'GET', `/api/my/startups/${startupId}`)).statusCode).toBe(404);
    expect((await call(outsider, 'GET', `/api/cohorts/${cohortId}`)).statusCode).toBe(404);
  });

  it('refuses bad cohort input with a clear 400 and stores nothing', async () => {
    const before = (await call(admin, 'GET', '/api/admin/cohorts')).json<{ items: unknown[] }>().items.length;
    for (const [body, field] of [
      [{ name: '', program: 'incubation', startsOn: '2030-01-01', endsOn: '2030-02-01' }, 'name'],
      [{ name: 'X', program: 'incubation', startsOn: '2030-03-01', endsOn: '2030-02-01' }, 'endsOn'],
      [{ name: 'X', program: 'nope', startsOn: '2030-01-01', endsOn: '2030-02-01' }, 'program'],
      [{ name: 'X', program: 'incubation', startsOn: 'soon', endsOn: '2030-02-01' }, 'startsOn'],
    ] as const) {
      const response = await call(admin, 'POST', '/api/admin/cohorts', body);
      expect(response.statusCode, response.body).toBe(400);
      expect(Object.keys(response.json<{ fieldErrors: object }>().fieldErrors)).toContain(field);
    }
    const missingCall = await call(admin, 'POST', '/api/admin/cohorts', {
      name: 'X',
      program: 'incubation',
      callId: 999_999,
      startsOn: '2030-01-01',
      endsOn: '2030-02-01',
    });
    expect(missingCall.statusCode).toBe(404);
    expect((await call(admin, 'GET', '/api/admin/cohorts')).json<{ items: unknown[] }>().items).toHaveLength(
      before,
    );
  });

  it('lets the founder edit and publish the profile with a logo, and only the founder', async () => {
    const bad = await sendForm(founder, 'PUT', `/api/my/startups/${startupId}`, {
      ...profile,
      website: 'javascript:alert(1)',
      foundedYear: '1800',
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json<{ fieldErrors: object }>().fieldErrors).sort()).toEqual([
      'foundedYear',
      'website',
    ]);
    const byOutsider = await sendForm(outsider, 'PUT', `/api/my/startups/${startupId}`, profile);
    expect(byOutsider.statusCode).toBe(404);

    const saved = await sendForm(
      founder,
      'PUT',
      `/api/my/startups/${startupId}`,
      { ...profile, published: 'true' },
      await pngBytes(),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const own = (await call(founder, 'GET', `/api/my/startups/${startupId}`)).json<StartupProfile>();
    expect(own).toMatchObject({
      name: 'Krishi Sense',
      published: true,
      canEdit: true,
      cohort: 'Spring 2030',
    });
    expect(own.logo?.src).toMatch(/^\/media\//);
    expect(own.team).toEqual([
      expect.objectContaining({ name: 'Asha Founder', role: 'founder', pending: false }),
    ]);

    const portfolio = (await call(null, 'GET', '/api/startups')).json<Portfolio>();
    expect(portfolio.items.map((item) => item.slug)).toEqual(['krishi-sense']);
    expect(portfolio.filters).toEqual({
      sectors: ['Agriculture'],
      stages: ['Prototype'],
      cohorts: ['Spring 2030'],
    });
    const detail = await call(null, 'GET', '/api/startups/krishi-sense');
    expect(detail.json()).toMatchObject({ pitch: profile.pitch, status: 'active', cohort: 'Spring 2030' });
    expect(detail.body).not.toContain('asha@');
    const sitemap = await call(null, 'GET', '/sitemap.xml');
    expect(sitemap.body).toContain('/startups/krishi-sense</loc>');
  });

  it('invites a team member by email with a code; the code joins them once', async () => {
    const invited = await call(founder, 'POST', `/api/my/startups/${startupId}/invitations`, {
      email: 'Ravi@Krishi.example.com',
    });
    expect(invited.statusCode, invited.body).toBe(201);
    const mail = await nextMailFor('ravi@krishi.example.com');
    const code = /\b([A-HJ-NP-Z2-9]{8})\b/.exec(mail.text ?? '')?.[1];
    expect(code, mail.text).toBeDefined();
    expect(mail.subject).toContain('Krishi Sense');

    const twice = await call(founder, 'POST', `/api/my/startups/${startupId}/invitations`, {
      email: 'ravi@krishi.example.com',
    });
    expect(twice.statusCode).toBe(409);
    const byOutsider = await call(outsider, 'POST', `/api/my/startups/${startupId}/invitations`, {
      email: 'x@example.com',
    });
    expect(byOutsider.statusCode).toBe(404);

    // Another address cannot use the code.
    expect((await call(outsider, 'POST', '/api/my/cohorts/join', { code })).statusCode).toBe(400);
    const ravi = await signIn(t.app, 'ravi@krishi.example.com', 'Ravi Member');
    expect((await call(ravi, 'GET', '/api/my/cohorts')).json<MyCohorts>().invitations).toHaveLength(1);
    expect((await call(ravi, 'POST', '/api/my/cohorts/join', { code: 'WRONGCOD' })).statusCode).toBe(400);
    const joined = await call(ravi, 'POST', '/api/my/cohorts/join', { code: code!.toLowerCase() });
    expect(joined.statusCode, joined.body).toBe(200);
    expect(joined.json()).toMatchObject({ cohortId });
    expect((await call(ravi, 'POST', '/api/my/cohorts/join', { code })).statusCode).toBe(400);

    // A member sees the cohort and the profile but may not edit it.
    const page = (await call(ravi, 'GET', `/api/cohorts/${cohortId}`)).json<CohortPage>();
    expect(page.startups[0]!.team.map((member) => member.name)).toEqual(['Asha Founder', 'Ravi Member']);
    expect((await call(ravi, 'GET', `/api/my/startups/${startupId}`)).json()).toMatchObject({
      canEdit: false,
    });
    expect((await sendForm(ravi, 'PUT', `/api/my/startups/${startupId}`, profile)).statusCode).toBe(403);
  });

  it('mails an announcement to every member of the cohort and shows it on the cohort page', async () => {
    const posted = await call(admin, 'POST', `/api/admin/cohorts/${cohortId}/announcements`, {
      title: 'Demo day moves to Friday',
      body: 'Demo day is now on Friday.\n\nSame room.',
    });
    expect(posted.statusCode, posted.body).toBe(201);
    expect(posted.json()).toEqual({ message: 'Announcement posted and mailed to 2 members.' });
    for (const address of ['asha@krishi.example.com', 'ravi@krishi.example.com']) {
      const mail = await nextMailFor(address);
      expect(mail.subject).toBe('Spring 2030: Demo day moves to Friday');
    }
    const page = (await call(founder, 'GET', `/api/cohorts/${cohortId}`)).json<CohortPage>();
    expect(page.announcements).toEqual([expect.objectContaining({ title: 'Demo day moves to Friday' })]);
    expect(page.myStartupId).toBe(startupId);
    expect(
      (await call(founder, 'POST', `/api/admin/cohorts/${cohortId}/announcements`, { title: 'x', body: 'y' }))
        .statusCode,
    ).toBe(403);
  });

  it('shows the programme’s schedule on the cohort page: the site’s events from its first to its last day', async () => {
    const png = await pngImage(32, 24);
    const dates: [string, string][] = [
      ['Before the cohort', '2030-02-28'],
      ['First day workshop', '2030-03-01'],
      ['Last day demo', '2030-08-31'],
      ['After the cohort', '2030-09-01'],
    ];
    for (const [name, day] of dates) {
      const form = await multipart({ ...VALID_FIELDS, name, start_date: day, end_date: day }, { bytes: png });
      const made = await t.app.inject({
        method: 'POST',
        url: '/api/events',
        headers: { ...admin.headers, ...form.headers },
        payload: form.payload,
      });
      expect(made.statusCode, made.body).toBe(201);
    }
    const page = (await call(founder, 'GET', `/api/cohorts/${cohortId}`)).json<CohortPage>();
    expect(page.schedule.map((event) => [event.name, event.startDate.slice(0, 10)])).toEqual([
      ['First day workshop', '2030-03-01'],
      ['Last day demo', '2030-08-31'],
    ]);
    expect(page.schedule[0]).toMatchObject({ location: VALID_FIELDS.location });
    expect((await call(outsider, 'GET', `/api/cohorts/${cohortId}`)).statusCode).toBe(404);
  });

  it('lets the admin enter an alumnus with a cohort label, shows its confirmed outcomes, and filters by them', async () => {
    const alumnus = {
      ...profile,
      name: 'Old Mill Robotics',
      slug: 'old-mill-robotics',
      sector: 'Deep tech and hardware',
      stage: 'Growth',
      status: 'acquired',
      cohortId: '',
      cohortLabel: 'Batch 2019',
      published: 'true',
    };
    const created = await sendForm(admin, 'POST', '/api/admin/startups', alumnus);
    expect(created.statusCode, created.body).toBe(201);
    const clash = await sendForm(admin, 'POST', '/api/admin/startups', alumnus);
    expect(clash.statusCode).toBe(409);
    const alumnusId = created.json<{ id: number }>().id;
    const inBatch = async () =>
      (await call(null, 'GET', '/api/startups?cohort=Batch%202019')).json<Portfolio>();
    // docs/product.md#impact-reports: jobs and funds raised are the confirmed impact facts, nothing else.
    expect((await inBatch()).items).toEqual([
      expect.objectContaining({ name: 'Old Mill Robotics', fundingRaised: null, jobs: null }),
    ]);
    const json = { ...admin.headers, 'content-type': 'application/json' };
    const facts = await t.app.inject({
      method: 'PUT',
      url: `/api/my/startups/${alumnusId}/impact`,
      headers: json,
      payload: JSON.stringify({
        incorporatedOn: null,
        dpiitNumber: '',
        dpiitRecognisedOn: null,
        jobsCreated: 38,
        revenueBand: 'crore_1_to_10',
        ipFiled: 0,
        ipGranted: 0,
      }),
    });
    expect(facts.statusCode, facts.body).toBe(200);
    for (const [source, amountPaise] of [
      ['equity', 4_00_00_000_00],
      ['grant', 50_00_000_50],
    ] as const) {
      const round = await t.app.inject({
        method: 'POST',
        url: `/api/my/startups/${alumnusId}/fundings`,
        headers: json,
        payload: JSON.stringify({ source, amountPaise, receivedOn: '2020-03-01', investor: 'Mill Ventures' }),
      });
      expect(round.statusCode, round.body).toBe(201);
    }

    const filtered = await inBatch();
    expect(filtered.items).toEqual([
      expect.objectContaining({
        name: 'Old Mill Robotics',
        status: 'acquired',
        fundingRaised: 4_50_00_000,
        jobs: 38,
      }),
    ]);
    expect(filtered.filters.cohorts).toEqual(['Batch 2019', 'Spring 2030']);
    expect((await call(null, 'GET', '/api/startups?sector=Health')).json<Portfolio>().items).toEqual([]);
    expect((await call(founder, 'GET', '/api/admin/startups')).statusCode).toBe(403);
    const all = (await call(admin, 'GET', '/api/admin/startups')).json<{ items: StartupProfile[] }>().items;
    expect(all.map((item) => item.name)).toEqual(['Krishi Sense', 'Old Mill Robotics']);
  });
});
