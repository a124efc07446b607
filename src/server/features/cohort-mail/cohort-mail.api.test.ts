import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { periodOf, previousPeriod } from '#common/kpis';
import { calendarDateInZone } from '#common/times';
import { insertCohortStartup, insertTestCohort, insertTestProgram } from '#server/test-support/cohorts';
import { signIn, type SignedIn } from '#server/test-support/sign-in';
import { createTestApp, type TestApp } from '#server/test-support/test-app';

// docs/product.md#cohort-mail: a cohort's KPI reminders and announcements carry RFC 8058 one-click headers, the
// POST stops that kind for that person (recorded in the consent ledger), and the next one is not mailed to them.

const ADMIN = 'cohort-mail-admin@example.org';
let t: TestApp;
let admin: SignedIn;
let founderA: SignedIn;
let founderB: SignedIn;
let cohortId = 0;

function call(who: SignedIn | null, method: string, url: string, payload?: object) {
  return t.app.inject({
    method: method as 'GET',
    url,
    headers: { ...(who?.headers ?? {}), ...(payload ? { 'content-type': 'application/json' } : {}) },
    ...(payload ? { payload } : {}),
  });
}

async function mailsTo(email: string, subject: RegExp) {
  const rows = await t.app.db
    .selectFrom('mail_outbox')
    .select(['subject', 'headers_json'])
    .where('to_address', '=', email)
    .orderBy('id')
    .execute();
  return rows
    .filter((row) => subject.test(row.subject))
    .map((row) => ({
      subject: row.subject,
      headers: JSON.parse(row.headers_json ?? '{}') as Record<string, string>,
    }));
}

/** As a mail client's unsubscribe button sends it (RFC 8058 section 3.1). */
async function oneClick(headers: Record<string, string>) {
  expect(headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  const address = new URL(/^<([^>]+)>$/.exec(headers['List-Unsubscribe'] ?? '')![1]!);
  expect(address.origin + '/').toBe(new URL(t.app.config.publicUrl).origin + '/');
  return t.app.inject({
    method: 'POST',
    url: address.pathname + address.search,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'List-Unsubscribe=One-Click',
  });
}

async function runKpiReminders(key: string) {
  const run = t.app.jobs.definition('kpi-reminders')!;
  const now = new Date();
  await t.app.jobs.schedule(run, {
    key,
    dueAt: now,
    payload: { day: calendarDateInZone(now, t.config.centreTimezone) },
  });
  await t.app.jobs.runDue(now);
}

beforeAll(async () => {
  t = await createTestApp({ adminEmails: [ADMIN] });
  admin = await signIn(t.app, ADMIN, 'Centre Admin');
  founderA = await signIn(t.app, 'cm-founder-a@example.org', 'Asha Founder');
  founderB = await signIn(t.app, 'cm-founder-b@example.org', 'Bela Founder');
  await insertTestProgram(t.app.db, 'cm-prog');
  cohortId = await insertTestCohort(t.app.db, { name: 'Mail cohort', programSlug: 'cm-prog' });
  await insertCohortStartup(t.app.db, cohortId, 'Alpha Mail', [founderA]);
  await insertCohortStartup(t.app.db, cohortId, 'Beta Mail', [founderB]);
  const plan = await call(admin, 'PUT', `/api/admin/cohorts/${cohortId}/kpis`, {
    frequency: 'monthly',
    metrics: [{ name: 'Users', unit: '', kind: 'count' }],
  });
  expect(plan.statusCode, plan.body).toBe(200);
});
afterAll(async () => t?.close());

describe('cohort mail', () => {
  it('announcements carry one-click headers; the POST stops the next one for that member only', async () => {
    const first = await call(admin, 'POST', `/api/admin/cohorts/${cohortId}/announcements`, {
      title: 'Demo day',
      body: 'Friday.',
    });
    expect(first.statusCode, first.body).toBe(201);
    const [mailA] = await mailsTo(founderA.email, /Demo day/);
    expect(mailA).toBeDefined();
    const stopped = await oneClick(mailA!.headers);
    expect(stopped.statusCode, stopped.body).toBe(200);
    expect(stopped.json().message).toMatch(/no more announcements/);

    const second = await call(admin, 'POST', `/api/admin/cohorts/${cohortId}/announcements`, {
      title: 'Pitch order',
      body: 'Alphabetical.',
    });
    expect(second.json().message).toMatch(/1 member/);
    expect(await mailsTo(founderA.email, /Pitch order/)).toHaveLength(0);
    expect(await mailsTo(founderB.email, /Pitch order/)).toHaveLength(1);
    // Still on My cohort.
    const page = await call(founderA, 'GET', `/api/cohorts/${cohortId}`);
    expect(page.body).toContain('Pitch order');

    const choices = (await call(founderA, 'GET', '/api/me/cohort-mail')).json();
    expect(choices).toEqual({ kpiReminders: 'instant', announcements: 'none' });
    const ledger = await t.app.db
      .selectFrom('consent_records')
      .select(['purpose', 'topic', 'action', 'via'])
      .where('email', '=', founderA.email)
      .execute();
    expect(ledger).toEqual([
      { purpose: 'cohort-mail', topic: 'announcements', action: 'withdrawn', via: 'one-click' },
    ]);
  });

  it('KPI reminders carry one-click headers; after the POST the next period’s reminder is not mailed', async () => {
    await runKpiReminders('kpi-reminders:cm-1');
    const due = previousPeriod(periodOf(calendarDateInZone(new Date(), t.config.centreTimezone), 'monthly'));
    const [reminderB] = await mailsTo(founderB.email, /your figures for/);
    expect(reminderB, `a reminder for ${due}`).toBeDefined();
    expect(await mailsTo(founderA.email, /your figures for/)).toHaveLength(1);
    const stopped = await oneClick(reminderB!.headers);
    expect(stopped.statusCode, stopped.body).toBe(200);
    expect(stopped.json().message).toMatch(/no more reminders/);

    // The next reminder: its key is new (as for the next period), so only the choice can keep it away.
    await t.app.db.deleteFrom('jobs').where('kind', '=', 'kpi-reminder').execute();
    await runKpiReminders('kpi-reminders:cm-2');
    expect(await mailsTo(founderB.email, /your figures for/)).toHaveLength(1);
    expect(await mailsTo(founderA.email, /your figures for/)).toHaveLength(2);
  });

  it('the profile form and My consents change the same choices; a forged or foreign link is refused', async () => {
    const saved = await call(founderB, 'PATCH', '/api/me/cohort-mail', { kpiReminders: 'instant' });
    expect(saved.json()).toEqual({ kpiReminders: 'instant', announcements: 'instant' });
    const bad = await call(founderB, 'PATCH', '/api/me/cohort-mail', { kpiReminders: 'daily' });
    expect(bad.statusCode).toBe(400);
    const withdrawn = await call(founderB, 'POST', '/api/me/consents/withdraw', {
      purpose: 'cohort-mail',
      topic: 'announcements',
    });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect((await call(founderB, 'GET', '/api/me/cohort-mail')).json()).toEqual({
      kpiReminders: 'instant',
      announcements: 'none',
    });
    for (const token of ['1.cohort.announcements.' + 'A'.repeat(43), 'nonsense']) {
      const forged = await t.app.inject({
        method: 'POST',
        url: `/api/cohort-mail/one-click-unsubscribe?token=${encodeURIComponent(token)}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(forged.statusCode).toBe(400);
    }
  });
});
