import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CANCEL_CUTOFF_HOURS, OFFICE_HOURS_MESSAGES as M, type BookingView } from '#common/office-hours';
import { officeHoursEndpoints as endpoints } from '#common/office-hours-endpoints';
import { canonicalZone } from '#common/time-zones';
import { endpointRoute } from '#server/lib/endpoint-route';
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
import { noStore } from '#server/lib/no-store';
import { NAME_ONLY, SEES_EMAIL, shownName } from '#server/modules/users';

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
    // Mentor and founder see each other by name (docs/product.md#names).
    mentorName: shownName({ full_name: row.mentor_name, email: null }, NAME_ONLY),
    founderName: shownName({ full_name: row.founder_name, email: null }, NAME_ONLY),
    startupName: row.startup_name,
    side,
    canCancel: live && Date.parse(row.starts_at) - now.getTime() >= CANCEL_CUTOFF_HOURS * 3_600_000,
    canLeaveNote: live && Date.parse(row.starts_at) <= now.getTime(),
    // Each side reads only its own note: the mentor never sees the founder's, and the other way round.
    myNote: side === 'mentor' ? row.mentor_note : row.founder_note,
    rating: side === 'founder' ? row.rating : null,
  };
}

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

  app.route({
    ...endpointRoute(endpoints.mine),
    handler: async (request, reply) => {
      noStore(reply);
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
              timeZone: canonicalZone(settings.time_zone),
              slotMinutes: settings.slot_minutes,
              perWeekLimit: settings.per_week_limit,
              perStartupLimit: settings.per_startup_limit,
            }
          : null,
        windows: windows.map(toSlotWindow),
        bookings: bookings.map((row) => toBookingView(row, user.id, now)),
      };
    },
  });

  app.route({
    ...endpointRoute(endpoints.saveSettings),
    handler: async (request) => {
      // Stored by its current name, whatever an older browser sent (docs/product.md#office-hours).
      const input = { ...request.body, timeZone: canonicalZone(request.body.timeZone) };
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
  });

  app.route({
    ...endpointRoute(endpoints.addWindow),
    handler: async (request, reply) => {
      const row = await service.addWindow(request.user.id, request.body);
      reply.code(201);
      return { message: M.windowAdded, window: toSlotWindow(row) };
    },
  });

  app.route({
    ...endpointRoute(endpoints.removeWindow),
    handler: async (request) => {
      const deleted = await app.db
        .transaction()
        .execute((trx) => deleteWindow(trx, request.user.id, request.params.id));
      if (!deleted) throw new HttpError(404, M.windowNotFound);
      return { message: M.windowDeleted };
    },
  });

  app.route({
    ...endpointRoute(endpoints.mentors),
    handler: async (request, reply) => {
      noStore(reply);
      if (!(await mayBrowse(request.user))) return { centreTimeZone, canBook: false, mentors: [] };
      const now = new Date();
      const mentors = [];
      for (const mentor of await listPublishingMentors(app.db)) {
        const slots = await service.slotsOf(app.db, mentor.user_id, now);
        mentors.push({
          userId: mentor.user_id,
          name: mentor.name,
          field: mentor.field,
          timeZone: canonicalZone(mentor.time_zone),
          slotMinutes: mentor.slot_minutes,
          nextSlots: slots
            .filter((slot) => !slot.taken)
            .slice(0, NEXT_SLOTS_SHOWN)
            .map((slot) => ({ id: slot.id, startsAt: slot.starts_at, endsAt: slot.ends_at })),
        });
      }
      return { centreTimeZone, canBook: true, mentors };
    },
  });

  app.route({
    ...endpointRoute(endpoints.slots),
    handler: async (request, reply) => {
      noStore(reply);
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
          timeZone: canonicalZone(mentor.time_zone),
          slotMinutes: mentor.slot_minutes,
        },
        slots: slots
          .filter((slot) => !slot.taken)
          .map((slot) => ({ id: slot.id, startsAt: slot.starts_at, endsAt: slot.ends_at })),
      };
    },
  });

  app.route({
    ...endpointRoute(endpoints.book),
    handler: async (request, reply) => {
      const now = new Date();
      const booking = await service.book(request.user, request.params.id, request.body.topic, now);
      reply.code(201);
      return { message: M.booked, booking: toBookingView(booking, request.user.id, now) };
    },
  });

  app.route({
    ...endpointRoute(endpoints.cancel),
    handler: async (request) => {
      await service.cancel(request.user, request.params.id);
      return { message: M.cancelled };
    },
  });

  app.route({
    ...endpointRoute(endpoints.saveNote),
    handler: async (request) => {
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
  });

  app.route({
    ...endpointRoute(endpoints.schedule),
    handler: async (_request, reply) => {
      noStore(reply);
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
          mentorName: shownName({ full_name: row.mentor_name, email: row.mentor_email }, SEES_EMAIL),
          founderName: shownName({ full_name: row.founder_name, email: row.founder_email }, SEES_EMAIL),
          startupName: row.startup_name,
          topic: row.topic,
        })),
        notMetYet: notMet.map((row) => ({
          userId: row.user_id,
          name: shownName(row, SEES_EMAIL),
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
  });
};
