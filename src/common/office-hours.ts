import { z } from 'zod';
import { recordIdSchema } from './ids';
import { isKnownTimeZone } from './intl-cache';
import { clockMinutes } from './office-hours-slots';

// Mentor office hours (docs/product.md#office-hours): availability, booking, notes and ratings.

/** Slot lengths a mentor may choose, in minutes. */
export const SLOT_LENGTHS = [15, 20, 30, 45, 60] as const;
/** How far ahead founders see and book slots. */
export const BOOKING_HORIZON_DAYS = 28;
/** Either side may cancel until this many hours before the start (docs/product.md#office-hours). */
export const CANCEL_CUTOFF_HOURS = 12;
export const REMINDER_LEADS = ['24h', '1h'] as const;
export type OfficeHoursReminderLead = (typeof REMINDER_LEADS)[number];
export const REMINDER_LEAD_MS: Record<OfficeHoursReminderLead, number> = {
  '24h': 86_400_000,
  '1h': 3_600_000,
};
export const WINDOWS_PER_MENTOR = 40;
export const LIMIT_MAX = 40;
export const TOPIC_MAX = 300;
export const NOTE_MAX = 1000;
export const TIME_ZONE_MAX = 64;

export const OFFICE_HOURS_MESSAGES = {
  settingsSaved: 'Your office-hours settings are saved.',
  windowAdded: 'Availability added. Founders can book it now.',
  windowDeleted: 'Availability removed. Booked sessions in it stay booked.',
  windowNotFound: 'That availability does not exist.',
  overlap: 'This overlaps availability you already published. Change the times or remove the other one.',
  tooManyWindows: `You can publish at most ${WINDOWS_PER_MENTOR} windows. Remove one first.`,
  pastDate: 'This date is in the past. Choose today or a later day.',
  noSettings: 'Save your time zone and slot length first.',
  badZone: 'Choose a time zone from the list',
  endBeforeStart: 'The end must be after the start',
  tooShort: 'The window must hold at least one slot',
  booked: 'Booked. You and the mentor get a confirmation mail with a calendar entry.',
  slotNotFound: 'That slot does not exist.',
  slotTaken: 'Someone has just booked this slot. Please choose another.',
  slotPast: 'This slot has already started. Please choose a later one.',
  notCohortMember: 'Only members of a current cohort can book office hours.',
  ownSlot: 'You cannot book your own office hours.',
  weekFull: 'This mentor has no more sessions free that week. Please choose another week.',
  startupLimit:
    'Your startup has already booked as many sessions with this mentor as they offer that week. Please choose another week.',
  cancelled: 'Session cancelled. The slot is free again and both of you got a mail.',
  bookingNotFound: 'That booking does not exist.',
  alreadyCancelled: 'This session is already cancelled.',
  tooLateToCancel: `Sessions can be cancelled until ${CANCEL_CUTOFF_HOURS} hours before they start.`,
  notHeldYet: 'Notes and ratings can be left once the session has taken place.',
  noteSaved: 'Thank you. Your note is saved.',
  ratingForFounders: 'Only the founder who booked rates the session.',
  mentorNotFound: 'That mentor does not exist.',
  loadFailed: 'Office hours could not be loaded. Please try again.',
} as const;

function isTimeZone(zone: string): boolean {
  return isKnownTimeZone(zone) && (zone.includes('/') || zone === 'UTC');
}

const timeZone = z
  .string()
  .max(TIME_ZONE_MAX, OFFICE_HOURS_MESSAGES.badZone)
  .refine(isTimeZone, OFFICE_HOURS_MESSAGES.badZone);
const limit = (what: string) =>
  z.coerce
    .number({ message: `${what} must be a whole number` })
    .int(`${what} must be a whole number`)
    .min(1, `${what} must be at least 1`)
    .max(LIMIT_MAX, `${what} must be at most ${LIMIT_MAX}`);

/** PUT /api/office-hours/settings: the mentor's zone, slot length and limits. */
export const officeHoursSettingsSchema = z.strictObject({
  timeZone,
  slotMinutes: z.coerce
    .number()
    .refine(
      (value) => (SLOT_LENGTHS as readonly number[]).includes(value),
      'Choose a slot length from the list',
    ),
  perWeekLimit: limit('Sessions per week'),
  perStartupLimit: limit('Sessions per startup per week'),
});
export type OfficeHoursSettingsInput = z.input<typeof officeHoursSettingsSchema>;

const clock = z
  .string()
  .max(5, 'Give a time as HH:MM')
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Give a time as HH:MM');

/** POST /api/office-hours/windows: a weekly window or one date, in the mentor's zone. */
export const officeHoursWindowSchema = z
  .discriminatedUnion('kind', [
    z.strictObject({
      kind: z.literal('weekly'),
      weekday: z.coerce.number().int().min(1, 'Choose a weekday').max(7, 'Choose a weekday'),
      start: clock,
      end: clock,
    }),
    z.strictObject({
      kind: z.literal('single'),
      date: z
        .string()
        .max(10, 'Give a date as YYYY-MM-DD')
        .regex(/^\d{4}-\d{2}-\d{2}$/, 'Give a date as YYYY-MM-DD')
        .refine((date) => !Number.isNaN(Date.parse(`${date}T00:00:00Z`)), 'Give a date as YYYY-MM-DD'),
      start: clock,
      end: clock,
    }),
  ])
  .refine((window) => clockMinutes(window.end) > clockMinutes(window.start), {
    message: OFFICE_HOURS_MESSAGES.endBeforeStart,
    path: ['end'],
  });
