import { describe, expect, it } from 'vitest';
import { CONSENT_MESSAGES, type MyConsents } from '#common/consents';
import { DEMO_PRIVACY_NOTICE, seedDemoPrivacyNotice } from '#server/db/seed/demo-privacy';
import { preferenceToken, OWNER_DIGEST_SCOPE } from '#server/modules/notification-preferences';
import type { SignedIn } from '#server/test-support/sign-in';
import { codeIn } from '#server/test-support/smtp-test-server';
import { useMailTestApp } from '#server/test-support/mail-test-app';

// docs/product.md#my-consents: every consent given or withdrawn is one line of the ledger naming who, what,
// how, when and the privacy notice version in force; My consents lists those in force and withdraws any.
const ADMIN = 'consents-admin@iic.example.edu';
const {
  t,
  nextMailFor,
  people: { admin, asha, ravi },
} = useMailTestApp(
  { adminEmails: [ADMIN], publicUrl: 'https://iic.example.edu' },
  { admin: ADMIN, asha: 'asha.consents@student.example.edu', ravi: 'ravi.consents@student.example.edu' },
);

function call(
  who: SignedIn | undefined,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT',
  url: string,
  payload?: object,
) {
  return t.app.inject({ method, url, payload, headers: who?.headers ?? {} });
}
const mine = async (who: SignedIn) => {
  const response = await call(who, 'GET', '/api/me/consents');
  expect(response.statusCode, response.body).toBe(200);
  return response.json<MyConsents>();
};
const withdraw = (who: SignedIn, purpose: string, topic: string) =>
  call(who, 'POST', '/api/me/consents/withdraw', { purpose, topic });
const ledgerOf = (email: string) =>
  t.app.db
    .selectFrom('consent_records')
    .select(['user_id', 'purpose', 'topic', 'action', 'via', 'detail', 'notice_version'])
    .where('email', '=', email)
    .orderBy('id')
    .execute();

