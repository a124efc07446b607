import { beforeAll, describe, expect, it } from 'vitest';
import { APPLICATION_MESSAGES as A } from '#common/program-applications';
import { signIn } from '#server/test-support/sign-in';
import { useMailTestApp } from '#server/test-support/mail-test-app';

const ADMIN = 'director@iic.example.edu';
const INBOX = 'centre.inbox@iic.example.edu';
const env = useMailTestApp({ adminEmails: [ADMIN], centreInbox: INBOX });

let counter = 0;
async function newUser(email = `founder${++counter}@startup.example.com`, fullName = '') {
  const user = await signIn(env.t.app, email, fullName);
  return { ...user, auth: user.headers };
}

let admin: Awaited<ReturnType<typeof newUser>>;
beforeAll(async () => {
  // The programmes the demo content seeds (src/server/db/seed/demo-content.ts).
  await env.t.app.db
    .insertInto('programs')
    .values(
      [
        ['incubation', 'Incubation Program'],
        ['acceleration', 'Acceleration Program'],
        ['mentorship', 'Mentorship Program'],
      ].map(([slug, title], position) => ({
        slug: slug!,
        title: title!,
        duration: '',
        summary: '',
        features_json: '[]',
        position,
      })),
    )
    .execute();
  admin = await newUser(ADMIN);
});

const VALID = {
  program: 'incubation',
  teamName: 'Kisan Drones',
  stage: 'Prototype',
  description: 'Precision-spraying drones for small farms; a working prototype tested on 3 farms.',
  teamSize: 3,
  website: 'https://kisandrones.example.com',
  phone: '+91 98765 43210',
};

type Auth = Record<string, string>;
const apply = (auth: Auth, payload: object) =>
  env.t.app.inject({ method: 'POST', url: '/api/program-applications', headers: auth, payload });
const mine = (auth: Auth) =>
  env.t.app.inject({ method: 'GET', url: '/api/my/program-applications', headers: auth });
const list = (auth: Auth, query = '') =>
  env.t.app.inject({ method: 'GET', url: `/api/program-applications${query}`, headers: auth });
const decide = (auth: Auth, id: number | string, status: string) =>
  env.t.app.inject({
    method: 'PATCH',
    url: `/api/program-applications/${id}`,
    headers: auth,
    payload: { status },
  });

describe('POST /api/program-applications', () => {
  it('needs a signed-in user', async () => {
    expect((await apply({}, VALID)).statusCode).toBe(401);
    expect((await mine({})).statusCode).toBe(401);
  });

  it.each([
    ['teamName', { teamName: ' ' }, A.teamNameRequired],
    ['stage', { stage: 'Unicorn' }, A.stageRequired],
    ['stage', { stage: undefined }, A.stageRequired],
    ['description', { description: '' }, A.descriptionRequired],
    ['teamSize', { teamSize: 0 }, A.teamSize],
    ['teamSize', { teamSize: 101 }, A.teamSize],
    ['teamSize', { teamSize: 2.5 }, A.teamSize],
    ['teamSize', { teamSize: 'three' }, A.teamSize],
    ['website', { website: 'kisan drones' }, 'Please enter a valid URL (starting with http:// or https://)'],
    ['phone', { phone: '' }, A.phoneRequired],
    ['phone', { phone: 'call me' }, A.phoneInvalid],
    ['program', { program: '' }, A.programRequired],
  ])('refuses a bad %s: %j', async (field, change, message) => {
    const user = await newUser();
    const response = await apply(user.auth, { ...VALID, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors[field]).toBe(message);
    expect((await mine(user.auth)).json().items).toEqual([]);
  });

  it('accepts team sizes 1 and 100 and no website', async () => {
    const one = await newUser();
    expect((await apply(one.auth, { ...VALID, teamSize: 1, website: '' })).statusCode).toBe(201);
    const hundred = await newUser();
    const { website: _website, ...withoutWebsite } = VALID;
    expect((await apply(hundred.auth, { ...withoutWebsite, teamSize: 100 })).statusCode).toBe(201);
  });

  it('refuses an unknown programme with 404 and a field the server sets', async () => {
    const user = await newUser();
    const response = await apply(user.auth, { ...VALID, program: 'space-program' });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(A.programNotFound);
    const withStatus = await apply(user.auth, { ...VALID, status: 'accepted' });
    expect(withStatus.statusCode).toBe(400);
    expect(withStatus.json().fieldErrors.status).toBe('Unknown field "status"');
  });

  it('stores a pending application, tells the centre, and shows it to the applicant', async () => {
    const user = await newUser();
    const response = await apply(user.auth, VALID);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      message: A.submitted('Incubation Program'),
      application: { program: 'incubation', programTitle: 'Incubation Program', status: 'pending' },
    });
    expect((await mine(user.auth)).json().items).toEqual([
      expect.objectContaining({ program: 'incubation', teamName: VALID.teamName, status: 'pending' }),
    ]);
    const row = await env.t.app.db
      .selectFrom('program_applications')
      .selectAll()
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      program_slug: 'incubation',
      team_name: VALID.teamName,
      status: 'pending',
      team_size: 3,
    });
    await env.t.app.mail.deliverDue();
    const mail = await env.sink.waitFor(
      (candidate) => candidate.envelopeTo.includes(INBOX) && (candidate.text ?? '').includes(user.email),
    );
    expect(mail.subject).toContain('Incubation Program');
  });

  it('allows one pending application per programme and user', async () => {
    const user = await newUser();
    expect((await apply(user.auth, VALID)).statusCode).toBe(201);
    const again = await apply(user.auth, { ...VALID, teamName: 'Renamed' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(A.alreadyPending('Incubation Program'));
    expect((await apply(user.auth, { ...VALID, program: 'acceleration' })).statusCode).toBe(201);
    const other = await newUser();
    expect((await apply(other.auth, VALID)).statusCode).toBe(201);

    const both = await Promise.all([
      apply(user.auth, { ...VALID, program: 'mentorship' }),
      apply(user.auth, { ...VALID, program: 'mentorship' }),
    ]);
    expect(both.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);

    // After a decision the programme is open to a new application.
    const id = (await mine(user.auth))
      .json()
      .items.find((item: { program: string }) => item.program === 'incubation').id;
    expect((await decide(admin.auth, id, 'declined')).statusCode).toBe(200);
    expect((await apply(user.auth, VALID)).statusCode).toBe(201);
  });
});

