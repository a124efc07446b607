import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextDate } from '#common/office-hours-slots';
import type { MentorSlots } from '#common/office-hours';
import { insertGrant } from '#server/modules/roles';
import { insertCohortStartup, insertTestCohort, insertTestProgram } from '#server/test-support/cohorts';
import { signIn, type SignedIn } from '#server/test-support/sign-in';
import { createTestApp, type TestApp } from '#server/test-support/test-app';
import { scheduleErasureAt } from '#server/test-support/erasure-due';

/**
 * docs/product.md#delete-account: a session to come with a mentor ends when one side's account is erased;
 * its reminders are withdrawn and the other side is told, without the erased person's name or address.
 */
describe('erasing an account ends its office-hours sessions to come', () => {
  let t: TestApp;
  let mentor: SignedIn;

  beforeAll(async () => {
    t = await createTestApp();
    mentor = await signIn(t.app, 'erasure.mentor@mentors.example.com', 'Mentor Malini');
    await insertGrant(t.app.db, {
      user_id: mentor.id,
      role: 'mentor',
      granted_at: new Date().toISOString(),
      granted_by: 'admin@example.org',
    });
    await insertTestProgram(t.app.db, 'erasure-prog');
    const day = new Date().toISOString().slice(0, 10);
    const cohortId = await insertTestCohort(t.app.db, {
      name: 'Erasure cohort',
      programSlug: 'erasure-prog',
      startsOn: nextDate(day, -30),
      endsOn: nextDate(day, 300),
    });
    founder = await signIn(t.app, 'erased.founder@startup.example.com', 'Farhan Erased');
    await insertCohortStartup(t.app.db, cohortId, 'Vanishing Labs', [founder]);
  });
  afterAll(async () => t?.close());

  let founder: SignedIn;

  const call = (who: SignedIn, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: { ...who.headers, ...(payload ? { 'content-type': 'application/json' } : {}) },
      ...(payload ? { payload } : {}),
    });

  it('withdraws the reminders and tells the mentor, naming the founder as a former member', async () => {
    expect(
      (
        await call(mentor, 'PUT', '/api/office-hours/settings', {
          timeZone: 'UTC',
          slotMinutes: 30,
          perWeekLimit: 5,
          perStartupLimit: 5,
        })
      ).statusCode,
    ).toBe(200);
    const day = nextDate(new Date().toISOString().slice(0, 10), 5);
    const window = await call(mentor, 'POST', '/api/office-hours/windows', {
      kind: 'single',
      date: day,
      start: '10:00',
      end: '11:00',
    });
    expect(window.statusCode, window.body).toBe(201);
    const slots = (
      await call(founder, 'GET', `/api/office-hours/slots?mentor=${mentor.id}`)
    ).json() as MentorSlots;
    const slot = slots.slots[0]!;
    const booked = await call(founder, 'POST', `/api/office-hours/slots/${slot.id}/booking`, {
      topic: 'Pricing our pilot',
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const reminders = () =>
      t.app.db
        .selectFrom('jobs')
        .select('status')
        .where('kind', '=', 'office-hours-reminder')
        .orderBy('id')
        .execute();
    expect((await reminders()).map((job) => job.status)).toEqual(['pending', 'pending']);
    await t.app.db.deleteFrom('mail_outbox').execute();

    const now = new Date();
    await scheduleErasureAt(t.app, [founder.id], now);
    expect(await t.app.jobs.runDue(new Date(now.getTime() + 1000))).toBe(1);

    expect((await reminders()).map((job) => job.status)).toEqual(['cancelled', 'cancelled']);
    const mails = await t.app.db
      .selectFrom('mail_outbox')
      .select(['to_address', 'subject', 'text_body', 'html_body', 'attachments_json'])
      .execute();
    expect(mails.map((mail) => [mail.to_address, mail.subject])).toEqual([
      [mentor.email, 'Cancelled: Office hours: Mentor Malini with A former member (Vanishing Labs)'],
    ]);
    const mail = mails[0]!;
    expect(mail.text_body).toContain('the other person has deleted their account');
    for (const trace of ['Farhan', 'erased.founder']) expect(JSON.stringify(mail)).not.toContain(trace);
    // The session is gone from the mentor's list; the slot is theirs to offer again.
    const mine = (await call(mentor, 'GET', '/api/my/office-hours')).json() as { bookings?: unknown[] };
    expect(JSON.stringify(mine)).not.toContain('Pricing our pilot');
  });
});
