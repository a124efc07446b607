import type { FastifyInstance } from 'fastify';
import ICAL from 'ical.js';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  OFFER_CLAIM_WINDOW_MS,
  REGISTRATION_MESSAGES,
  type MyRegistrationList,
  type RegistrationAnswer,
} from '#common/event-registrations';
import type { CentreEvent } from '#common/events';
import { buildApp } from '#server/app';
import { signIn, type SignedIn } from '#server/test-support/sign-in';
import { createTestApp, testConfig, testDialect, type TestApp } from '#server/test-support/test-app';
import { ADMIN_EMAIL, VALID_FIELDS, multipart, pngImage } from '../test-helpers';
import { eventStartsAt } from './service';

// docs/product.md#event-registration: register, waitlist, cancel, offers with a claim window, reminders,
// and the capacity rule under 500 simultaneous requests (two server instances on PostgreSQL).

let t: TestApp;
let admin: SignedIn;
let png: Buffer;

beforeAll(async () => {
  t = await createTestApp({ adminEmails: [ADMIN_EMAIL] });
  admin = await signIn(t.app, ADMIN_EMAIL);
  png = await pngImage(64, 48);
});
afterAll(async () => t?.close());

async function createEvent(fields: Record<string, string>): Promise<CentreEvent> {
  const form = await multipart({ ...VALID_FIELDS, ...fields }, { bytes: png });
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/events',
    headers: { ...admin.headers, ...form.headers },
    payload: form.payload,
  });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { event: CentreEvent }).event;
}

const siteEvent = (attendees: number, extra: Record<string, string> = {}) =>
  createEvent({
    registration_mode: 'site',
    registration_link: '',
    attendees: String(attendees),
    start_date: '2031-05-20',
    end_date: '2031-05-20',
    time: '10:00 AM - 1:00 PM',
    ...extra,
  });

function call(
  app: FastifyInstance,
  who: SignedIn | null,
  method: 'GET' | 'POST' | 'DELETE' | 'PATCH',
  url: string,
  payload?: object,
) {
  return app.inject({
    method,
    url,
    headers: { ...(who?.headers ?? {}), ...(payload ? { 'content-type': 'application/json' } : {}) },
    ...(payload ? { payload } : {}),
  });
}

const register = (who: SignedIn, id: number, answer?: string) =>
  call(t.app, who, 'POST', `/api/events/${id}/registrations`, answer === undefined ? {} : { answer });

async function outbox(to: string) {
  return t.app.db
    .selectFrom('mail_outbox')
    .select(['subject', 'text_body', 'html_body', 'attachments_json'])
    .where('to_address', '=', to)
    .orderBy('id')
    .execute();
}

