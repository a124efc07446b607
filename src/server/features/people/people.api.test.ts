import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PEOPLE_MESSAGES as M,
  PEOPLE_PAGE_SIZE,
  type PeoplePage,
  type RoleChangeResult,
} from '#common/roles';
import { buildApp } from '#server/app';
import { changedCounts, rowCounts } from '#server/db/row-counts';
import {
  mailboxReader,
  startSmtpTestServer,
  type SmtpTestServer,
} from '#server/test-support/smtp-test-server';
import { signIn, type SignedIn } from '#server/test-support/sign-in';
import { createTestApp, testConfig, type TestApp } from '#server/test-support/test-app';

const ADMIN = 'people-admin@iic.example.edu';
let sink: SmtpTestServer;
let mailbox: ReturnType<typeof mailboxReader>;
/** Delivers what the outbox holds (tests run no worker), then reads the next mail to `to`. */
async function nextMailFor(to: string) {
  await t.app.mail.deliverDue();
  return mailbox(to);
}
let t: TestApp;
let admin: SignedIn;

beforeAll(async () => {
  sink = await startSmtpTestServer();
  mailbox = mailboxReader(sink);
  t = await createTestApp({ smtpUrl: sink.url, adminEmails: [ADMIN] });
  admin = await signIn(t.app, ADMIN, 'Pat Admin');
});
afterAll(async () => {
  await t?.close();
  await sink?.close();
});

const put = (as: SignedIn | null, payload: unknown, app: FastifyInstance = t.app) =>
  app.inject({
    method: 'PUT',
    url: '/api/admin/people/roles',
    headers: as?.headers ?? {},
    payload: payload as object,
  });
