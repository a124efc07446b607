import type { FastifyInstance } from 'fastify';
import type { Transaction } from 'kysely';
import { z } from 'zod';
import { generateSlots, weekBounds, windowsOverlap, type SlotWindow } from '#common/office-hours-slots';
import {
  BOOKING_HORIZON_DAYS,
  CANCEL_CUTOFF_HOURS,
  OFFICE_HOURS_MESSAGES as M,
  REMINDER_LEAD_MS,
  REMINDER_LEADS,
  WINDOWS_PER_MENTOR,
  type OfficeHoursReminderLead,
  type OfficeHoursWindowInput,
} from '#common/office-hours';
import { canonicalZone } from '#common/time-zones';
import { utcToZonedTime } from '#common/times';
import type { DatabaseSchema, Executor, OfficeHoursWindowRow } from '#server/db/database';
import { HttpError } from '#server/lib/http-error';
import { isUniqueViolation } from '#server/lib/unique-violation';
import type { JobDefinition } from '#server/modules/jobs';
import type { CurrentUser } from '#server/plugins/authentication';
import { cohortPlaceOf } from './cohort-place';
import {
  bookedMail,
  cancelledBy,
  cancelledMail,
  ENDED_BY_ERASURE,
  reminderMail,
  type MailContext,
} from './mails';
import { FORMER_MEMBER_NAME } from '#server/modules/personal-data';
import {
  countLiveBookings,
  findBooking,
  findBookingWithPeople,
  listUpcomingBookingsOf,
  findLiveBookingOfSlot,
  findSettings,
  findSlot,
  insertBooking,
  insertSlots,
  insertWindow,
  listSlots,
  listWindows,
  lockMentor,
  updateBooking,
  type BookingWithPeople,
} from './repository';

type Trx = Transaction<DatabaseSchema>;

export function toSlotWindow(row: OfficeHoursWindowRow): SlotWindow {
  return {
    id: row.id,
    weekday: row.weekday,
    date: row.date,
    start: row.start_time,
    end: row.end_time,
    timeZone: canonicalZone(row.time_zone),
  };
}

const reminderPayload = z.object({ bookingId: z.number().int(), lead: z.enum(REMINDER_LEADS) });
const reminderKey = (bookingId: number, lead: OfficeHoursReminderLead) =>
  `office-hours-reminder:${lead}:booking:${bookingId}`;

const horizonEnd = (now: Date) => new Date(now.getTime() + BOOKING_HORIZON_DAYS * 86_400_000);

/**
 * Office hours (docs/product.md#office-hours): publishing windows, making their slots, booking,
 * cancelling and the reminders. Every booking change holds the mentor's lock in one transaction with its
 * mails and jobs (docs/decisions/024-office-hours-times-and-double-booking.md).
 */
export class OfficeHoursService {
  readonly reminderJob: JobDefinition<z.infer<typeof reminderPayload>>;

  constructor(private readonly app: FastifyInstance) {
    this.reminderJob = {
      kind: 'office-hours-reminder',
      payload: reminderPayload,
      run: ({ trx, payload, now }) => this.remind(trx, payload.bookingId, payload.lead, now),
    };
    app.jobs.define(this.reminderJob);
    app.erasureSteps.define({
      name: 'office-hours',
      run: (trx, subject) => this.endSessionsOf(trx, subject.id, subject.now),
    });
  }

  /**
   * A person's account is erased: each session to come that they hold ends, its reminders are withdrawn and
   * the other side is told, without the erased person's name (docs/product.md#delete-account). The erasers
   * then remove the bookings.
   */
  private async endSessionsOf(trx: Trx, userId: number, now: Date) {
    for (const booking of await listUpcomingBookingsOf(trx, userId, now.toISOString())) {
      for (const lead of REMINDER_LEADS) await this.app.jobs.cancel(reminderKey(booking.id, lead), trx);
      const erasedMentor = booking.mentor_id === userId;
      const shown = erasedMentor
        ? { ...booking, mentor_name: FORMER_MEMBER_NAME }
        : { ...booking, founder_name: FORMER_MEMBER_NAME };
      const to = erasedMentor ? booking.founder_email : booking.mentor_email;
      await this.app.mail.send(cancelledMail(to, shown, ENDED_BY_ERASURE, this.mailContext), trx);
    }
  }