describe('event registration on the site', () => {
  it('registers, then waitlists in order; refuses twice, external, closed, past and anonymous', async () => {
    const event = await siteEvent(2, { registration_question: 'Which track?' });
    expect(event).toMatchObject({ registration_mode: 'site', seats_left: 2, waitlist_count: 0 });
    const people = await Promise.all(
      [1, 2, 3, 4].map((n) => signIn(t.app, `reg${n}@example.org`, `Reg ${n}`)),
    );

    const first = await register(people[0]!, event.id, 'AI track');
    expect(first.statusCode, first.body).toBe(201);
    const mine = (first.json() as RegistrationAnswer).registration;
    expect(mine).toMatchObject({ state: 'registered', answer: 'AI track', waitlist_position: null });
    expect(mine.check_in_code).toMatch(/^[A-Z2-9]{10}$/);
    expect((await register(people[0]!, event.id)).statusCode).toBe(409);
    expect((await register(people[1]!, event.id)).statusCode).toBe(201);
    const third = (await register(people[2]!, event.id)).json() as RegistrationAnswer;
    expect(third.registration).toMatchObject({
      state: 'waitlisted',
      waitlist_position: 1,
      check_in_code: null,
    });
    expect(third.message).toContain('number 1 on the waitlist');
    const fourth = (await register(people[3]!, event.id)).json() as RegistrationAnswer;
    expect(fourth.registration.waitlist_position).toBe(2);

    const shown = (await call(t.app, null, 'GET', `/api/events/${event.id}`)).json() as CentreEvent;
    expect(shown).toMatchObject({ seats_left: 0, waitlist_count: 2 });

    // The confirmation: the code in the text, the event's calendar entry attached.
    const [confirmation] = await outbox(people[0]!.email);
    expect(confirmation!.subject).toBe(`Registered: ${VALID_FIELDS.name}`);
    expect(confirmation!.text_body).toContain(mine.check_in_code);
    expect(confirmation!.attachments_json).toContain('BEGIN:VCALENDAR');
    // ... and the code as a QR code, inline in the HTML, that a scanner reads back as the code.
    const files = JSON.parse(confirmation!.attachments_json) as { cid?: string; content: string }[];
    const qr = files.find((file) => file.cid === 'check-in-code.qr')!;
    expect(confirmation!.html_body).toContain('src="cid:check-in-code.qr"');
    const pixels = await sharp(Buffer.from(qr.content, 'base64'))
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const read = jsQR(new Uint8ClampedArray(pixels.data), pixels.info.width, pixels.info.height);
    expect(read?.data).toBe(mine.check_in_code);
    // Waiting people hear their position; the mail says why it has no unsubscribe link.
    const [waitlisted] = await outbox(people[2]!.email);
    expect(waitlisted!.subject).toBe(`On the waitlist: ${VALID_FIELDS.name}`);
    expect(waitlisted!.text_body).toContain('you are number 1 on the waitlist');
    expect(waitlisted!.text_body).toContain('You receive this because you joined the waitlist');

    const external = await createEvent({});
    const refused = await register(people[0]!, external.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/registration link/);
    const past = await siteEvent(5, { start_date: '2020-01-01', end_date: '2020-01-01' });
    expect((await register(people[0]!, past.id)).json().message).toMatch(/already started/);
    const closed = await siteEvent(5, { registration_closes_at: '2021-01-01T00:00:00Z' });
    expect((await register(people[0]!, closed.id)).json().message).toMatch(/closed/);
    const later = await siteEvent(5, { registration_opens_at: '2031-01-01T00:00:00Z' });
    expect((await register(people[0]!, later.id)).json().message).toMatch(/not opened yet/);
    expect((await call(t.app, null, 'POST', `/api/events/${event.id}/registrations`, {})).statusCode).toBe(
      401,
    );
    expect((await register(people[0]!, 987_654)).statusCode).toBe(404);
  });

  it('offers a freed seat to the next person, who claims it, declines it or lets it expire', async () => {
    const event = await siteEvent(1);
    const [a, b, c, d] = await Promise.all([1, 2, 3, 4].map((n) => signIn(t.app, `offer${n}@example.org`)));
    for (const who of [a!, b!, c!, d!]) expect((await register(who, event.id)).statusCode).toBe(201);

    // A cancels: B is offered the seat at once, by mail.
    const cancelled = await call(t.app, a!, 'DELETE', `/api/events/${event.id}/registrations/me`);
    expect(cancelled.json()).toMatchObject({ registration: { state: 'cancelled' } });
    const list = (await call(t.app, b!, 'GET', '/api/my/registrations')).json() as {
      items: RegistrationAnswer['registration'][];
    };
    expect(list.items[0]).toMatchObject({ state: 'offered' });
    const bMails = await outbox(b!.email);
    expect(bMails.map((mail) => mail.subject)).toEqual([
      `On the waitlist: ${VALID_FIELDS.name}`,
      `A seat is free: ${VALID_FIELDS.name}`,
    ]);
    expect(bMails[1]!.text_body).toContain('it is the only mail about this seat');
    // C cannot claim what was not offered; B claims.
    expect((await call(t.app, c!, 'POST', `/api/events/${event.id}/registrations/me/claim`)).statusCode).toBe(
      409,
    );
    const claimed = await call(t.app, b!, 'POST', `/api/events/${event.id}/registrations/me/claim`);
    expect(claimed.json()).toMatchObject({ registration: { state: 'registered' } });

    // B cancels, C is offered and declines, D is offered and lets the window pass.
    await call(t.app, b!, 'DELETE', `/api/events/${event.id}/registrations/me`);
    const declined = await call(t.app, c!, 'DELETE', `/api/events/${event.id}/registrations/me`);
    expect(declined.json().message).toMatch(/declined/);
    const offered = (await call(t.app, d!, 'GET', '/api/my/registrations')).json().items[0];
    expect(offered.state).toBe('offered');
    const expiry = Date.parse(offered.offer_expires_at as string);
    expect(expiry - Date.now()).toBeLessThanOrEqual(OFFER_CLAIM_WINDOW_MS);
    // Past the deadline, before the expiry job has run: the claim is refused all the same.
    await t.app.db
      .updateTable('event_registrations')
      .set({ offer_expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', offered.id as number)
      .execute();
    const late = await call(t.app, d!, 'POST', `/api/events/${event.id}/registrations/me/claim`);
    expect([late.statusCode, late.json().message]).toEqual([409, REGISTRATION_MESSAGES.offerExpired]);
    // The expiry job waits for its moment (other daily work may run before it; this offer stays as it was).
    await t.app.jobs.runDue(new Date(expiry - 1000));
    expect((await call(t.app, d!, 'GET', '/api/my/registrations')).json().items[0].state).toBe('offered');
    expect(await t.app.jobs.runDue(new Date(expiry))).toBeGreaterThanOrEqual(1);
    expect((await call(t.app, d!, 'GET', '/api/my/registrations')).json().items[0].state).toBe('cancelled');
    expect(
      ((await call(t.app, null, 'GET', `/api/events/${event.id}`)).json() as CentreEvent).seats_left,
    ).toBe(1);
    // Running again changes nothing: the expiry ran once.
    expect(await t.app.jobs.runDue(new Date(expiry + 60_000))).toBe(0);
  });

  it('reminds people holding a seat 24 h and 1 h before, once, and never cancelled people', async () => {
    const event = await siteEvent(5, { start_date: '2031-06-01', end_date: '2031-06-01' });
    const [stay, leave] = await Promise.all([
      signIn(t.app, 'stay@example.org'),
      signIn(t.app, 'leave@example.org'),
    ]);
    await register(stay!, event.id);
    await register(leave!, event.id);
    await call(t.app, leave!, 'DELETE', `/api/events/${event.id}/registrations/me`);
    const start = eventStartsAt(
      { start_date: '2031-06-01', time: '10:00 AM' },
      t.config.centreTimezone,
    ).getTime();
    await t.app.jobs.runDue(new Date(start - 24 * 3600_000));
    await t.app.jobs.runDue(new Date(start - 24 * 3600_000 + 1000));
    await t.app.jobs.runDue(new Date(start - 3600_000));
    const subjects = (await outbox(stay!.email)).map((mail) => mail.subject);
    expect(subjects).toEqual([
      `Registered: ${VALID_FIELDS.name}`,
      `Reminder: ${VALID_FIELDS.name} starts tomorrow`,
      `Reminder: ${VALID_FIELDS.name} starts in an hour`,
    ]);
    const reminder = (await outbox(stay!.email))[1]!;
    expect(reminder.text_body).toContain('You receive this because you registered');
    // The reminder carries the check-in code as a QR code too, read back by a scanner as the code.
    const code = ((await call(t.app, stay!, 'GET', '/api/my/registrations')).json() as MyRegistrationList)
      .items[0]!.check_in_code!;
    expect(reminder.text_body).toContain(code);
    expect(reminder.html_body).toContain('src="cid:check-in-code.qr"');
    const reminderQr = (JSON.parse(reminder.attachments_json) as { cid?: string; content: string }[]).find(
      (file) => file.cid === 'check-in-code.qr',
    )!;
    const reminderPixels = await sharp(Buffer.from(reminderQr.content, 'base64'))
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(
      jsQR(new Uint8ClampedArray(reminderPixels.data), reminderPixels.info.width, reminderPixels.info.height)
        ?.data,
    ).toBe(code);
    expect((await outbox(leave!.email)).map((mail) => mail.subject)).toEqual([
      `Registered: ${VALID_FIELDS.name}`,
    ]);
  });

  it('moves reminders with the event, and offers added seats to the waitlist at once', async () => {
    const event = await siteEvent(1, { start_date: '2031-07-01', end_date: '2031-07-01' });
    const [first, second, third, late] = await Promise.all(
      [1, 2, 3, 4].map((n) => signIn(t.app, `moved${n}@example.org`)),
    );
    for (const who of [first!, second!, third!]) await register(who, event.id);
    const patch = (payload: object) => call(t.app, admin, 'PATCH', `/api/events/${event.id}`, payload);
    const startOf = (date: string) =>
      eventStartsAt({ start_date: date, time: '10:00 AM' }, t.config.centreTimezone).getTime();

    // The event moves a week later: nothing at the old moments, both reminders at the new ones.
    expect((await patch({ start_date: '2031-07-08', end_date: '2031-07-08' })).statusCode).toBe(200);
    await t.app.jobs.runDue(new Date(startOf('2031-07-01') - 3600_000));
    expect((await outbox(first!.email)).map((mail) => mail.subject)).toEqual([
      `Registered: ${VALID_FIELDS.name}`,
    ]);
    await t.app.jobs.runDue(new Date(startOf('2031-07-08') - 3600_000));
    expect((await outbox(first!.email)).map((mail) => mail.subject)).toEqual([
      `Registered: ${VALID_FIELDS.name}`,
      `Reminder: ${VALID_FIELDS.name} starts tomorrow`,
      `Reminder: ${VALID_FIELDS.name} starts in an hour`,
    ]);

    // Two more seats: both waiting people are offered one in the same request.
    const raised = await patch({ attendees: 3 });
    expect(raised.json().event).toMatchObject({ seats_left: 0, waitlist_count: 0 });
    for (const who of [second!, third!]) {
      expect((await call(t.app, who, 'GET', '/api/my/registrations')).json().items[0].state).toBe('offered');
      expect((await outbox(who.email)).map((mail) => mail.subject)).toContain(
        `A seat is free: ${VALID_FIELDS.name}`,
      );
    }
    await call(t.app, second!, 'POST', `/api/events/${event.id}/registrations/me/claim`);

    // Back down to one seat: nobody loses theirs; a newcomer waits.
    const lowered = await patch({ attendees: 1 });
    expect(lowered.json().event).toMatchObject({ seats_left: 0 });
    for (const who of [first!, second!])
      expect((await call(t.app, who, 'GET', '/api/my/registrations')).json().items[0].state).toBe(
        'registered',
      );
    const waiting = (await register(late!, event.id)).json() as RegistrationAnswer;
    expect(waiting.registration).toMatchObject({ state: 'waitlisted', waitlist_position: 1 });
    // Cancelling while still over capacity frees nothing for the waitlist.
    await call(t.app, first!, 'DELETE', `/api/events/${event.id}/registrations/me`);
    await call(t.app, third!, 'DELETE', `/api/events/${event.id}/registrations/me`);
    expect((await call(t.app, late!, 'GET', '/api/my/registrations')).json().items[0].state).toBe(
      'waitlisted',
    );
    // Once below it, the next cancellation offers the seat.
    await call(t.app, second!, 'DELETE', `/api/events/${event.id}/registrations/me`);
    expect((await call(t.app, late!, 'GET', '/api/my/registrations')).json().items[0].state).toBe('offered');
  });

  it('lists registrants for admins (and as CSV), and checks each person in once, refusing forged codes', async () => {
    const event = await siteEvent(1, { registration_question: 'Diet?' });
    const [seated, waiting] = await Promise.all([
      signIn(t.app, 'seated@example.org', 'Seated Person'),
      signIn(t.app, 'waiting@example.org', 'Waiting Person'),
    ]);
    const code = ((await register(seated!, event.id, 'Vegan')).json() as RegistrationAnswer).registration
      .check_in_code!;
    await register(waiting!, event.id, '=HYPERLINK("x")');
    const list = await call(t.app, admin, 'GET', `/api/events/${event.id}/registrations`);
    expect(list.json()).toMatchObject({
      question: 'Diet?',
      items: [
        { name: 'Seated Person', state: 'registered', answer: 'Vegan', waitlist_position: null },
        { name: 'Waiting Person', state: 'waitlisted', waitlist_position: 1 },
      ],
    });
    const csv = await call(t.app, admin, 'GET', `/api/events/${event.id}/registrations.csv`);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain('"Diet?"');
    expect(csv.body).toContain(`"'=HYPERLINK(""x"")"`);
    // The question is an admin's text and heads its column: defused like the answers under it.
    const formula = await siteEvent(1, { registration_question: '=HYPERLINK("http://x","Diet")' });
    const formulaCsv = await call(t.app, admin, 'GET', `/api/events/${formula.id}/registrations.csv`);
    expect(formulaCsv.body.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe(
      `"Name","Email","State","Waitlist position","Registered at (UTC)","Checked in at (UTC)","'=HYPERLINK(""http://x"",""Diet"")"`,
    );
    expect((await call(t.app, seated!, 'GET', `/api/events/${event.id}/registrations`)).statusCode).toBe(403);

    const checkIn = (value: string) =>
      call(t.app, admin, 'POST', `/api/events/${event.id}/check-ins`, { code: value });
    expect((await checkIn('ZZZZZZZZZZ')).statusCode).toBe(404);
    expect((await checkIn('')).statusCode).toBe(400);
    // Several staff scan the same code at once: one succeeds, the others are told it is done.
    const spaced = `${code.slice(0, 5).toLowerCase()} ${code.slice(5)}`;
    const answers = await Promise.all([code, spaced, code, code].map(checkIn));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409, 409]);
    const done = answers.find((answer) => answer.statusCode === 200)!.json();
    expect(done).toMatchObject({
      message: 'Seated Person is checked in.',
      registrant: { state: 'attended' },
    });
    expect(answers.find((answer) => answer.statusCode === 409)!.json().message).toMatch(
      /^Already checked in/,
    );
    // A code of another event does not pass.
    const other = await siteEvent(3);
    expect((await call(t.app, admin, 'POST', `/api/events/${other.id}/check-ins`, { code })).statusCode).toBe(
      404,
    );
    const shown = (await call(t.app, null, 'GET', `/api/events/${event.id}`)).json() as CentreEvent;
    expect(shown.attended_count).toBe(1);
    const mine = (await call(t.app, seated!, 'GET', '/api/my/registrations')).json().items[0];
    // Checked in: the code has done its job and is no longer shown.
    expect(mine).toMatchObject({ state: 'attended', check_in_code: null });
  });

  it('lets admins add people by their account email and remove them; writes to a group once per person', async () => {
    const event = await siteEvent(1);
    const [first, second, third] = await Promise.all([
      signIn(t.app, 'added1@example.org', 'Added One'),
      signIn(t.app, 'added2@example.org', 'Added Two'),
      signIn(t.app, 'added3@example.org', 'Added Three'),
    ]);
    const add = (email: string) =>
      call(t.app, admin, 'POST', `/api/events/${event.id}/registrants`, { email });
    const added = await add(' ADDED1@example.org ');
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({
      message: 'Added One is registered.',
      registrant: { name: 'Added One', state: 'registered' },
    });
    expect((await outbox(first!.email)).map((mail) => mail.subject)).toEqual([
      `Registered: ${VALID_FIELDS.name}`,
    ]);
    expect((await add(second!.email)).json()).toMatchObject({
      message: 'The event is full: Added Two is number 1 on the waitlist.',
      registrant: { state: 'waitlisted', waitlist_position: 1 },
    });
    expect((await add(first!.email)).statusCode).toBe(409);
    const unknown = await add('nobody-here@example.org');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().fieldErrors.email).toMatch(/No account has this email address/);
    expect((await add('')).statusCode).toBe(400);
    expect(
      (await call(t.app, first!, 'POST', `/api/events/${event.id}/registrants`, { email: third!.email }))
        .statusCode,
    ).toBe(403);

    // Removing the seat holder offers the seat to the next person at once.
    const seatId = (added.json() as { registrant: { id: number } }).registrant.id;
    const removed = await call(t.app, admin, 'DELETE', `/api/events/${event.id}/registrants/${seatId}`);
    expect(removed.json()).toMatchObject({ message: 'Added One no longer holds a place at this event.' });
    expect((await outbox(first!.email)).map((mail) => mail.subject)).toContain(
      `Place cancelled: ${VALID_FIELDS.name}`,
    );
    expect((await call(t.app, second!, 'GET', '/api/my/registrations')).json().items[0].state).toBe(
      'offered',
    );
    expect(
      (await call(t.app, admin, 'DELETE', `/api/events/${event.id}/registrants/${seatId}`)).statusCode,
    ).toBe(404);
    const other = await siteEvent(2);
    expect(
      (await call(t.app, admin, 'DELETE', `/api/events/${other.id}/registrants/${seatId + 1}`)).statusCode,
    ).toBe(404);

    // A message to the waitlist (the offered person counts), sent twice with one key: one mail.
    await add(third!.email);
    const message = {
      group: 'waitlisted',
      subject: 'Room change',
      body: 'We moved to Hall B.\n\nSee you there.',
      request_key: '7d8f4c1e-3b2a-4c5d-9e8f-1a2b3c4d5e6f',
    };
    const sends = await Promise.all(
      [1, 2, 3].map(() => call(t.app, admin, 'POST', `/api/events/${event.id}/messages`, message)),
    );
    expect(sends.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(sends.map((answer) => answer.json().recipients)).toEqual([2, 2, 2]);
    for (const who of [second!, third!]) {
      const mails = (await outbox(who.email)).filter((mail) => mail.subject.startsWith('Room change'));
      expect(mails).toHaveLength(1);
      expect(mails[0]!.text_body).toContain('We moved to Hall B.');
      expect(mails[0]!.text_body).toContain('you are on the waitlist of');
    }
    expect((await outbox(first!.email)).filter((mail) => mail.subject.startsWith('Room change'))).toEqual([]);
    // No-shows are known only once the event started; an empty group sends nothing.
    const early = await call(t.app, admin, 'POST', `/api/events/${event.id}/messages`, {
      ...message,
      group: 'no_shows',
      request_key: '7d8f4c1e-3b2a-4c5d-9e8f-1a2b3c4d5e70',
    });
    expect(early.json().message).toBe('No-shows are known once the event has started.');
    const nobody = await call(t.app, admin, 'POST', `/api/events/${event.id}/messages`, {
      ...message,
      group: 'attended',
      request_key: '7d8f4c1e-3b2a-4c5d-9e8f-1a2b3c4d5e71',
    });
    expect(nobody.statusCode).toBe(409);
    const bad = await call(t.app, admin, 'POST', `/api/events/${event.id}/messages`, {
      ...message,
      subject: ' ',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors.subject).toBe('Write a subject');
  });

  it('writes to the no-shows of a past event, and not to those who came', async () => {
    const event = await siteEvent(3, { start_date: '2021-08-01', end_date: '2021-08-01' });
    const [came, missed] = await Promise.all([
      signIn(t.app, 'came@example.org'),
      signIn(t.app, 'missed@example.org'),
    ]);
    // Registering has closed, but an admin can still add people (a walk-in at the door).
    const codes: string[] = [];
    for (const who of [came!, missed!]) {
      const added = await call(t.app, admin, 'POST', `/api/events/${event.id}/registrants`, {
        email: who.email,
      });
      expect(added.json()).toMatchObject({ registrant: { state: 'registered' } });
      codes.push(
        (
          (await call(t.app, who, 'GET', '/api/my/registrations')).json().items[0] as {
            check_in_code: string;
          }
        ).check_in_code,
      );
    }
    await call(t.app, admin, 'POST', `/api/events/${event.id}/check-ins`, { code: codes[0] });
    const answer = await call(t.app, admin, 'POST', `/api/events/${event.id}/messages`, {
      group: 'no_shows',
      subject: 'We missed you',
      body: 'The slides are online.',
      request_key: 'a1b2c3d4-0000-4000-8000-000000000001',
    });
    expect(answer.json()).toEqual({ message: 'Message queued for 1 person.', recipients: 1 });
    const subject = `We missed you · ${VALID_FIELDS.name}`;
    expect((await outbox(missed!.email)).map((mail) => mail.subject)).toContain(subject);
    expect((await outbox(came!.email)).map((mail) => mail.subject)).not.toContain(subject);
    const list = (await call(t.app, admin, 'GET', `/api/events/${event.id}/registrations`)).json();
    expect(list).toMatchObject({ started: true });
    expect((await call(t.app, null, 'GET', `/api/events/${event.id}`)).json()).toMatchObject({
      attended_count: 1,
    });
  });

  it('serves a private, revocable calendar feed of the events where the person holds a seat', async () => {
    const [seat, full] = [await siteEvent(5), await siteEvent(1, { name: 'Full Event' })];
    const [owner, other] = await Promise.all([
      signIn(t.app, 'feed-owner@example.org'),
      signIn(t.app, 'feed-other@example.org'),
    ]);
    await register(other!, full.id);
    await register(owner!, seat.id);
    await register(owner!, full.id); // waitlisted: not in the feed
    expect((await call(t.app, owner!, 'GET', '/api/my/calendar-feed')).json()).toEqual({ url: null });
    const posted = await call(t.app, owner!, 'POST', '/api/my/calendar-feed', {});
    expect(posted.statusCode, posted.body).toBe(200);
    const made = posted.json() as { url: string };
    expect(made.url).toMatch(/\/api\/calendar-feeds\/[A-Za-z0-9_-]{32}\.ics$/);
    expect((await call(t.app, owner!, 'GET', '/api/my/calendar-feed')).json()).toEqual(made);
    const path = new URL(made.url).pathname;

    const feed = await call(t.app, null, 'GET', path);
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toContain('text/calendar');
    const calendar = new ICAL.Component(ICAL.parse(feed.body));
    const events = calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
    expect(events.map((event) => event.summary)).toEqual([VALID_FIELDS.name]);

    // A new address revokes the old one; revoking leaves none.
    const renewed = (await call(t.app, owner!, 'POST', '/api/my/calendar-feed', {})).json() as {
      url: string;
    };
    expect(renewed.url).not.toBe(made.url);
    expect((await call(t.app, null, 'GET', path)).statusCode).toBe(404);
    expect((await call(t.app, owner!, 'DELETE', '/api/my/calendar-feed', {})).json()).toEqual({ url: null });
    expect((await call(t.app, null, 'GET', new URL(renewed.url).pathname)).statusCode).toBe(404);
    expect((await call(t.app, null, 'GET', '/api/calendar-feeds/short.ics')).statusCode).toBeLessThan(500);
    expect((await call(t.app, null, 'POST', '/api/my/calendar-feed', {})).statusCode).toBe(401);
  });

  it(
    'gives exactly 100 seats to 500 simultaneous registrations, the rest waitlisted in order',
    { timeout: 300_000 },
    async () => {
      const event = await siteEvent(100);
      const people: SignedIn[] = [];
      for (let n = 0; n < 500; n += 1) people.push(await signIn(t.app, `rush${n}@example.org`));
      // On PostgreSQL half the requests go to a second server instance on the same database.
      let second: FastifyInstance = t.app;
      if (testDialect === 'postgres') {
        second = await buildApp(testConfig(t.database.settings, { adminEmails: [ADMIN_EMAIL] }), {
          logger: false,
        });
        await second.ready();
      }
      try {
        const started = Date.now();
        const answers = await Promise.all(
          people.map((who, n) =>
            call(n % 2 === 0 ? t.app : second, who, 'POST', `/api/events/${event.id}/registrations`, {}),
          ),
        );
        const elapsed = Date.now() - started;
        expect(answers.map((answer) => answer.statusCode).filter((status) => status !== 201)).toEqual([]);
        const states = answers.map((answer) => (answer.json() as RegistrationAnswer).registration);
        expect(states.filter((row) => row.state === 'registered')).toHaveLength(100);
        const waiting = states.filter((row) => row.state === 'waitlisted');
        expect(waiting).toHaveLength(400);
        // Positions as answered are 1..400, each once: arrival order, no two people in one place.
        expect(new Set(waiting.map((row) => row.waitlist_position)).size).toBe(400);
        expect(Math.max(...waiting.map((row) => row.waitlist_position!))).toBe(400);
        const shown = (await call(t.app, null, 'GET', `/api/events/${event.id}`)).json() as CentreEvent;
        expect(shown).toMatchObject({ seats_left: 0, waitlist_count: 400 });
        console.log(`500 simultaneous registrations (${testDialect}): ${elapsed} ms`);
      } finally {
        if (second !== t.app) await second.close();
      }
    },
  );
});
