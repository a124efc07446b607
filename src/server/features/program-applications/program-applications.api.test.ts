import { beforeAll, describe, expect, it } from 'vitest';
import { APPLICATION_MESSAGES as A } from '#common/program-applications';
import { signIn } from '#server/test-support/sign-in';
import { useMailTestApp } from '#server/test-support/mail-test-app';
import { insertApplication } from './repository';

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
/** Applications from before calls are no longer made through the API: they are rows the site keeps. */
const apply = async (user: { id: number }, change: Partial<typeof VALID> = {}) => {
  const { program, teamName, stage, description, teamSize, website, phone } = { ...VALID, ...change };
  return insertApplication(env.t.app.db, {
    user_id: user.id,
    program_slug: program,
    team_name: teamName,
    stage,
    description,
    team_size: teamSize,
    website,
    phone,
    created_at: new Date().toISOString(),
    decided_at: null,
    decided_by: null,
  });
};
const mine = (auth: Auth) => env.t.app.inject({ method: 'GET', url: '/api/my/submissions', headers: auth });
const list = (auth: Auth, query = '') =>
  env.t.app.inject({ method: 'GET', url: `/api/program-applications${query}`, headers: auth });
const decide = (auth: Auth, id: number | string, status: string) =>
  env.t.app.inject({
    method: 'PATCH',
    url: `/api/program-applications/${id}`,
    headers: auth,
    payload: { status },
  });

describe('applications from before calls', () => {
  it('are no longer made or listed through their old routes: programmes take applications through calls', async () => {
    const user = await newUser();
    const post = await env.t.app.inject({
      method: 'POST',
      url: '/api/program-applications',
      headers: user.auth,
      payload: VALID,
    });
    expect(post.statusCode).toBe(404);
    const old = await env.t.app.inject({
      method: 'GET',
      url: '/api/my/program-applications',
      headers: user.auth,
    });
    expect(old.statusCode).toBe(404);
    expect(
      await env.t.app.db
        .selectFrom('program_applications')
        .select('id')
        .where('user_id', '=', user.id)
        .execute(),
    ).toEqual([]);
  });

  it('stay in the applicant’s own submissions, with their programme and status', async () => {
    const user = await newUser();
    await apply(user, { program: 'acceleration', teamName: 'History Co' });
    expect((await mine(user.auth)).json().items).toEqual([
      expect.objectContaining({
        type: 'Program',
        title: 'Acceleration Program',
        detail: 'History Co',
        status: 'Pending',
      }),
    ]);
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
    await apply(a, { program: 'mentorship', teamName: 'First team' });
    await apply(b, { program: 'mentorship', teamName: 'Second team' });
    await apply(b, { program: 'incubation', teamName: 'Third team' });
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
    const id = await apply(user, { program: 'acceleration', teamName: 'Accepted Co' });
    const response = await decide(admin.auth, id, 'accepted');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id, status: 'accepted', applicantEmail: user.email });
    expect((await mine(user.auth)).json().items[0].status).toBe('Approved');

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
    const id = await apply(user, { teamName: 'Declined Co' });
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
    const id = await apply(user);
    const bad = await decide(admin.auth, id, 'approved');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors.status).toBe('Status must be accepted or declined');
    expect((await decide(admin.auth, 999_999, 'accepted')).statusCode).toBe(404);
    expect((await mine(user.auth)).json().items[0].status).toBe('Pending');
  });
});
