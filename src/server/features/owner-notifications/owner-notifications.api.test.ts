import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_OWNER_CHOICES,
  OWNER_NOTIFICATION_MESSAGES as M,
  type OwnerNotifications,
} from '#common/owner-notifications';
import { apply } from '#server/test-support/post-applications';
import { insertPost } from '#server/test-support/posts';
import { signIn, type SignedIn } from '#server/test-support/sign-in';
import { createTestApp, type TestApp } from '#server/test-support/test-app';
import { racingJobRunner } from '#server/test-support/racing-runner';
import { preferenceToken, SUMMARY_SCOPE } from '#server/modules/notification-preferences';
import { ownerDigestJob, scheduleOwnerDigest } from './daily-digest';

// docs/product.md#owner-notifications: mail at once, a daily digest or none, for applications to my posts and
// requests to join my ideas; the digest once per person per day.

let t: TestApp;
let daily: SignedIn;
let instant: SignedIn;
let silent: SignedIn;
let students: SignedIn[];
const posts: Record<string, { internship: number; project: number; idea: number }> = {};

const call = (who: SignedIn | null, method: 'GET' | 'PATCH' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: who?.headers ?? {}, ...(payload ? { payload } : {}) });

async function choose(who: SignedIn, choices: Partial<OwnerNotifications>) {
  const answer = await call(who, 'PATCH', '/api/me/owner-notifications', choices);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json() as OwnerNotifications;
}

const ask = (who: SignedIn, ideaId: number) =>
  t.app.inject({
    method: 'POST',
    url: `/api/ideas/${ideaId}/join-requests`,
    headers: who.headers,
    payload: { message: 'I can help with the hardware.', skills: 'Firmware' },
    remoteAddress: `10.2.${Math.floor(who.id / 250) % 250}.${(who.id % 250) + 1}`,
  });

const mailsTo = (address: string) =>
  t.app.db
    .selectFrom('mail_outbox')
    .select(['subject', 'text_body'])
    .where('to_address', '=', address)
    .orderBy('id', 'asc')
    .execute();

/** The next digest waiting to run. */
const pendingDigest = () =>
  t.app.db
    .selectFrom('jobs')
    .select(['due_at', 'payload_json'])
    .where('kind', '=', 'owner-daily-digest')
    .where('status', '=', 'pending')
    .executeTakeFirstOrThrow();

beforeAll(async () => {
  t = await createTestApp();
  daily = await signIn(t.app, 'daily.owner@example.org', 'Dana Daily');
  instant = await signIn(t.app, 'instant.owner@example.org', 'Ivan Instant');
  silent = await signIn(t.app, 'silent.owner@example.org', 'Sara Silent');
  students = [];
  for (let n = 0; n < 2; n += 1)
    students.push(await signIn(t.app, `student${n}@student.example.edu`, `Student ${n}`));
  for (const owner of [daily, instant, silent]) {
    const name = owner.email.split('.')[0]!;
    posts[owner.email] = {
      internship: await insertPost(t.app.db, 'internship', owner.id, `${name} internship`),
      project: await insertPost(t.app.db, 'project', owner.id, `${name} project`),
      idea: await insertPost(t.app.db, 'idea', owner.id, `${name} idea`),
    };
  }
}, 60_000);
afterAll(async () => t?.close());

describe('owner mail choices', () => {
  it('answers the defaults until someone chooses, stores partial changes, and refuses bad input', async () => {
    const mine = await call(daily, 'GET', '/api/me/owner-notifications');
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['cache-control']).toBe('no-store');
    expect(mine.json()).toEqual(DEFAULT_OWNER_CHOICES);
    expect(await choose(daily, { applications: 'daily' })).toEqual({
      applications: 'daily',
      joinRequests: 'instant',
    });
    // Another person's choices are their own.
    expect((await call(instant, 'GET', '/api/me/owner-notifications')).json()).toEqual(DEFAULT_OWNER_CHOICES);
    expect((await call(null, 'GET', '/api/me/owner-notifications')).statusCode).toBe(401);
    const wrong = await call(daily, 'PATCH', '/api/me/owner-notifications', { applications: 'hourly' });
    expect(wrong.statusCode).toBe(400);
    const unknown = await call(daily, 'PATCH', '/api/me/owner-notifications', { userId: instant.id });
    expect(unknown.statusCode).toBe(400);
    expect(await choose(daily, { joinRequests: 'daily' })).toEqual({
      applications: 'daily',
      joinRequests: 'daily',
    });
    await choose(silent, { applications: 'none', joinRequests: 'none' });
  });

  it('mails the owner at once only when they chose it', async () => {
    for (const owner of [daily, instant, silent]) {
      const mine = posts[owner.email]!;
      expect((await apply(t.app, students[0]!, 'internship', mine.internship)).statusCode).toBe(201);
      expect((await apply(t.app, students[1]!, 'project', mine.project)).statusCode).toBe(201);
      expect((await ask(students[0]!, mine.idea)).statusCode).toBe(201);
    }
    const subjects = async (who: SignedIn) => (await mailsTo(who.email)).map((mail) => mail.subject);
    expect(await subjects(instant)).toEqual([
      'New application: instant internship',
      'New application: instant project',
      'Request to join: instant idea',
    ]);
    expect(await subjects(daily)).toEqual([]);
    expect(await subjects(silent)).toEqual([]);
  });
});