export type OfficeHoursWindowInput = z.input<typeof officeHoursWindowSchema>;

/** POST /api/office-hours/slots/:id/booking */
export const bookingInputSchema = z.strictObject({
  topic: z
    .string()
    .trim()
    .min(1, 'Tell the mentor what you would like to talk about')
    .max(TOPIC_MAX, `The topic must be at most ${TOPIC_MAX} characters`),
});
export type BookingInput = z.input<typeof bookingInputSchema>;

/** PUT /api/office-hours/bookings/:id/note: after the session; the rating only from the founder. */
export const sessionNoteSchema = z.strictObject({
  note: z.string().trim().max(NOTE_MAX, `The note must be at most ${NOTE_MAX} characters`),
  rating: z.coerce
    .number()
    .int('Rate from 1 to 5')
    .min(1, 'Rate from 1 to 5')
    .max(5, 'Rate from 1 to 5')
    .nullable()
    .optional(),
});
export type SessionNoteInput = z.input<typeof sessionNoteSchema>;

/** GET /api/office-hours/slots?mentor= */
export const slotsQuerySchema = z.strictObject({ mentor: recordIdSchema() });

export const officeHoursSettingsViewSchema = z.object({
  timeZone: z.string(),
  slotMinutes: z.number(),
  perWeekLimit: z.number(),
  perStartupLimit: z.number(),
});
export type OfficeHoursSettingsView = z.infer<typeof officeHoursSettingsViewSchema>;

export const officeHoursWindowViewSchema = z.object({
  id: z.number(),
  weekday: z.number().nullable(),
  date: z.string().nullable(),
  start: z.string(),
  end: z.string(),
  timeZone: z.string(),
});
export type OfficeHoursWindowView = z.infer<typeof officeHoursWindowViewSchema>;

/** PUT /api/office-hours/settings: the settings as stored (the zone by its current name). */
export const settingsAnswerSchema = z.object({
  message: z.string(),
  settings: officeHoursSettingsViewSchema,
});
/** POST /api/office-hours/windows (201). */
export const windowAnswerSchema = z.object({ message: z.string(), window: officeHoursWindowViewSchema });

export const bookingStatusSchema = z.enum(['booked', 'cancelled']);

export const bookingViewSchema = z.object({
  id: z.number(),
  slotId: z.number(),
  startsAt: z.string(),
  endsAt: z.string(),
  topic: z.string(),
  status: bookingStatusSchema,
  mentorName: z.string(),
  founderName: z.string(),
  startupName: z.string(),
  /** Which side the viewer is on. */
  side: z.enum(['mentor', 'founder']),
  canCancel: z.boolean(),
  canLeaveNote: z.boolean(),
  /** The viewer's own note (and the founder's rating); the other side's note is never shown. */
  myNote: z.string(),
  rating: z.number().nullable(),
});
export type BookingView = z.infer<typeof bookingViewSchema>;

export const myOfficeHoursSchema = z.object({
  centreTimeZone: z.string(),
  isMentor: z.boolean(),
  canBook: z.boolean(),
  settings: officeHoursSettingsViewSchema.nullable(),
  windows: z.array(officeHoursWindowViewSchema),
  bookings: z.array(bookingViewSchema),
});
export type MyOfficeHours = z.infer<typeof myOfficeHoursSchema>;

export const slotViewSchema = z.object({ id: z.number(), startsAt: z.string(), endsAt: z.string() });
export type SlotView = z.infer<typeof slotViewSchema>;

export const mentorAvailabilitySchema = z.object({
  userId: z.number(),
  name: z.string(),
  field: z.string(),
  timeZone: z.string(),
  slotMinutes: z.number(),
  nextSlots: z.array(slotViewSchema),
});
export type MentorAvailability = z.infer<typeof mentorAvailabilitySchema>;

export const mentorListSchema = z.object({
  centreTimeZone: z.string(),
  /** False for anyone outside a current cohort: the list is then empty. */
  canBook: z.boolean(),
  mentors: z.array(mentorAvailabilitySchema),
});
export type MentorList = z.infer<typeof mentorListSchema>;

export const mentorSlotsSchema = z.object({
  centreTimeZone: z.string(),
  canBook: z.boolean(),
  mentor: mentorAvailabilitySchema.omit({ nextSlots: true }),
  slots: z.array(slotViewSchema),
});
export type MentorSlots = z.infer<typeof mentorSlotsSchema>;

export const bookingAnswerSchema = z.object({ message: z.string(), booking: bookingViewSchema });

export const adminScheduleSchema = z.object({
  centreTimeZone: z.string(),
  bookings: z.array(
    z.object({
      id: z.number(),
      startsAt: z.string(),
      status: bookingStatusSchema,
      mentorName: z.string(),
      founderName: z.string(),
      startupName: z.string(),
      topic: z.string(),
    }),
  ),
  notMetYet: z.array(z.object({ userId: z.number(), name: z.string(), startupName: z.string() })),
  mentorActivity: z.array(
    z.object({
      userId: z.number(),
      name: z.string(),
      sessionsHeld: z.number(),
      upcoming: z.number(),
      averageRating: z.number().nullable(),
      ratings: z.number(),
    }),
  ),
});
export type AdminSchedule = z.infer<typeof adminScheduleSchema>;
