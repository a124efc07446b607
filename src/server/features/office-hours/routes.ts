import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageAnswerSchema } from '#common/api-answers';
import { idParamsSchema } from '#common/ids';
import {
  adminScheduleSchema,
  bookingAnswerSchema,
  bookingInputSchema,
  CANCEL_CUTOFF_HOURS,
  mentorListSchema,
  mentorSlotsSchema,
  myOfficeHoursSchema,
  OFFICE_HOURS_MESSAGES as M,
  officeHoursSettingsSchema,
  officeHoursSettingsViewSchema,
  officeHoursWindowSchema,
  officeHoursWindowViewSchema,
  sessionNoteSchema,
  slotsQuerySchema,
  type BookingView,
} from '#common/office-hours';
import { z } from 'zod';
import { HttpError } from '#server/lib/http-error';
import { holdsRole } from '#server/modules/roles';
import type { CurrentUser } from '#server/plugins/authentication';
import { cohortPlaceOf } from './cohort-place';
import {
  deleteWindow,
  findBooking,
  findBookingWithPeople,
  findMentorCardByEmail,
  findPublishingMentor,
  findSettings,
  listAllBookings,
  listBookingsOf,
  listPublishingMentors,
  listWindows,
  membersWithoutSession,
  mentorActivity,
  updateBooking,
  upsertSettings,
  type BookingWithPeople,
} from './repository';
import { OfficeHoursService, toSlotWindow } from './service';

const NEXT_SLOTS_SHOWN = 3;

function toBookingView(row: BookingWithPeople, viewerId: number, now: Date): BookingView {
  const side = row.mentor_id === viewerId ? 'mentor' : 'founder';
  const live = row.status === 'booked';
  return {
    id: row.id,
    slotId: row.slot_id,
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    topic: row.topic,
    status: row.status,
    mentorName: row.mentor_name,
    founderName: row.founder_name,
    startupName: row.startup_name,
    side,
    canCancel: live && Date.parse(row.starts_at) - now.getTime() >= CANCEL_CUTOFF_HOURS * 3_600_000,
    canLeaveNote: live && Date.parse(row.starts_at) <= now.getTime(),
    // Each side reads only its own note: the mentor never sees the founder's, and the other way round.
    myNote: side === 'mentor' ? row.mentor_note : row.founder_note,
    rating: side === 'founder' ? row.rating : null,
  };
}

const noStore = { 'cache-control': 'no-store' } as const;