describe('the daily digest', () => {
  it('mails each owner who chose it what arrived since the last digest, once per day', async () => {
    const job = ownerDigestJob(t.app);
    const now = new Date();
    await scheduleOwnerDigest(t.app, job, t.app.db, now);
    const pending = await pendingDigest();
    const due = new Date(pending.due_at);
    // The first digest covers the day before it, which holds every arrival above.
    expect(JSON.parse(pending.payload_json)).toMatchObject({
      since: new Date(due.getTime() - 86_400_000).toISOString(),
    });
    expect(await t.app.jobs.runDue(new Date(due.getTime() - 60_000))).toBe(0);
    expect(await t.app.jobs.runDue(due)).toBe(1);
    const [digest, ...more] = await mailsTo(daily.email);
    expect(more).toEqual([]);
    expect(digest!.subject).toBe('Daily digest: 3 new arrivals');
    const text = digest!.text_body;
    expect(text).toContain('Applications to my internships and projects: 2');
    expect(text).toContain('daily internship — Student 0 (student0@student.example.edu)');
    expect(text).toContain('daily project — Student 1 (student1@student.example.edu)');
    expect(text).toContain('Requests to join my ideas: 1');
    // The requester's address stays hidden until the owner accepts.
    expect(text).toMatch(/daily idea — Student 0, \d/);
    expect(text).toContain('/profile#mail-choices');
    // Chose "at once" or nothing: no digest.
    expect((await mailsTo(instant.email)).map((mail) => mail.subject)).not.toContain(
      expect.stringMatching(/^Daily digest/),
    );
    expect(await mailsTo(silent.email)).toEqual([]);
    // The same day again (a restart schedules it again): nothing more.
    await scheduleOwnerDigest(t.app, job, t.app.db, new Date(due.getTime() - 60_000));
    expect(await t.app.jobs.runDue(due)).toBe(0);
    expect(await mailsTo(daily.email)).toHaveLength(1);
    // The next day's digest begins where this one ended, 24 hours later.
    const next = await pendingDigest();
    expect(new Date(next.due_at).getTime() - due.getTime()).toBe(86_400_000);
    expect(JSON.parse(next.payload_json)).toMatchObject({ since: due.toISOString() });
  });

  it('sends one digest when two runners reach the day at once, and nothing when nothing arrived', async () => {
    const pending = await pendingDigest();
    const due = new Date(pending.due_at);
    // An application that arrives within the next period (an hour after the last digest).
    const later = posts[daily.email]!;
    await t.app.db.deleteFrom('post_applications').where('internship_id', '=', later.internship).execute();
    // A note of its own: the same application again within seconds would count as the first one
    // (docs/decisions/036-idempotent-submissions.md).
    const again = await apply(t.app, students[0]!, 'internship', later.internship, {
      note: 'Applying again with my updated portfolio.',
    });
    expect(again.statusCode).toBe(201);
    const since = JSON.parse(pending.payload_json).since as string;
    await t.app.db
      .updateTable('post_applications')
      .set({ created_at: new Date(Date.parse(since) + 3_600_000).toISOString() })
      .where('internship_id', '=', later.internship)
      .execute();
    const other = await racingJobRunner(t, ownerDigestJob(t.app));
    try {
      const [one, two] = await Promise.all([t.app.jobs.runDue(due), other.jobs.runDue(due)]);
      expect(one + two).toBe(1);
      const digests = (await mailsTo(daily.email)).filter((mail) => mail.subject.startsWith('Daily digest'));
      expect(digests.map((mail) => mail.subject)).toEqual([
        'Daily digest: 3 new arrivals',
        'Daily digest: 1 new arrival',
      ]);
      // A day when nothing arrived: no mail at all.
      const after = await pendingDigest();
      expect(await t.app.jobs.runDue(new Date(after.due_at))).toBe(1);
      expect(await mailsTo(daily.email)).toHaveLength(2);
    } finally {
      await other.close();
    }
  });

  it('carries a one-click stop (RFC 8058) that turns off every kind mailed daily, and refuses another link', async () => {
    const [digest] = await t.app.db
      .selectFrom('mail_outbox')
      .select(['headers_json'])
      .where('to_address', '=', daily.email)
      .where('subject', 'like', 'Daily digest%')
      .orderBy('id', 'desc')
      .execute();
    const headers = JSON.parse(digest!.headers_json) as Record<string, string>;
    expect(headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const link = new URL(headers['List-Unsubscribe']!.replace(/^<|>$/g, ''));
    expect(link.pathname).toBe('/api/owner-notifications/one-click-unsubscribe');
    await choose(daily, { applications: 'daily', joinRequests: 'instant' });

    // A mail client posts the form body from anywhere, without the person's session.
    const stop = () =>
      t.app.inject({
        method: 'POST',
        url: `${link.pathname}${link.search}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://mail.example.com' },
        payload: 'List-Unsubscribe=One-Click',
      });
    const stopped = await stop();
    expect(stopped.statusCode, stopped.body).toBe(200);
    expect(stopped.json()).toEqual({ message: M.digestStopped });
    expect((await call(daily, 'GET', '/api/me/owner-notifications')).json()).toEqual({
      applications: 'none',
      joinRequests: 'instant',
    });
    // Again: still fine, nothing else changes.
    expect((await stop()).statusCode).toBe(200);

    const badLinks = [
      'not-a-token',
      // A token signed for the admins' summary does not stop a poster's digest.
      await preferenceToken(t.app.db, daily.id, SUMMARY_SCOPE),
    ];
    for (const token of badLinks) {
      const refused = await t.app.inject({
        method: 'POST',
        url: `/api/owner-notifications/one-click-unsubscribe?token=${encodeURIComponent(token)}`,
        payload: {},
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ message: M.badLink });
    }
  });
});