  private get mailContext(): MailContext {
    return { publicUrl: this.app.config.publicUrl, timeZone: this.app.config.centreTimezone };
  }

  /** Adds a window in the mentor's zone: no overlap with their others, no date in the past. */
  async addWindow(mentorId: number, input: OfficeHoursWindowInput, now = new Date()) {
    return this.app.db.transaction().execute(async (trx) => {
      const settings = await findSettings(trx, mentorId);
      if (!settings) throw new HttpError(409, M.noSettings);
      await lockMentor(trx, mentorId);
      const candidate: Omit<SlotWindow, 'id'> = {
        weekday: input.kind === 'weekly' ? Number(input.weekday) : null,
        date: input.kind === 'single' ? input.date : null,
        start: input.start,
        end: input.end,
        timeZone: canonicalZone(settings.time_zone),
      };
      if (
        candidate.date !== null &&
        candidate.date < utcToZonedTime(now.toISOString(), settings.time_zone).slice(0, 10)
      )
        throw new HttpError(400, M.pastDate, { date: M.pastDate });
      const existing = await listWindows(trx, mentorId);
      if (existing.length >= WINDOWS_PER_MENTOR) throw new HttpError(409, M.tooManyWindows);
      if (existing.some((row) => windowsOverlap(toSlotWindow(row), candidate)))
        throw new HttpError(409, M.overlap);
      // A window that holds no whole slot offers nothing.
      const [sh, sm] = candidate.start.split(':').map(Number) as [number, number];
      const [eh, em] = candidate.end.split(':').map(Number) as [number, number];
      if (eh * 60 + em - (sh * 60 + sm) < settings.slot_minutes)
        throw new HttpError(400, M.tooShort, { end: M.tooShort });
      return insertWindow(trx, {
        mentor_id: mentorId,
        weekday: candidate.weekday,
        date: candidate.date,
        start_time: candidate.start,
        end_time: candidate.end,
        time_zone: candidate.timeZone,
        created_at: now.toISOString(),
      });
    });
  }

  /** Makes sure the mentor's slots up to the booking horizon exist, then lists them (free and taken). */
  async slotsOf(db: Executor, mentorId: number, now = new Date()) {
    const settings = await findSettings(db, mentorId);
    if (!settings) return [];
    const to = horizonEnd(now);
    const windows = (await listWindows(db, mentorId)).map(toSlotWindow);
    const generated = generateSlots(windows, settings.slot_minutes, now, to);
    await insertSlots(
      db,
      generated.map((slot) => ({
        mentor_id: mentorId,
        window_id: slot.windowId,
        starts_at: slot.startsAt,
        ends_at: slot.endsAt,
      })),
    );
    return listSlots(db, mentorId, now.toISOString(), to.toISOString());
  }