const people = (as: SignedIn | null, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/admin/people${query}`, headers: as?.headers ?? {} });
const me = (as: SignedIn) => t.app.inject({ method: 'GET', url: '/api/me', headers: as.headers });

async function countRows(table: 'role_grants' | 'audit_log' | 'mail_outbox', app = t.app) {
  const row = await app.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('PUT /api/admin/people/roles', () => {
  it('grants a role: stored, logged, mailed, and shown on the person’s /api/me at once', async () => {
    const reviewer = await signIn(t.app, 'ravi.reviewer@panel.example.org', 'Ravi Rao');
    expect((await me(reviewer)).json()).toMatchObject({ role: 'user', roles: [] });

    const response = await put(admin, {
      email: ' Ravi.Reviewer@panel.example.org ',
      role: 'reviewer',
      granted: true,
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as RoleChangeResult;
    expect(body).toEqual({
      changed: true,
      message: M.granted('reviewer', 'ravi.reviewer@panel.example.org'),
      person: {
        id: reviewer.id,
        email: 'ravi.reviewer@panel.example.org',
        fullName: 'Ravi Rao',
        isAdmin: false,
        roles: ['reviewer'],
        lastSignInAt: null,
      },
    });
    expect((await me(reviewer)).json()).toMatchObject({ role: 'user', roles: ['reviewer'] });

    const mail = await nextMailFor(reviewer.email);
    expect(mail.subject).toMatch(/You are now a reviewer/);
    expect(mail.text).toContain('review the applications assigned to you');
    expect(mail.text).toContain(reviewer.email);

    const audit = await t.app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'role.grant')
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({
      actor_email: ADMIN,
      subject_type: 'user',
      subject_id: String(reviewer.id),
      summary: `Made ${reviewer.email} a reviewer`,
    });
  });

  it('creates the account when a grant names an address that never signed in', async () => {
    const email = 'new.mentor@mentors.example.com';
    const response = await put(admin, { email, role: 'mentor', granted: true });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ changed: true, person: { email, roles: ['mentor'] } });
    const mentor = await signIn(t.app, email);
    expect((await me(mentor)).json()).toMatchObject({ roles: ['mentor'] });
    expect((await nextMailFor(email)).subject).toMatch(/You are now a mentor/);
  });

  it('holds both roles at once and revokes one: gone at the next request, mailed and logged', async () => {
    const person = await signIn(t.app, 'both.roles@panel.example.org');
    expect((await put(admin, { email: person.email, role: 'mentor', granted: true })).statusCode).toBe(200);
    expect((await put(admin, { email: person.email, role: 'reviewer', granted: true })).statusCode).toBe(200);
    expect((await me(person)).json()).toMatchObject({ roles: ['mentor', 'reviewer'] });
    await nextMailFor(person.email);
    await nextMailFor(person.email);

    const revoked = await put(admin, { email: person.email, role: 'reviewer', granted: false });
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json()).toMatchObject({
      changed: true,
      message: M.revoked('reviewer', person.email),
      person: { roles: ['mentor'] },
    });
    expect((await me(person)).json()).toMatchObject({ roles: ['mentor'] });
    expect((await nextMailFor(person.email)).subject).toMatch(/Your reviewer role/);
    expect(
      await t.app.db
        .selectFrom('audit_log')
        .select('summary')
        .where('action', '=', 'role.revoke')
        .where('subject_id', '=', String(person.id))
        .executeTakeFirst(),
    ).toEqual({ summary: `Took the reviewer role from ${person.email}` });
  });

  it('changes nothing, logs nothing and mails nothing when the role is already as asked', async () => {
    const person = await signIn(t.app, 'steady@panel.example.org');
    expect((await put(admin, { email: person.email, role: 'mentor', granted: true })).statusCode).toBe(200);
    const before = await rowCounts(t.app);
    const again = await put(admin, { email: person.email, role: 'mentor', granted: true });
    expect(again.json()).toMatchObject({ changed: false, message: M.alreadyGranted('mentor', person.email) });
    const absent = await put(admin, { email: person.email, role: 'reviewer', granted: false });
    expect(absent.json()).toMatchObject({
      changed: false,
      message: M.alreadyRevoked('reviewer', person.email),
    });
    expect(changedCounts(before, await rowCounts(t.app))).toEqual({});
  });

  it('answers 404 to a revocation for an address without an account, and creates none', async () => {
    const before = await rowCounts(t.app);
    const response = await put(admin, {
      email: 'nobody@nowhere.example.com',
      role: 'mentor',
      granted: false,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: M.notFound });
    expect(changedCounts(before, await rowCounts(t.app))).toEqual({});
  });

  it('refuses to grant or revoke admin: ADMIN_EMAILS alone decides, and an admin stays one', async () => {
    const before = await rowCounts(t.app);
    for (const payload of [
      { email: 'someone@student.example.edu', role: 'admin', granted: true },
      { email: ADMIN, role: 'admin', granted: false },
      { email: ADMIN, role: 'owner', granted: false },
    ]) {
      const response = await put(admin, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ fieldErrors: { role: M.roleInvalid } });
    }
    expect(changedCounts(before, await rowCounts(t.app))).toEqual({});
    expect((await me(admin)).json()).toMatchObject({ role: 'admin' });
  });

  it('refuses bad input field by field and stores nothing', async () => {
    const before = await rowCounts(t.app);
    const cases: [unknown, string][] = [
      [{ email: 'not-an-email', role: 'mentor', granted: true }, 'email'],
      [{ role: 'mentor', granted: true }, 'email'],
      [{ email: 'a@b.example.com', role: 'mentor', granted: 'yes' }, 'granted'],
      [{ email: 'a@b.example.com', role: 'mentor' }, 'granted'],
      [{ email: 'a@b.example.com', granted: true }, 'role'],
    ];
    for (const [payload, field] of cases) {
      const response = await put(admin, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Object.keys((response.json() as { fieldErrors: object }).fieldErrors)).toContain(field);
    }
    const extra = await put(admin, { email: 'a@b.example.com', role: 'mentor', granted: true, userId: 1 });
    expect(extra.statusCode).toBe(400);
    expect(changedCounts(before, await rowCounts(t.app))).toEqual({});
  });

  it('lets only admins change roles: a reviewer or mentor cannot grant', async () => {
    const mentor = await signIn(t.app, 'only.mentor@mentors.example.com');
    await put(admin, { email: mentor.email, role: 'mentor', granted: true });
    await nextMailFor(mentor.email);
    expect((await put(null, { email: mentor.email, role: 'reviewer', granted: true })).statusCode).toBe(401);
    const own = await put(mentor, { email: mentor.email, role: 'reviewer', granted: true });
    expect(own.statusCode).toBe(403);
    expect((await me(mentor)).json()).toMatchObject({ roles: ['mentor'] });
  });
});

describe('simultaneous changes', () => {
  let second: FastifyInstance;
  beforeAll(async () => {
    // A second server instance on the same database, as a second process would be.
    second = await buildApp(testConfig(t.database.settings, { smtpUrl: sink.url, adminEmails: [ADMIN] }), {
      logger: false,
    });
    await second.ready();
  });
  afterAll(async () => second?.close());

  it('stores, logs and mails a grant once when eight requests on two instances ask at the same moment', async () => {
    const email = 'race.grant@panel.example.org';
    const grants = await countRows('role_grants');
    const audits = await countRows('audit_log');
    const mails = await countRows('mail_outbox');
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        put(admin, { email, role: 'reviewer', granted: true }, i % 2 ? second : t.app),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(8).fill(200));
    expect(answers.filter((answer) => (answer.json() as RoleChangeResult).changed)).toHaveLength(1);
    expect(await countRows('role_grants')).toBe(grants + 1);
    expect(await countRows('audit_log')).toBe(audits + 1);
    expect(await countRows('mail_outbox')).toBe(mails + 1);

    const revokes = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        put(admin, { email, role: 'reviewer', granted: false }, i % 2 ? second : t.app),
      ),
    );
    expect(revokes.filter((answer) => (answer.json() as RoleChangeResult).changed)).toHaveLength(1);
    expect(await countRows('role_grants')).toBe(grants);
    expect(await countRows('mail_outbox')).toBe(mails + 2);
  });
});

describe('GET /api/admin/people', () => {
  it('finds people by email or name, case-insensitively, with their roles and admin standing', async () => {
    await signIn(t.app, 'meera.search@student.example.edu', 'Meera Iyer');
    await put(admin, { email: 'meera.search@student.example.edu', role: 'mentor', granted: true });
    const byName = (await people(admin, '?q=MEERA%20i')).json() as PeoplePage;
    expect(byName.items.map((p) => p.email)).toEqual(['meera.search@student.example.edu']);
    expect(byName.items[0]).toMatchObject({ fullName: 'Meera Iyer', roles: ['mentor'], isAdmin: false });
    const byEmail = (await people(admin, '?q=people-admin@')).json() as PeoplePage;
    expect(byEmail.items).toEqual([expect.objectContaining({ email: ADMIN, isAdmin: true, roles: [] })]);
    expect(byEmail.adminEmails).toEqual([ADMIN]);
  });

  it('treats % and _ in the search as plain characters', async () => {
    const page = (await people(admin, '?q=%25')).json() as PeoplePage;
    expect(page.items).toEqual([]);
    expect((await people(admin, '?q=_')).json()).toMatchObject({ items: [], total: 0 });
  });

  it('filters by role and pages by PEOPLE_PAGE_SIZE', async () => {
    const mentors = (await people(admin, '?role=mentor')).json() as PeoplePage;
    expect(mentors.items.length).toBeGreaterThan(0);
    expect(mentors.items.every((p) => p.roles.includes('mentor'))).toBe(true);
    for (let i = 0; i < PEOPLE_PAGE_SIZE; i++)
      await signIn(t.app, `pager${String(i).padStart(2, '0')}@page.example.com`);
    const first = (await people(admin, '?q=@page.example.com')).json() as PeoplePage;
    const second = (await people(admin, '?q=@page.example.com&page=2')).json() as PeoplePage;
    expect(first).toMatchObject({ total: PEOPLE_PAGE_SIZE, page: 1, pageSize: PEOPLE_PAGE_SIZE });
    expect(first.items).toHaveLength(PEOPLE_PAGE_SIZE);
    expect(second.items).toHaveLength(0);
    expect(first.items[0]!.email).toBe('pager00@page.example.com');
  });

  it('is for admins only', async () => {
    const user = await signIn(t.app, 'curious@student.example.edu');
    expect((await people(null)).statusCode).toBe(401);
    expect((await people(user)).statusCode).toBe(403);
    expect((await people(admin, '?role=admin')).statusCode).toBe(400);
  });
});