describe('review by the admin', () => {
  it('only admins list and decide', async () => {
    const user = await newUser();
    expect((await list({})).statusCode).toBe(401);
    expect((await list(user.auth)).statusCode).toBe(403);
    expect((await decide({}, 1, 'accepted')).statusCode).toBe(401);
    expect((await decide(user.auth, 1, 'accepted')).statusCode).toBe(403);
  });

  it('lists newest first with applicant and programme, filtered by programme and status', async () => {
    const a = await newUser(undefined, 'Asha Verma');
    const b = await newUser();
    await apply(a.auth, { ...VALID, program: 'mentorship', teamName: 'First team' });
    await apply(b.auth, { ...VALID, program: 'mentorship', teamName: 'Second team' });
    const items = (await list(admin.auth, '?program=mentorship')).json().items as {
      teamName: string;
      program: string;
      applicantEmail: string;
      applicantName: string;
      createdAt: string;
    }[];
    expect(items.every((item) => item.program === 'mentorship')).toBe(true);
    const names = items.map((item) => item.teamName);
    expect(names.indexOf('Second team')).toBeLessThan(names.indexOf('First team'));
    expect(items.find((item) => item.teamName === 'First team')).toMatchObject({
      applicantEmail: a.email,
      applicantName: 'Asha Verma',
      programTitle: 'Mentorship Program',
      stage: 'Prototype',
      teamSize: 3,
      phone: VALID.phone,
    });
    const times = items.map((item) => item.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    const pendingIncubation = (await list(admin.auth, '?program=incubation&status=pending')).json().items as {
      program: string;
      status: string;
    }[];
    expect(pendingIncubation.length).toBeGreaterThan(0);
    expect(
      pendingIncubation.every((item) => item.program === 'incubation' && item.status === 'pending'),
    ).toBe(true);
    expect((await list(admin.auth, '?status=approved')).statusCode).toBe(400);
  });

  it('accepts a pending application: applicant mailed, audit application.accept, then 409', async () => {
    const user = await newUser();
    await apply(user.auth, { ...VALID, program: 'acceleration', teamName: 'Accepted Co' });
    const id = (await mine(user.auth)).json().items[0].id as number;
    const response = await decide(admin.auth, id, 'accepted');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id, status: 'accepted', applicantEmail: user.email });
    expect((await mine(user.auth)).json().items[0].status).toBe('accepted');

    await env.t.app.mail.deliverDue();
    const mail = await env.nextMailFor(user.email);
    expect(mail.subject).toBe('Welcome to the Acceleration Program');
    expect(mail.text).toContain('Accepted Co');

    const again = await decide(admin.auth, id, 'declined');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(A.alreadyDecided);
    const audit = await env.t.app.db
      .selectFrom('audit_log')
      .select(['action', 'actor_email'])
      .where('subject_type', '=', 'program_application')
      .where('subject_id', '=', String(id))
      .execute();
    expect(audit).toEqual([{ action: 'application.accept', actor_email: ADMIN }]);
  });

  it('declines a pending application: applicant mailed, audit application.decline', async () => {
    const user = await newUser();
    await apply(user.auth, { ...VALID, teamName: 'Declined Co' });
    const id = (await mine(user.auth)).json().items[0].id as number;
    expect((await decide(admin.auth, id, 'declined')).statusCode).toBe(200);
    await env.t.app.mail.deliverDue();
    const mail = await env.nextMailFor(user.email);
    expect(mail.text).toContain('Declined Co');
    expect(mail.text).toContain('apply again');
    const audit = await env.t.app.db
      .selectFrom('audit_log')
      .select('action')
      .where('subject_type', '=', 'program_application')
      .where('subject_id', '=', String(id))
      .execute();
    expect(audit.map((row) => row.action)).toEqual(['application.decline']);
  });

  it('refuses other statuses and unknown ids', async () => {
    const user = await newUser();
    await apply(user.auth, VALID);
    const id = (await mine(user.auth)).json().items[0].id as number;
    const bad = await decide(admin.auth, id, 'approved');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors.status).toBe('Status must be accepted or declined');
    expect((await decide(admin.auth, 999_999, 'accepted')).statusCode).toBe(404);
    expect((await mine(user.auth)).json().items[0].status).toBe('pending');
  });
});
