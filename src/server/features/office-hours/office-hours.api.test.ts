import type { FastifyInstance } from 'fastify';
import ICAL from 'ical.js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { nextDate } from '#common/office-hours-slots';
import type {
  BookingView,
  MentorSlots,
  MyOfficeHours,
  AdminSchedule,
  MentorList,
} from '#common/office-hours';
import { buildApp } from '#server/app';
import { DEMO_OFFICE_HOURS_MENTOR, seedDemoOfficeHours } from '#server/db/seed/demo-office-hours';
import { insertMentorReturningId } from '#server/features/content/repository';
import { insertGrant } from '#server/modules/roles';
import { insertCohortStartup, insertTestCohort, insertTestProgram } from '#server/test-support/cohorts';
import { signIn, type SignedIn } from '#server/test-support/sign-in';
import { createTestApp, testConfig, testDialect, type TestApp } from '#server/test-support/test-app';
import { readWithThreeParsers } from '#server/test-support/calendar-parsers';

// docs/product.md#office-hours: availability, booking with its limits under simultaneous requests (two
// server instances on PostgreSQL), mails with .ics, reminders exactly once, cancelling, notes and ratings.

const ADMIN = 'oh-admin@example.org';
let t: TestApp;
/** A second instance on the same database: on PostgreSQL half the simultaneous requests go to it. */
let other: FastifyInstance;
let admin: SignedIn;
let mentor: SignedIn;
let outsider: SignedIn;
let founders: SignedIn[] = [];
let cohortId = 0;

beforeAll(async () => {
  t = await createTestApp({ adminEmails: [ADMIN] });
  other = await buildApp(testConfig(t.database.settings, { adminEmails: [ADMIN] }), { logger: false });
  await other.ready();
  admin = await signIn(t.app, ADMIN, 'Centre Admin');
  mentor = await signIn(t.app, 'mentor@example.org', 'Meera Mentor');
  outsider = await signIn(t.app, 'outsider@example.org', 'Out Sider');
  await insertGrant(t.app.db, {
    user_id: mentor.id,
    role: 'mentor',
    granted_at: new Date().toISOString(),
    granted_by: ADMIN,
  });
  await insertTestProgram(t.app.db, 'oh-prog');
  cohortId = await insertTestCohort(t.app.db, {
    name: 'Cohort 1',
    programSlug: 'oh-prog',
    startsOn: '2026-01-01',
    endsOn: '2027-12-31',
  });
  founders = await Promise.all(
    Array.from({ length: 20 }, (_, i) => signIn(t.app, `founder${i}@example.org`, `Founder ${i}`)),
  );
  for (const [i, founder] of founders.entries())
    await insertCohortStartup(t.app.db, cohortId, `Startup ${i}`, [founder]);
});
afterAll(async () => {
  await other?.close();
  await t?.close();
});

function call(app: FastifyInstance, who: SignedIn | null, method: string, url: string, payload?: object) {
  return app.inject({
    method: method as 'GET',
    url,
    headers: { ...(who?.headers ?? {}), ...(payload ? { 'content-type': 'application/json' } : {}) },
    ...(payload ? { payload } : {}),
  });
}

/** A day `days` ahead in UTC, always inside the booking horizon. */
const dayAhead = (days: number) => nextDate(new Date().toISOString().slice(0, 10), days);

async function resetMentor(limits: { perWeekLimit: number; perStartupLimit: number }) {
  await t.app.db.deleteFrom('office_hours_bookings').execute();
  await t.app.db.deleteFrom('office_hours_slots').execute();
  await t.app.db.deleteFrom('office_hours_windows').execute();
  await t.app.db.deleteFrom('jobs').execute();
  await t.app.db.deleteFrom('mail_outbox').execute();
  const saved = await call(t.app, mentor, 'PUT', '/api/office-hours/settings', {
    timeZone: 'UTC',
    slotMinutes: 30,
    ...limits,
  });
  expect(saved.statusCode, saved.body).toBe(200);
}

async function addSingle(date: string, start = '10:00', end = '20:00') {
  const response = await call(t.app, mentor, 'POST', '/api/office-hours/windows', {
    kind: 'single',
    date,
    start,
    end,
  });
  expect(response.statusCode, response.body).toBe(201);
}