  /** Books a free slot for a cohort member, within the mentor's weekly and per-startup limits. */
  async book(founder: CurrentUser, slotId: number, topic: string, now = new Date()) {
    try {
      return await this.app.db.transaction().execute(async (trx) => {
        const slot = await findSlot(trx, slotId);
        if (!slot || slot.window_id === null) throw new HttpError(404, M.slotNotFound);
        await lockMentor(trx, slot.mentor_id);
        const settings = await findSettings(trx, slot.mentor_id);
        if (!settings) throw new HttpError(404, M.slotNotFound);
        if (slot.mentor_id === founder.id) throw new HttpError(409, M.ownSlot);
        const place = await cohortPlaceOf(trx, founder.id);
        if (!place) throw new HttpError(403, M.notCohortMember);
        if (slot.starts_at <= now.toISOString()) throw new HttpError(409, M.slotPast);
        if (await findLiveBookingOfSlot(trx, slot.id)) throw new HttpError(409, M.slotTaken);
        const week = weekBounds(slot.starts_at, settings.time_zone);
        if ((await countLiveBookings(trx, slot.mentor_id, week)) >= settings.per_week_limit)
          throw new HttpError(409, M.weekFull);
        // Both limits count the same week in the mentor's zone, so a startup that used its sessions
        // this week books again next week (docs/product.md#office-hours).
        const ofStartup = await countLiveBookings(trx, slot.mentor_id, {
          ...week,
          ...(place.startupId === null ? { founderId: founder.id } : { startupId: place.startupId }),
        });
        if (ofStartup >= settings.per_startup_limit) throw new HttpError(409, M.startupLimit);
        const row = await insertBooking(trx, {
          slot_id: slot.id,
          mentor_id: slot.mentor_id,
          founder_id: founder.id,
          startup_id: place.startupId,
          startup_name: place.startupName,
          starts_at: slot.starts_at,
          topic,
          created_at: now.toISOString(),
        });
        const booking = (await findBookingWithPeople(trx, row.id))!;
        for (const to of [booking.founder_email, booking.mentor_email])
          await this.app.mail.send(bookedMail(to, booking, this.mailContext), trx);
        await this.scheduleReminders(trx, booking, now);
        return booking;
      });
    } catch (error) {
      // The partial unique index caught a second booking that slipped past the lock: the same answer.
      if (isUniqueViolation(error)) throw new HttpError(409, M.slotTaken);
      throw error;
    }
  }

  private async scheduleReminders(trx: Trx, booking: BookingWithPeople, now: Date) {
    const start = Date.parse(booking.starts_at);
    for (const lead of REMINDER_LEADS) {
      const dueAt = new Date(start - REMINDER_LEAD_MS[lead]);
      // Booked less than a lead ahead: that reminder would come after the fact, so it is not sent.
      if (dueAt <= now) continue;
      await this.app.jobs.schedule(
        this.reminderJob,
        { key: reminderKey(booking.id, lead), dueAt, payload: { bookingId: booking.id, lead } },
        { db: trx },
      );
    }
  }

  /** Either side cancels until the cut-off; the slot reopens and both are mailed. */
  async cancel(user: CurrentUser, bookingId: number, now = new Date()) {
    return this.app.db.transaction().execute(async (trx) => {
      const found = await findBooking(trx, bookingId);
      if (!found || (found.founder_id !== user.id && found.mentor_id !== user.id))
        throw new HttpError(404, M.bookingNotFound);
      await lockMentor(trx, found.mentor_id);
      const booking = (await findBookingWithPeople(trx, bookingId))!;
      if (booking.status !== 'booked') throw new HttpError(409, M.alreadyCancelled);
      if (Date.parse(booking.starts_at) - now.getTime() < CANCEL_CUTOFF_HOURS * 3_600_000)
        throw new HttpError(409, M.tooLateToCancel);
      await updateBooking(trx, bookingId, {
        status: 'cancelled',
        cancelled_by: user.id,
        cancelled_at: now.toISOString(),
      });
      for (const lead of REMINDER_LEADS) await this.app.jobs.cancel(reminderKey(bookingId, lead), trx);
      const by = user.id === booking.mentor_id ? booking.mentor_name : booking.founder_name;
      for (const to of [booking.founder_email, booking.mentor_email])
        await this.app.mail.send(cancelledMail(to, booking, cancelledBy(by), this.mailContext), trx);
    });
  }

  /** The reminder job: both people, once, while the session is still booked and ahead. */
  private async remind(trx: Trx, bookingId: number, lead: OfficeHoursReminderLead, now: Date) {
    const booking = await findBookingWithPeople(trx, bookingId);
    if (!booking || booking.status !== 'booked' || Date.parse(booking.starts_at) <= now.getTime()) return;
    for (const to of [booking.founder_email, booking.mentor_email])
      await this.app.mail.send(reminderMail(to, booking, lead, this.mailContext), trx);
  }
}