describe('the consent ledger (docs/product.md#my-consents)', () => {
  it('records a mail choice given on the form with the notice version in force, and names a later version', async () => {
    expect(await ledgerOf(asha.email)).toEqual([]);
    // Before any notice is published the line says so (no version).
    expect(
      (await call(asha, 'PATCH', '/api/me/owner-notifications', { joinRequests: 'daily' })).statusCode,
    ).toBe(200);
    await seedDemoPrivacyNotice(t.app.db);
    expect(
      (await call(asha, 'PATCH', '/api/me/owner-notifications', { applications: 'daily' })).statusCode,
    ).toBe(200);
    const republished = await call(admin, 'PUT', '/api/admin/privacy', {
      sections: {
        ...DEMO_PRIVACY_NOTICE.sections,
        mail: { ...DEMO_PRIVACY_NOTICE.sections.mail, kept: 'Until you stop it.' },
      },
    });
    expect(republished.statusCode, republished.body).toBe(200);
    // Saving the same choices again records nothing; a real change is one line.
    await call(asha, 'PATCH', '/api/me/owner-notifications', { applications: 'daily' });
    await call(asha, 'PATCH', '/api/me/owner-notifications', { applications: 'none' });
    expect(await ledgerOf(asha.email)).toEqual([
      {
        user_id: asha.id,
        purpose: 'owner-notifications',
        topic: 'joinRequests',
        action: 'given',
        via: 'form',
        detail: 'daily',
        notice_version: null,
      },
      {
        user_id: asha.id,
        purpose: 'owner-notifications',
        topic: 'applications',
        action: 'given',
        via: 'form',
        detail: 'daily',
        notice_version: 1,
      },
      {
        user_id: asha.id,
        purpose: 'owner-notifications',
        topic: 'applications',
        action: 'withdrawn',
        via: 'form',
        detail: 'none',
        notice_version: 2,
      },
    ]);
  });

  it('lists the consents in force with when and how each was given, and withdraws one in a click', async () => {
    const before = await mine(asha);
    expect(before.active).toContainEqual({
      purpose: 'owner-notifications',
      topic: 'joinRequests',
      label: 'Requests to join my ideas (daily digest)',
      givenAt: expect.any(String),
      via: 'form',
      noticeVersion: null,
    });
    expect(before.active.some((consent) => consent.topic === 'applications')).toBe(false);
    expect(before.history[0]).toMatchObject({ topic: 'applications', action: 'withdrawn' });
    // Not an admin: no admin choices to list.
    expect(before.active.some((consent) => consent.purpose === 'admin-notifications')).toBe(false);

    const response = await withdraw(asha, 'owner-notifications', 'joinRequests');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: CONSENT_MESSAGES.withdrawn });
    expect((await call(asha, 'GET', '/api/me/owner-notifications')).json()).toEqual({
      applications: 'none',
      joinRequests: 'none',
    });
    expect((await ledgerOf(asha.email)).at(-1)).toMatchObject({
      topic: 'joinRequests',
      action: 'withdrawn',
      via: 'my-consents',
      notice_version: 2,
    });
    // Once withdrawn it is not in force: a second withdrawal is refused, and so is a topic that does not exist.
    expect((await withdraw(asha, 'owner-notifications', 'joinRequests')).statusCode).toBe(409);
    expect((await withdraw(asha, 'owner-notifications', 'everything')).statusCode).toBe(409);
  });

  it('records the one-click stop of a digest as such', async () => {
    await call(ravi, 'PATCH', '/api/me/owner-notifications', { applications: 'daily' });
    const token = await preferenceToken(t.app.db, ravi.id, OWNER_DIGEST_SCOPE);
    const stopped = await t.app.inject({
      method: 'POST',
      url: `/api/owner-notifications/one-click-unsubscribe?token=${encodeURIComponent(token)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://mail.example.com' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(stopped.statusCode, stopped.body).toBe(200);
    expect((await ledgerOf(ravi.email)).at(-1)).toMatchObject({
      purpose: 'owner-notifications',
      topic: 'applications',
      action: 'withdrawn',
      via: 'one-click',
    });
  });

  it('records an admin’s choices and lists them only for an admin', async () => {
    expect((await call(admin, 'PATCH', '/api/me/notifications', { report: 'none' })).statusCode).toBe(200);
    expect((await ledgerOf(admin.email)).at(-1)).toMatchObject({
      purpose: 'admin-notifications',
      topic: 'report',
      action: 'withdrawn',
      via: 'form',
    });
    const listed = (await mine(admin)).active.filter((consent) => consent.purpose === 'admin-notifications');
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.some((consent) => consent.topic === 'report')).toBe(false);
    const first = listed[0]!;
    expect((await withdraw(admin, 'admin-notifications', first.topic)).statusCode).toBe(200);
    expect((await withdraw(ravi, 'admin-notifications', first.topic)).statusCode).toBe(409);
  });

  it('records the newsletter per topic: confirmed by code, changed and ended from My consents', async () => {
    const cookies: Record<string, string> = {};
    const post = async (url: string, payload: object) => {
      const response = await t.app.inject({ method: 'POST', url, payload, cookies });
      for (const cookie of response.cookies) if (cookie.value) cookies[cookie.name] = cookie.value;
      return response;
    };
    expect((await post('/api/newsletter/subscribe', { email: ravi.email })).statusCode).toBe(200);
    await t.app.background.drain();
    await t.app.mail.deliverDue();
    const code = codeIn(await nextMailFor(ravi.email));
    const confirmed = await post('/api/newsletter/confirm', {
      email: ravi.email,
      otp: code,
      topics: ['events', 'general'],
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const given = (await ledgerOf(ravi.email)).filter((line) => line.purpose === 'newsletter');
    expect(given).toEqual([
      {
        user_id: null,
        purpose: 'newsletter',
        topic: 'events',
        action: 'given',
        via: 'form',
        detail: null,
        notice_version: 2,
      },
      {
        user_id: null,
        purpose: 'newsletter',
        topic: 'general',
        action: 'given',
        via: 'form',
        detail: null,
        notice_version: 2,
      },
    ]);
    // Signed in with the same address, the person sees the topics as their consents.
    const topics = (await mine(ravi)).active.filter((consent) => consent.purpose === 'newsletter');
    expect(topics.map((consent) => [consent.topic, consent.via])).toEqual([
      ['events', 'form'],
      ['general', 'form'],
    ]);
    // Someone else's address is not theirs to withdraw.
    expect((await withdraw(asha, 'newsletter', 'events')).statusCode).toBe(409);
    expect((await withdraw(ravi, 'newsletter', 'events')).statusCode).toBe(200);
    expect(
      (await mine(ravi)).active.filter((consent) => consent.purpose === 'newsletter').map((c) => c.topic),
    ).toEqual(['general']);
    // The last topic withdrawn ends the subscription.
    expect((await withdraw(ravi, 'newsletter', 'general')).statusCode).toBe(200);
    const row = await t.app.db
      .selectFrom('newsletter_subscribers')
      .select('status')
      .where('email', '=', ravi.email)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('unsubscribed');
    expect((await ledgerOf(ravi.email)).filter((line) => line.purpose === 'newsletter').slice(2)).toEqual([
      expect.objectContaining({ topic: 'events', action: 'withdrawn', via: 'my-consents' }),
      expect.objectContaining({ topic: 'general', action: 'withdrawn', via: 'my-consents' }),
    ]);
  });

  it('records an alert saved, paused from a digest’s one-click link and resumed', async () => {
    const saved = await call(asha, 'POST', '/api/alerts', {
      list: 'projects',
      q: 'solar',
      filter: 'All',
      name: 'Solar projects',
      frequency: 'weekly',
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const id = (saved.json() as { alert: { id: number } }).alert.id;
    const { unsubscribe_token: token } = await t.app.db
      .selectFrom('search_alerts')
      .select('unsubscribe_token')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const paused = await t.app.inject({
      method: 'POST',
      url: `/api/alerts/one-click-unsubscribe?token=${encodeURIComponent(token)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://mail.example.com' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(paused.statusCode, paused.body).toBe(200);
    expect((await call(asha, 'PATCH', `/api/alerts/${id}`, { paused: false })).statusCode).toBe(200);
    const lines = (await ledgerOf(asha.email)).filter((line) => line.purpose === 'alerts');
    expect(lines.map((line) => [line.topic, line.action, line.via, line.detail])).toEqual([
      [String(id), 'given', 'form', 'Solar projects'],
      [String(id), 'withdrawn', 'one-click', 'Solar projects'],
      [String(id), 'given', 'form', 'Solar projects'],
    ]);
    // Another person cannot withdraw it; its owner can, from My consents, which pauses it.
    expect((await withdraw(ravi, 'alerts', String(id))).statusCode).toBe(409);
    expect((await withdraw(asha, 'alerts', String(id))).statusCode).toBe(200);
    const alerts = (await call(asha, 'GET', '/api/my/alerts')).json<{
      items: { id: number; paused: boolean }[];
    }>();
    expect(alerts.items.find((alert) => alert.id === id)?.paused).toBe(true);
  });

  it('refuses a withdrawal it cannot read, and a caller who is not signed in', async () => {
    expect((await withdraw(asha, 'marketing', 'x')).statusCode).toBe(400);
    expect((await withdraw(asha, 'alerts', '')).statusCode).toBe(400);
    expect((await withdraw(asha, 'alerts', 'x'.repeat(61))).statusCode).toBe(400);
    expect((await call(undefined, 'GET', '/api/me/consents')).statusCode).toBe(401);
  });
});