async function freeSlots(who: SignedIn = founders[0]!) {
  const response = await call(t.app, who, 'GET', `/api/office-hours/slots?mentor=${mentor.id}`);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as MentorSlots).slots;
}

const book = (who: SignedIn, slotId: number, app = t.app) =>
  call(app, who, 'POST', `/api/office-hours/slots/${slotId}/booking`, { topic: 'Pricing our pilot' });

async function outbox(to: string) {
  return t.app.db
    .selectFrom('mail_outbox')
    .select(['subject', 'attachments_json'])
    .where('to_address', '=', to)
    .orderBy('id')
    .execute();
}

describe('availability', () => {
  beforeEach(() => resetMentor({ perWeekLimit: 10, perStartupLimit: 5 }));

  it('publishes windows; refuses overlaps, past dates, bad zones and windows from non-mentors', async () => {
    await addSingle(dayAhead(3), '10:00', '11:00');
    const weekly = await call(t.app, mentor, 'POST', '/api/office-hours/windows', {
      kind: 'weekly',
      weekday: 1,
      start: '09:00',
      end: '10:00',
    });
    expect(weekly.statusCode, weekly.body).toBe(201);
    const overlap = await call(t.app, mentor, 'POST', '/api/office-hours/windows', {
      kind: 'single',
      date: dayAhead(3),
      start: '10:30',
      end: '12:00',
    });
    expect(overlap.statusCode).toBe(409);
    expect(overlap.json().message).toMatch(/overlaps/);
    const past = await call(t.app, mentor, 'POST', '/api/office-hours/windows', {
      kind: 'single',
      date: dayAhead(-2),
      start: '10:00',
      end: '11:00',
    });
    expect(past.statusCode).toBe(400);
    const backwards = await call(t.app, mentor, 'POST', '/api/office-hours/windows', {
      kind: 'weekly',
      weekday: 2,
      start: '11:00',
      end: '10:00',
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().fieldErrors.end).toBeDefined();
    const zone = await call(t.app, mentor, 'PUT', '/api/office-hours/settings', {
      timeZone: 'Mars/Olympus',
      slotMinutes: 30,
      perWeekLimit: 1,
      perStartupLimit: 1,
    });
    expect(zone.statusCode).toBe(400);
    expect(
      (
        await call(t.app, founders[0]!, 'POST', '/api/office-hours/windows', {
          kind: 'weekly',
          weekday: 1,
          start: '09:00',
          end: '10:00',
        })
      ).statusCode,
    ).toBe(403);
    const mine = (await call(t.app, mentor, 'GET', '/api/my/office-hours')).json() as MyOfficeHours;
    expect(mine.isMentor).toBe(true);
    expect(mine.windows).toHaveLength(2);
    expect(await t.app.db.selectFrom('office_hours_windows').select('id').execute()).toHaveLength(2);
  });

  it('stores a zone by its current name when a browser sends an older one (Asia/Calcutta)', async () => {
    const saved = await call(t.app, mentor, 'PUT', '/api/office-hours/settings', {
      timeZone: 'Asia/Calcutta',
      slotMinutes: 30,
      perWeekLimit: 10,
      perStartupLimit: 5,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().settings.timeZone).toBe('Asia/Kolkata');
    const mine = (await call(t.app, mentor, 'GET', '/api/my/office-hours')).json() as MyOfficeHours;
    expect(mine.settings?.timeZone).toBe('Asia/Kolkata');
  });

  it('shows a zone stored by its older name (saved before the picker knew renames) by its current name', async () => {
    await t.app.db.updateTable('office_hours_settings').set({ time_zone: 'Asia/Calcutta' }).execute();
    await addSingle(dayAhead(2), '10:00', '11:00');
    await addSingle(dayAhead(3), '10:00', '11:00');
    const windows = await t.app.db.selectFrom('office_hours_windows').select('time_zone').execute();
    expect(windows.map((row) => row.time_zone)).toEqual(['Asia/Kolkata', 'Asia/Kolkata']);
    await t.app.db.updateTable('office_hours_windows').set({ time_zone: 'Asia/Calcutta' }).execute();

    const mine = (await call(t.app, mentor, 'GET', '/api/my/office-hours')).json() as MyOfficeHours;
    expect(mine.settings?.timeZone).toBe('Asia/Kolkata');
    expect(mine.windows.map((window) => window.timeZone)).toEqual(['Asia/Kolkata', 'Asia/Kolkata']);
    const list = (await call(t.app, founders[0]!, 'GET', '/api/office-hours/mentors')).json() as MentorList;
    expect(list.mentors.find((m) => m.userId === mentor.id)?.timeZone).toBe('Asia/Kolkata');
  });

  it('shows cohort members the mentors with their next free slots; others see none', async () => {
    await addSingle(dayAhead(2), '10:00', '11:00');
    const list = (await call(t.app, founders[0]!, 'GET', '/api/office-hours/mentors')).json() as MentorList;
    const listed = list.mentors.find((m) => m.userId === mentor.id)!;
    expect(listed.name).toBe('Meera Mentor');
    expect(listed.nextSlots.map((s) => s.startsAt)).toEqual([
      `${dayAhead(2)}T10:00:00.000Z`,
      `${dayAhead(2)}T10:30:00.000Z`,
    ]);
    expect((await call(t.app, outsider, 'GET', '/api/office-hours/mentors')).json()).toMatchObject({
      canBook: false,
      mentors: [],
    });
    expect(
      (await call(t.app, outsider, 'GET', `/api/office-hours/slots?mentor=${mentor.id}`)).json(),
    ).toMatchObject({ canBook: false, slots: [] });
    expect((await call(t.app, null, 'GET', '/api/office-hours/mentors')).statusCode).toBe(401);
  });
});

describe('booking', () => {
  it('gives exactly one booking when 20 cohort members book one slot at once', async () => {
    await resetMentor({ perWeekLimit: 40, perStartupLimit: 5 });
    await addSingle(dayAhead(5));
    const [slot] = await freeSlots();
    const answers = await Promise.all(
      founders.map((founder, i) =>
        book(founder, slot!.id, testDialect === 'postgres' && i % 2 ? other : t.app),
      ),
    );
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes.filter((code) => code === 201)).toHaveLength(1);
    expect(codes.filter((code) => code === 409)).toHaveLength(19);
    const rows = await t.app.db.selectFrom('office_hours_bookings').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect((await freeSlots()).some((s) => s.id === slot!.id)).toBe(false);
  });

  it('holds the weekly limit when 20 cohort members book 20 slots of one week at once', async () => {
    await resetMentor({ perWeekLimit: 3, perStartupLimit: 5 });
    await addSingle(dayAhead(6));
    const slots = await freeSlots();
    const answers = await Promise.all(
      founders.map((founder, i) =>
        book(founder, slots[i]!.id, testDialect === 'postgres' && i % 2 ? other : t.app),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(3);
    const refused = answers.filter((a) => a.statusCode === 409);
    expect(refused).toHaveLength(17);
    expect(refused[0]!.json().message).toMatch(/no more sessions free that week/);
    expect(await t.app.db.selectFrom('office_hours_bookings').select('id').execute()).toHaveLength(3);
  });

  it('holds the per-startup limit when one founder books many slots at once', async () => {
    await resetMentor({ perWeekLimit: 40, perStartupLimit: 2 });
    await addSingle(dayAhead(7));
    const slots = await freeSlots();
    const founder = founders[3]!;
    const answers = await Promise.all(
      slots
        .slice(0, 10)
        .map((slot, i) => book(founder, slot.id, testDialect === 'postgres' && i % 2 ? other : t.app)),
    );
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(2);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(8);
  });

  it('counts the per-startup limit per week: a startup at its limit books again the next week', async () => {
    await resetMentor({ perWeekLimit: 40, perStartupLimit: 1 });
    // Two single days exactly a week apart: they always fall in different weeks of the mentor (UTC).
    await addSingle(dayAhead(8), '10:00', '11:00');
    await addSingle(dayAhead(15), '10:00', '11:00');
    const slots = await freeSlots();
    const [first, sameWeek] = slots.filter((slot) => slot.startsAt.startsWith(dayAhead(8)));
    const nextWeek = slots.find((slot) => slot.startsAt.startsWith(dayAhead(15)))!;
    const founder = founders[4]!;
    expect((await book(founder, first!.id)).statusCode).toBe(201);
    const refused = await book(founder, sameWeek!.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/that week/);
    const later = await book(founder, nextWeek.id);
    expect(later.statusCode, later.body).toBe(201);
    // Another startup is not held back by this one's sessions.
    expect((await book(founders[5]!, sameWeek!.id)).statusCode).toBe(201);
    expect(await t.app.db.selectFrom('office_hours_bookings').select('id').execute()).toHaveLength(3);
  });

  it('refuses outsiders, the mentor themself, past slots and unknown slots', async () => {
    await resetMentor({ perWeekLimit: 10, perStartupLimit: 5 });
    await addSingle(dayAhead(4));
    const [slot] = await freeSlots();
    expect((await book(outsider, slot!.id)).statusCode).toBe(403);
    expect((await book(mentor, slot!.id)).statusCode).toBe(409);
    expect((await book(founders[0]!, 2_000_000_000)).statusCode).toBe(404);
    await t.app.db
      .updateTable('office_hours_slots')
      .set({ starts_at: '2020-01-01T10:00:00.000Z' })
      .where('id', '=', slot!.id)
      .execute();
    expect((await book(founders[0]!, slot!.id)).statusCode).toBe(409);
    expect(await t.app.db.selectFrom('office_hours_bookings').select('id').execute()).toHaveLength(0);
  });

  it('mails both with .ics, reminds 24 h and 1 h before exactly once, and cancels with the slot reopened', async () => {
    await resetMentor({ perWeekLimit: 10, perStartupLimit: 5 });
    await addSingle(dayAhead(8));
    const [slot] = await freeSlots();
    const founder = founders[1]!;
    const booked = await book(founder, slot!.id);
    expect(booked.statusCode, booked.body).toBe(201);
    const booking = (booked.json() as { booking: BookingView }).booking;
    for (const to of [founder.email, mentor.email]) {
      const [mail] = await outbox(to);
      expect(mail!.subject).toMatch(/^Booked: Office hours: Meera Mentor with Founder 1/);
      const files = JSON.parse(mail!.attachments_json) as { content: string }[];
      const vevent = new ICAL.Component(ICAL.parse(files[0]!.content)).getFirstSubcomponent('vevent')!;
      expect(new ICAL.Event(vevent).startDate.toJSDate().toISOString()).toBe(slot!.startsAt);
      // Three independent parsers read it without a warning, as three calendar apps would.
      const read = readWithThreeParsers(files[0]!.content);
      expect(read.problems).toEqual([]);
      expect(read.events.map((event) => event.start)).toEqual([slot!.startsAt]);
    }
    const start = Date.parse(slot!.startsAt);
    // Run the due jobs twice at each lead, as two processes would: one reminder each, to each side.
    await t.app.jobs.runDue(new Date(start - 86_400_000 + 60_000));
    await other.jobs.runDue(new Date(start - 86_400_000 + 60_000));
    await t.app.jobs.runDue(new Date(start - 3_600_000 + 60_000));
    await other.jobs.runDue(new Date(start - 3_600_000 + 60_000));
    const reminders = (await outbox(founder.email)).filter((m) => m.subject.startsWith('Reminder'));
    expect(reminders.map((m) => m.subject.endsWith('tomorrow') || m.subject.endsWith('in an hour'))).toEqual([
      true,
      true,
    ]);
    expect((await outbox(mentor.email)).filter((m) => m.subject.startsWith('Reminder'))).toHaveLength(2);

    // The other side cannot cancel someone else's booking; the mentor can.
    expect(
      (await call(t.app, founders[2]!, 'DELETE', `/api/office-hours/bookings/${booking.id}`)).statusCode,
    ).toBe(404);
    const cancelled = await call(t.app, mentor, 'DELETE', `/api/office-hours/bookings/${booking.id}`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await outbox(founder.email)).at(-1)!.subject).toMatch(/^Cancelled:/);
    const cancelFile = JSON.parse((await outbox(mentor.email)).at(-1)!.attachments_json) as {
      content: string;
    }[];
    expect(cancelFile[0]!.content).toContain('METHOD:CANCEL');
    expect(readWithThreeParsers(cancelFile[0]!.content).problems).toEqual([]);
    expect((await freeSlots()).some((s) => s.id === slot!.id)).toBe(true);
    expect((await call(t.app, mentor, 'DELETE', `/api/office-hours/bookings/${booking.id}`)).statusCode).toBe(
      409,
    );
    // The slot reopened: another founder books it.
    expect((await book(founders[2]!, slot!.id)).statusCode).toBe(201);
  });

  it('refuses to cancel after the cut-off; a cancelled booking gets no reminder', async () => {
    await resetMentor({ perWeekLimit: 10, perStartupLimit: 5 });
    await addSingle(dayAhead(9));
    const [first, second] = await freeSlots();
    const soon = (await book(founders[4]!, first!.id)).json() as { booking: BookingView };
    const later = (await book(founders[5]!, second!.id)).json() as { booking: BookingView };
    const inSixHours = new Date(Date.now() + 6 * 3_600_000).toISOString();
    await t.app.db
      .updateTable('office_hours_bookings')
      .set({ starts_at: inSixHours })
      .where('id', '=', soon.booking.id)
      .execute();
    const late = await call(t.app, founders[4]!, 'DELETE', `/api/office-hours/bookings/${soon.booking.id}`);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toMatch(/12 hours/);
    expect(
      (await call(t.app, founders[5]!, 'DELETE', `/api/office-hours/bookings/${later.booking.id}`))
        .statusCode,
    ).toBe(200);
    await t.app.db.deleteFrom('mail_outbox').execute();
    await t.app.jobs.runDue(new Date(Date.parse(second!.startsAt) - 3_600_000 + 60_000));
    expect(await outbox(founders[5]!.email)).toHaveLength(0);
  });
});

describe('after the session', () => {
  it('takes notes from both and a rating from the founder; each sees only their own note; the admin sees activity', async () => {
    await resetMentor({ perWeekLimit: 10, perStartupLimit: 5 });
    await addSingle(dayAhead(10));
    const [slot] = await freeSlots();
    const founder = founders[6]!;
    const { booking } = (await book(founder, slot!.id)).json() as { booking: BookingView };
    const early = await call(t.app, founder, 'PUT', `/api/office-hours/bookings/${booking.id}/note`, {
      note: 'x',
    });
    expect(early.statusCode).toBe(409);
    await t.app.db
      .updateTable('office_hours_bookings')
      .set({ starts_at: '2026-01-05T10:00:00.000Z' })
      .where('id', '=', booking.id)
      .execute();
    const rated = await call(t.app, founder, 'PUT', `/api/office-hours/bookings/${booking.id}/note`, {
      note: 'Founder private thoughts',
      rating: 5,
    });
    expect(rated.statusCode, rated.body).toBe(200);
    expect(
      (
        await call(t.app, founder, 'PUT', `/api/office-hours/bookings/${booking.id}/note`, {
          note: '',
          rating: 9,
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await call(t.app, mentor, 'PUT', `/api/office-hours/bookings/${booking.id}/note`, {
          note: 'x',
          rating: 4,
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await call(t.app, mentor, 'PUT', `/api/office-hours/bookings/${booking.id}/note`, {
          note: 'Mentor follow-up',
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (await call(t.app, founders[7]!, 'PUT', `/api/office-hours/bookings/${booking.id}/note`, { note: 'x' }))
        .statusCode,
    ).toBe(404);

    const mentorView = (await call(t.app, mentor, 'GET', '/api/my/office-hours')).json() as MyOfficeHours;
    const seenByMentor = mentorView.bookings.find((b) => b.id === booking.id)!;
    expect(seenByMentor.myNote).toBe('Mentor follow-up');
    expect(JSON.stringify(mentorView)).not.toContain('Founder private thoughts');
    const founderView = (await call(t.app, founder, 'GET', '/api/my/office-hours')).json() as MyOfficeHours;
    expect(founderView.bookings[0]!.myNote).toBe('Founder private thoughts');
    expect(JSON.stringify(founderView)).not.toContain('Mentor follow-up');
    expect((await call(t.app, outsider, 'GET', '/api/my/office-hours')).json().bookings).toEqual([]);

    const schedule = (await call(t.app, admin, 'GET', '/api/admin/office-hours')).json() as AdminSchedule;
    const activity = schedule.mentorActivity.find((m) => m.userId === mentor.id)!;
    expect(activity).toMatchObject({ sessionsHeld: 1, averageRating: 5, ratings: 1 });
    expect(schedule.notMetYet.some((p) => p.userId === founder.id)).toBe(false);
    expect(schedule.notMetYet.some((p) => p.userId === founders[7]!.id)).toBe(true);
    expect((await call(t.app, mentor, 'GET', '/api/admin/office-hours')).statusCode).toBe(403);
  });
});

describe('demo seed', () => {
  it('gives the demo mentor two weekly windows and books a session ahead and one held for the first cohort member, once', async () => {
    const demo = await signIn(t.app, DEMO_OFFICE_HOURS_MENTOR, 'Rahul Verma');
    await insertGrant(t.app.db, {
      user_id: demo.id,
      role: 'mentor',
      granted_at: new Date().toISOString(),
      granted_by: ADMIN,
    });
    expect(await seedDemoOfficeHours(t.app.db)).toBe(true);
    expect(await seedDemoOfficeHours(t.app.db)).toBe(false);
    const mine = (await call(t.app, demo, 'GET', '/api/my/office-hours')).json() as MyOfficeHours;
    expect(mine.windows.map((w) => [w.weekday, w.start, w.end, w.timeZone])).toEqual([
      [2, '16:00', '18:00', 'Asia/Kolkata'],
      [4, '10:00', '12:00', 'Asia/Kolkata'],
    ]);
    expect(mine.bookings.filter((b) => b.status === 'booked' && b.canCancel)).toHaveLength(1);
    // And one held in the past two weeks, open for notes: the founder rates it, the admin sees it held.
    const held = mine.bookings.filter((b) => b.canLeaveNote);
    expect(held).toHaveLength(1);
    expect(Date.parse(held[0]!.startsAt)).toBeGreaterThan(Date.now() - 15 * 86_400_000);
    const schedule = (await call(t.app, admin, 'GET', '/api/admin/office-hours')).json() as AdminSchedule;
    expect(schedule.mentorActivity.find((m) => m.userId === demo.id)).toMatchObject({
      sessionsHeld: 1,
      upcoming: 1,
    });
    const list = (await call(t.app, founders[0]!, 'GET', '/api/office-hours/mentors')).json() as MentorList;
    expect(list.mentors.find((m) => m.userId === demo.id)?.nextSlots.length).toBeGreaterThan(0);
  });
});

describe('the public mentor card', () => {
  it('names a mentor by the card with their address (any case), with its field; without one, by the account', async () => {
    const carded = await signIn(t.app, 'kavita.card@example.org', 'Kavita Account');
    await insertGrant(t.app.db, {
      user_id: carded.id,
      role: 'mentor',
      granted_at: new Date().toISOString(),
      granted_by: ADMIN,
    });
    await insertMentorReturningId(t.app.db, {
      name: 'Dr Kavita Rao',
      image_key: null,
      field: 'Medical devices',
      bio: '',
      email: 'Kavita.Card@Example.org',
      linkedin: '',
      position: 1,
      created_at: new Date().toISOString(),
    });
    const saved = await call(t.app, carded, 'PUT', '/api/office-hours/settings', {
      timeZone: 'Asia/Kolkata',
      slotMinutes: 45,
      perWeekLimit: 4,
      perStartupLimit: 1,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const window = await call(t.app, carded, 'POST', '/api/office-hours/windows', {
      kind: 'single',
      date: dayAhead(9),
      start: '10:00',
      end: '12:00',
    });
    expect(window.statusCode, window.body).toBe(201);
    const list = (await call(t.app, founders[1]!, 'GET', '/api/office-hours/mentors')).json() as MentorList;
    expect(list.mentors.find((m) => m.userId === carded.id)).toMatchObject({
      name: 'Dr Kavita Rao',
      field: 'Medical devices',
      timeZone: 'Asia/Kolkata',
      slotMinutes: 45,
    });
    expect(list.mentors.find((m) => m.userId === mentor.id)).toMatchObject({
      name: 'Meera Mentor',
      field: '',
    });
  });
});
