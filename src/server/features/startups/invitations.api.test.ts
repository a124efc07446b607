import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COHORT_INVITE_DAYS, STARTUP_MESSAGES as M, type StartupProfile } from '#common/startups';
import { buildApp } from '#server/app';
import { insertCohortStartup, insertTestCohort, insertTestProgram } from '#server/test-support/cohorts';
import { signIn, type SignedIn } from '#server/test-support/sign-in';
import { createTestApp, testConfig, testDialect, type TestApp } from '#server/test-support/test-app';

// docs/product.md#cohorts: a startup's founders send a waiting invitation again (a new code, the old one
// void, one mail however many resends arrive at once, at most once per cooldown) or cancel it; an expired
// one shows as expired. On PostgreSQL half of the simultaneous resends reach a second server instance.

let t: TestApp;
let other: FastifyInstance;
let founder: SignedIn;
let member: SignedIn;
let rival: SignedIn;
let startupId = 0;
let rivalStartupId = 0;

function call(who: SignedIn, method: string, url: string, payload?: object, app = t.app) {
  return app.inject({
    method: method as InjectOptions['method'],
    url,
    headers: who.headers,
    ...(payload ? { payload } : {}),
  });
}

beforeAll(async () => {
  t = await createTestApp();
  other = await buildApp(testConfig(t.database.settings), { logger: false });
  await other.ready();
  founder = await signIn(t.app, 'inv-founder@example.org', 'Ina Founder');
  member = await signIn(t.app, 'inv-member@example.org', 'Mo Member');
  rival = await signIn(t.app, 'inv-rival@example.org', 'Ria Rival');
  await insertTestProgram(t.app.db, 'inv');
  const cohortId = await insertTestCohort(t.app.db, { name: 'Invitation cohort', programSlug: 'inv' });
  startupId = await insertCohortStartup(t.app.db, cohortId, 'inv-own', [
    { id: founder.id },
    { id: member.id, role: 'member' },
  ]);
  rivalStartupId = await insertCohortStartup(t.app.db, cohortId, 'inv-rival', [{ id: rival.id }]);
});
afterAll(async () => {
  await other?.close();
  await t?.close();
});

/** Invites `email` and returns the invitation's id (its team row) and the mailed code. */
async function invite(email: string) {
  const answer = await call(founder, 'POST', `/api/my/startups/${startupId}/invitations`, { email });
  expect(answer.statusCode, answer.body).toBe(201);
  return { id: await invitationId(email), code: await lastCode(email) };
}

async function invitationId(email: string) {
  const row = await t.app.db
    .selectFrom('cohort_members')
    .select('id')
    .where('invited_email', '=', email)
    .executeTakeFirstOrThrow();
  return row.id;
}

const mailsTo = (email: string) =>
  t.app.db
    .selectFrom('mail_outbox')
    .select('subject')
    .where('to_address', '=', email)
    .orderBy('id')
    .execute();

async function lastCode(email: string) {
  const mails = await mailsTo(email);
  return /code ([A-Z0-9]{8})$/.exec(mails.at(-1)!.subject)![1]!;
}

/** Moves an invitation's last sending back in time, as if `minutes` had passed since. */
async function age(id: number, minutes: number) {
  const row = await t.app.db
    .selectFrom('cohort_members')
    .select('invite_expires_at')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  const expiresAt = new Date(new Date(row.invite_expires_at!).getTime() - minutes * 60_000).toISOString();
  await t.app.db
    .updateTable('cohort_members')
    .set({ invite_expires_at: expiresAt })
    .where('id', '=', id)
    .execute();
}

const profile = async () =>
  (await call(founder, 'GET', `/api/my/startups/${startupId}`)).json() as StartupProfile;
const resendUrl = (id: number) => `/api/my/startups/${startupId}/invitations/${id}/resending`;

