import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CentreEvent } from '#common/events';
import { signIn, type SignedIn } from '#server/test-support/sign-in';
import { createTestApp, type TestApp } from '#server/test-support/test-app';
import { ADMIN_EMAIL, VALID_FIELDS, multipart, pngImage } from '../events/test-helpers';
import { scheduleErasureAt } from '#server/test-support/erasure-due';

const HOUR_MS = 60 * 60 * 1000;

/**
 * docs/product.md#delete-account: an erased person's places at events to come end as their own cancellation
 * would (docs/product.md#event-registration), so the seat they held is offered to the first person waiting,
 * and nothing queued for them (their confirmation, their reminders) reaches them after.
 */
describe('erasing an account frees the seats it held', () => {
  let t: TestApp;
  let admin: SignedIn;

  beforeAll(async () => {
    t = await createTestApp({ adminEmails: [ADMIN_EMAIL] });
    admin = await signIn(t.app, ADMIN_EMAIL);
  });
  afterAll(async () => t?.close());

  async function fullEvent(): Promise<CentreEvent> {
    const form = await multipart(
      {
        ...VALID_FIELDS,
        registration_mode: 'site',
        registration_link: '',
        attendees: '1',
        start_date: '2031-05-20',
        end_date: '2031-05-20',
        time: '10:00 AM - 1:00 PM',
      },
      { bytes: await pngImage(64, 48) },
    );
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/events',
      headers: { ...admin.headers, ...form.headers },
      payload: form.payload,
    });
    expect(created.statusCode, created.body).toBe(201);
    return (created.json() as { event: CentreEvent }).event;
  }

  const register = async (who: SignedIn, eventId: number) => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/events/${eventId}/registrations`,
      headers: { ...who.headers, 'content-type': 'application/json' },
      payload: {},
    });
    expect(response.statusCode, response.body).toBe(201);
  };

  const registration = (eventId: number, userId: number) =>
    t.app.db
      .selectFrom('event_registrations')
      .selectAll()
      .where('event_id', '=', eventId)
      .where('user_id', '=', userId)
      .executeTakeFirst();

  const mailsTo = (email: string) =>
    t.app.db
      .selectFrom('mail_outbox')
      .select(['subject', 'status'])
      .where('to_address', '=', email)
      .orderBy('id')
      .execute();

  it('offers the seat to the first person waiting, mails them, and cancels the erased holder’s reminders', async () => {
    const event = await fullEvent();
    const holder = await signIn(t.app, 'seat.holder@student.example.edu', 'Seat Holder');
    const first = await signIn(t.app, 'first.waiting@student.example.edu', 'First Waiting');
    const second = await signIn(t.app, 'second.waiting@student.example.edu', 'Second Waiting');
    await register(holder, event.id);
    await register(first, event.id);
    await register(second, event.id);
    const held = (await registration(event.id, holder.id))!;
    expect(held.status).toBe('registered');
    expect((await registration(event.id, first.id))!.status).toBe('waitlisted');
    // The holder's confirmation waits in the outbox and their two reminders in the job queue.
    expect(await mailsTo(holder.email)).toEqual([
      { subject: `Registered: ${VALID_FIELDS.name}`, status: 'pending' },
    ]);
    const holderReminders = () =>
      t.app.db
        .selectFrom('jobs')
        .select(['unique_key', 'status'])
        .where('kind', '=', 'event-reminder')
        .where('unique_key', 'like', `%:registration:${held.id}:%`)
        .execute();
    expect((await holderReminders()).map((job) => job.status)).toEqual(['pending', 'pending']);

    // The grace period is over: the erasure job runs as the route stores it.
    const now = new Date();
    await scheduleErasureAt(t.app, [holder.id], now);
    expect(await t.app.jobs.runDue(new Date(now.getTime() + 1000))).toBe(1);

    // The seat went to the first person waiting, for the claim window, with a mail; the second still waits.
    const offered = (await registration(event.id, first.id))!;
    expect(offered.status).toBe('offered');
    expect(Date.parse(offered.offer_expires_at!)).toBeGreaterThan(now.getTime());
    expect((await mailsTo(first.email)).map((mail) => mail.subject)).toContain(
      `A seat is free: ${VALID_FIELDS.name}`,
    );
    expect((await registration(event.id, second.id))!.status).toBe('waitlisted');
    expect(
      await t.app.db
        .selectFrom('jobs')
        .select('status')
        .where('unique_key', '=', `event-offer-expiry:registration:${offered.id}:${offered.queue_number}`)
        .execute(),
    ).toEqual([{ status: 'pending' }]);
    const shown = (await t.app.inject({ method: 'GET', url: `/api/events/${event.id}` })).json();
    expect(shown).toMatchObject({ seats_left: 0, waitlist_count: 1 });

    // Nothing of the holder is left to send: their mail is gone and their reminders are cancelled ...
    expect(await registration(event.id, holder.id)).toBeUndefined();
    expect(await mailsTo(holder.email)).toEqual([]);
    expect((await holderReminders()).map((job) => job.status)).toEqual(['cancelled', 'cancelled']);
    // ... so the runner, run up to an hour before the start (both reminders due), mails them nothing.
    const start = Date.parse('2031-05-20T10:00:00+05:30');
    await t.app.jobs.runDue(new Date(start - HOUR_MS / 2));
    await t.app.mail.deliverDue();
    expect(await mailsTo(holder.email)).toEqual([]);
  });

  it('leaves an event that has begun as it was: the place stays, by the former member', async () => {
    const person = await signIn(t.app, 'past.attendee@student.example.edu', 'Past Attendee');
    const event = await fullEvent();
    await register(person, event.id);
    const waiting = await signIn(t.app, 'past.waiting@student.example.edu', 'Past Waiting');
    await register(waiting, event.id);
    // Run the erasure on the event's own day, after it began.
    const during = new Date('2031-05-20T06:00:00Z');
    await scheduleErasureAt(t.app, [person.id], during);
    await t.app.jobs.runDue(during);
    const rows = await t.app.db
      .selectFrom('event_registrations')
      .select(['user_id', 'status'])
      .where('event_id', '=', event.id)
      .orderBy('id')
      .execute();
    expect(rows[0]!.status).toBe('registered');
    expect(rows[0]!.user_id).not.toBe(person.id);
    expect(rows[1]).toEqual({ user_id: waiting.id, status: 'waitlisted' });
  });
});