/** Mentor office hours (docs/product.md#office-hours). */
export const officeHoursRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new OfficeHoursService(app);
  const centreTimeZone = app.config.centreTimezone;

  /**
   * Only cohort members (and the centre's admins, who look) see the mentors' slots; anyone else is told
   * they cannot book (an answer, not a refusal: the page explains why the list is empty).
   */
  async function mayBrowse(user: CurrentUser): Promise<boolean> {
    return user.role === 'admin' || (await cohortPlaceOf(app.db, user.id)) !== null;
  }

  app.get(
    '/api/my/office-hours',
    { config: { access: 'user' }, schema: { response: { 200: myOfficeHoursSchema } } },
    async (request, reply) => {
      reply.headers(noStore);
      const user = request.user;
      const now = new Date();
      const isMentor = holdsRole(user, 'mentor');
      const settings = isMentor ? await findSettings(app.db, user.id) : undefined;
      const windows = isMentor ? await listWindows(app.db, user.id) : [];
      const bookings = await listBookingsOf(app.db, user.id);
      return {
        centreTimeZone,
        isMentor,
        canBook: (await cohortPlaceOf(app.db, user.id)) !== null,
        settings: settings
          ? {
              timeZone: settings.time_zone,
              slotMinutes: settings.slot_minutes,
              perWeekLimit: settings.per_week_limit,
              perStartupLimit: settings.per_startup_limit,
            }
          : null,
        windows: windows.map(toSlotWindow),
        bookings: bookings.map((row) => toBookingView(row, user.id, now)),
      };
    },
  );

  app.put(
    '/api/office-hours/settings',
    {
      config: { access: 'mentor' },
      schema: {
        body: officeHoursSettingsSchema,
        response: { 200: z.object({ message: z.string(), settings: officeHoursSettingsViewSchema }) },
      },
    },
    async (request) => {
      const input = request.body;
      await app.db.transaction().execute(async (trx) => {
        await upsertSettings(trx, {
          user_id: request.user.id,
          mentor_card_id: await findMentorCardByEmail(trx, request.user.email),
          time_zone: input.timeZone,
          slot_minutes: input.slotMinutes,
          per_week_limit: input.perWeekLimit,
          per_startup_limit: input.perStartupLimit,
          updated_at: new Date().toISOString(),
        });
      });
      return { message: M.settingsSaved, settings: input };
    },
  );

  app.post(
    '/api/office-hours/windows',
    {
      config: { access: 'mentor' },
      schema: {
        body: officeHoursWindowSchema,
        response: { 201: z.object({ message: z.string(), window: officeHoursWindowViewSchema }) },
      },
    },
    async (request, reply) => {
      const row = await service.addWindow(request.user.id, request.body);
      reply.code(201);
      return { message: M.windowAdded, window: toSlotWindow(row) };
    },
  );

  app.delete(
    '/api/office-hours/windows/:id',
    {
      config: { access: 'mentor' },
      schema: { params: idParamsSchema, response: { 200: messageAnswerSchema } },
    },
    async (request) => {
      const deleted = await app.db
        .transaction()
        .execute((trx) => deleteWindow(trx, request.user.id, request.params.id));
      if (!deleted) throw new HttpError(404, M.windowNotFound);
      return { message: M.windowDeleted };
    },
  );

  app.get(
    '/api/office-hours/mentors',
    { config: { access: 'user' }, schema: { response: { 200: mentorListSchema } } },
    async (request, reply) => {
      reply.headers(noStore);
      if (!(await mayBrowse(request.user))) return { centreTimeZone, canBook: false, mentors: [] };
      const now = new Date();
      const mentors = [];
      for (const mentor of await listPublishingMentors(app.db)) {
        const slots = await service.slotsOf(app.db, mentor.user_id, now);
        mentors.push({
          userId: mentor.user_id,
          name: mentor.name,
          field: mentor.field,
          timeZone: mentor.time_zone,
          slotMinutes: mentor.slot_minutes,
          nextSlots: slots
            .filter((slot) => !slot.taken)
            .slice(0, NEXT_SLOTS_SHOWN)
            .map((slot) => ({ id: slot.id, startsAt: slot.starts_at, endsAt: slot.ends_at })),
        });
      }
      return { centreTimeZone, canBook: true, mentors };
    },
  );

  app.get(
    '/api/office-hours/slots',
    {
      config: { access: 'user' },
      schema: { querystring: slotsQuerySchema, response: { 200: mentorSlotsSchema } },
    },
    async (request, reply) => {
      reply.headers(noStore);
      const mentor = await findPublishingMentor(app.db, request.query.mentor);
      if (!mentor) throw new HttpError(404, M.mentorNotFound);
      const canBook = await mayBrowse(request.user);
      const slots = canBook ? await service.slotsOf(app.db, mentor.user_id) : [];
      return {
        centreTimeZone,
        canBook,
        mentor: {
          userId: mentor.user_id,
          name: mentor.name,
          field: mentor.field,
          timeZone: mentor.time_zone,
          slotMinutes: mentor.slot_minutes,
        },
        slots: slots
          .filter((slot) => !slot.taken)
          .map((slot) => ({ id: slot.id, startsAt: slot.starts_at, endsAt: slot.ends_at })),
      };
    },
  );

  app.post(
    '/api/office-hours/slots/:id/booking',
    {
      config: { access: 'user' },
      schema: { params: idParamsSchema, body: bookingInputSchema, response: { 201: bookingAnswerSchema } },
    },
    async (request, reply) => {
      const now = new Date();
      const booking = await service.book(request.user, request.params.id, request.body.topic, now);
      reply.code(201);
      return { message: M.booked, booking: toBookingView(booking, request.user.id, now) };
    },
  );

  app.delete(
    '/api/office-hours/bookings/:id',
    {
      config: { access: 'user' },
      schema: { params: idParamsSchema, response: { 200: messageAnswerSchema } },
    },
    async (request) => {
      await service.cancel(request.user, request.params.id);
      return { message: M.cancelled };
    },
  );

  app.put(
    '/api/office-hours/bookings/:id/note',
    {
      config: { access: 'user' },
      schema: { params: idParamsSchema, body: sessionNoteSchema, response: { 200: bookingAnswerSchema } },
    },
    async (request) => {
      const user = request.user;
      const now = new Date();
      const row = await app.db.transaction().execute(async (trx) => {
        const booking = await findBooking(trx, request.params.id);
        if (!booking || (booking.founder_id !== user.id && booking.mentor_id !== user.id))
          throw new HttpError(404, M.bookingNotFound);
        if (booking.status !== 'booked' || Date.parse(booking.starts_at) > now.getTime())
          throw new HttpError(409, M.notHeldYet);
        const asMentor = booking.mentor_id === user.id;
        const { note, rating } = request.body;
        if (asMentor && rating !== undefined && rating !== null)
          throw new HttpError(400, M.ratingForFounders, { rating: M.ratingForFounders });
        await updateBooking(
          trx,
          booking.id,
          asMentor
            ? { mentor_note: note }
            : { founder_note: note, ...(rating === undefined ? {} : { rating }) },
        );
        return (await findBookingWithPeople(trx, booking.id))!;
      });
      return { message: M.noteSaved, booking: toBookingView(row, user.id, now) };
    },
  );

  app.get(
    '/api/admin/office-hours',
    { config: { access: 'admin' }, schema: { response: { 200: adminScheduleSchema } } },
    async (_request, reply) => {
      reply.headers(noStore);
      const now = new Date();
      // The schedule from the start of the last 30 days on: recent sessions and everything ahead.
      const from = new Date(now.getTime() - 30 * 86_400_000).toISOString();
      const [bookings, notMet, activity] = await Promise.all([
        listAllBookings(app.db, from),
        membersWithoutSession(app.db, now.toISOString()),
        mentorActivity(app.db, now.toISOString()),
      ]);
      return {
        centreTimeZone,
        bookings: bookings.map((row) => ({
          id: row.id,
          startsAt: row.starts_at,
          status: row.status,
          mentorName: row.mentor_name,
          founderName: row.founder_name,
          startupName: row.startup_name,
          topic: row.topic,
        })),
        notMetYet: notMet.map((row) => ({
          userId: row.user_id,
          name: row.full_name,
          startupName: row.startup_name,
        })),
        mentorActivity: activity.map((row) => ({
          userId: row.user_id,
          name: row.name,
          sessionsHeld: Number(row.held),
          upcoming: Number(row.upcoming),
          ratings: Number(row.ratings),
          averageRating: row.average === null ? null : Math.round(Number(row.average) * 10) / 10,
        })),
      };
    },
  );
};