describe('sending an invitation again', () => {
  it('mails a new code, voids the old one, and waits the cooldown before another', async () => {
    const email = 'inv-resend@example.org';
    const first = await invite(email);
    const tooSoon = await call(founder, 'POST', resendUrl(first.id));
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json()).toMatchObject({ message: M.resendTooSoon });
    expect(await mailsTo(email)).toHaveLength(1);

    await age(first.id, 11);
    const resent = await call(founder, 'POST', resendUrl(first.id));
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json()).toEqual({ message: M.invitationResent(email) });
    expect(await mailsTo(email)).toHaveLength(2);
    const code = await lastCode(email);
    expect(code).not.toBe(first.code);

    // The old code no longer works; the new one does, for the full period again.
    const person = await signIn(t.app, email, 'Resent Person');
    const old = await call(person, 'POST', '/api/my/cohorts/join', { code: first.code });
    expect(old.statusCode).toBe(400);
    const row = await t.app.db
      .selectFrom('cohort_members')
      .select('invite_expires_at')
      .where('id', '=', first.id)
      .executeTakeFirstOrThrow();
    expect(Date.parse(row.invite_expires_at!) - Date.now()).toBeGreaterThan(
      (COHORT_INVITE_DAYS - 1) * 86_400_000,
    );
    const joined = await call(person, 'POST', '/api/my/cohorts/join', { code });
    expect(joined.statusCode, joined.body).toBe(200);
    // Accepted: nothing left to send or cancel.
    expect((await call(founder, 'POST', resendUrl(first.id))).statusCode).toBe(404);
  });

  it('sends one mail when resends arrive at once', async () => {
    const email = 'inv-race@example.org';
    const { id } = await invite(email);
    await age(id, 30);
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        call(founder, 'POST', resendUrl(id), undefined, testDialect === 'postgres' && i % 2 ? other : t.app),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status !== 200).every((status) => status === 429)).toBe(true);
    expect(await mailsTo(email)).toHaveLength(2);
  });

  it('shows an expired invitation as expired until it is sent again', async () => {
    const email = 'inv-expired@example.org';
    const { id } = await invite(email);
    expect((await profile()).team.find((each) => each.id === id)).toMatchObject({
      pending: true,
      expired: false,
    });
    await age(id, (COHORT_INVITE_DAYS + 1) * 24 * 60);
    expect((await profile()).team.find((each) => each.id === id)).toMatchObject({
      pending: true,
      expired: true,
    });
    expect((await call(founder, 'POST', resendUrl(id))).statusCode).toBe(200);
    expect((await profile()).team.find((each) => each.id === id)).toMatchObject({
      pending: true,
      expired: false,
    });
  });
});

describe('cancelling an invitation', () => {
  it('removes it, so its code stops working', async () => {
    const email = 'inv-cancel@example.org';
    const { id, code } = await invite(email);
    const cancelled = await call(founder, 'DELETE', `/api/my/startups/${startupId}/invitations/${id}`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toEqual({ message: M.invitationCancelled(email) });
    expect((await profile()).team.some((each) => each.id === id)).toBe(false);
    const person = await signIn(t.app, email, 'Cancelled Person');
    expect((await call(person, 'POST', '/api/my/cohorts/join', { code })).statusCode).toBe(400);
    const again = await call(founder, 'DELETE', `/api/my/startups/${startupId}/invitations/${id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ message: M.invitationGone });
  });

  it('never touches a joined member, and only founders of the startup act', async () => {
    const memberRow = await t.app.db
      .selectFrom('cohort_members')
      .select('id')
      .where('user_id', '=', member.id)
      .executeTakeFirstOrThrow();
    const onMember = await call(
      founder,
      'DELETE',
      `/api/my/startups/${startupId}/invitations/${memberRow.id}`,
    );
    expect(onMember.statusCode).toBe(404);
    expect((await call(founder, 'POST', resendUrl(memberRow.id))).statusCode).toBe(404);

    const { id } = await invite('inv-guarded@example.org');
    await age(id, 30);
    const byMember = await call(member, 'DELETE', `/api/my/startups/${startupId}/invitations/${id}`);
    expect(byMember.statusCode).toBe(403);
    expect((await call(member, 'POST', resendUrl(id))).statusCode).toBe(403);
    // Another startup's founder: through their own startup's address or this one's, nothing changes.
    for (const url of [
      `/api/my/startups/${startupId}/invitations/${id}`,
      `/api/my/startups/${rivalStartupId}/invitations/${id}`,
    ]) {
      expect((await call(rival, 'DELETE', url)).statusCode).toBe(404);
      expect((await call(rival, 'POST', `${url}/resending`)).statusCode).toBe(404);
    }
    expect(await mailsTo('inv-guarded@example.org')).toHaveLength(1);
    expect((await profile()).team.some((each) => each.id === id)).toBe(true);
  });
});
