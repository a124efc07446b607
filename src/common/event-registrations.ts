import { z } from 'zod';
import { recordIdSchema } from './ids';
import { REGISTRATION_LIMITS, REGISTRATION_STATES } from './event-registrations-constants';

export * from './event-registrations-constants';

/** docs/product.md#event-registration, word for word. */
export const REGISTRATION_MESSAGES = {
  registered: 'You are registered. A confirmation with your check-in code is on its way to your inbox.',
  waitlisted: (position: number) =>
    `The event is full: you are number ${position} on the waitlist. We will email you if a seat frees up.`,
  externalMode: 'This event takes registrations through its registration link, not on this site.',
  notOpenYet: 'Registration for this event has not opened yet.',
  closed: 'Registration for this event is closed.',
  started: 'This event has already started; registration is closed.',
  alreadyRegistered: 'You are already registered for this event.',
  alreadyWaitlisted: 'You are already on the waitlist for this event.',
  alreadyOffered: 'A seat is being held for you: claim it from My events.',
  notRegistered: 'You are not registered for this event.',
  cancelled: 'Your registration is cancelled.',
  leftWaitlist: 'You have left the waitlist.',
  declined: 'You have declined the seat; it goes to the next person on the waitlist.',
  claimed: 'The seat is yours. A confirmation with your check-in code is on its way to your inbox.',
  noOffer: 'There is no seat offer for you to claim at this event.',
  offerExpired: 'Your offer has expired and the seat went to the next person.',
  answerTooLong: `At most ${REGISTRATION_LIMITS.answer} characters`,
} as const;

/** POST /api/events/:id/registrations */
export const registerBodySchema = z
  .strictObject({
    answer: z
      .string()
      .trim()
      .max(REGISTRATION_LIMITS.answer, REGISTRATION_MESSAGES.answerTooLong)
      .optional()
      .transform((value) => value ?? ''),
  })
  .nullish()
  .transform((value) => value ?? { answer: '' });
export type RegisterBody = z.output<typeof registerBodySchema>;

/** A person's own registration, as /api/my/registrations and the registration routes answer. */
export const myRegistrationSchema = z.object({
  id: z.number().int(),
  event_id: z.number().int(),
  event_name: z.string(),
  event_start_date: z.string(),
  event_end_date: z.string(),
  event_time: z.string(),
  event_location: z.string(),
  /** When the event starts, as an instant (UTC). */
  event_starts_at: z.string(),
  state: z.enum(REGISTRATION_STATES),
  /** Place on the waitlist (1 = next), only while waitlisted. */
  waitlist_position: z.number().int().nullable(),
  /** Until when an offered seat is held. */
  offer_expires_at: z.string().nullable(),
  /** The personal check-in code, while the person holds a seat. */
  check_in_code: z.string().nullable(),
  answer: z.string(),
  registered_at: z.string(),
});
export type MyRegistration = z.infer<typeof myRegistrationSchema>;

export const registrationAnswerSchema = z.object({
  message: z.string(),
  registration: myRegistrationSchema,
});
export type RegistrationAnswer = z.infer<typeof registrationAnswerSchema>;

export const myRegistrationListSchema = z.object({
  items: z.array(myRegistrationSchema),
  timezone: z.string(),
});
export type MyRegistrationList = z.infer<typeof myRegistrationListSchema>;

/** One person on an event's admin list (docs/product.md#registrants-and-check-in). */
export const registrantSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  state: z.enum(REGISTRATION_STATES),
  waitlist_position: z.number().int().nullable(),
  offer_expires_at: z.string().nullable(),
  answer: z.string(),
  registered_at: z.string(),
  checked_in_at: z.string().nullable(),
});
export type Registrant = z.infer<typeof registrantSchema>;

export const registrantListSchema = z.object({
  items: z.array(registrantSchema),
  question: z.string(),
  /** The event has started: people holding a seat who are not checked in are no-shows. */
  started: z.boolean(),
});
export type RegistrantList = z.infer<typeof registrantListSchema>;

export const CHECK_IN_MESSAGES = {
  codeRequired: 'Enter the check-in code',
  unknownCode: 'No registration for this event has this code.',
  checkedIn: (name: string) => `${name} is checked in.`,
  alreadyCheckedIn: (when: string) => `Already checked in (${when}).`,
  notHoldingSeat: (state: string) => `This person does not hold a seat (${state}).`,
} as const;

/** What a check-in attempt came to, as the door page shows it (docs/product.md#registrants-and-check-in). */
export type CheckInOutcome = 'checked_in' | 'already' | 'not_registered' | 'cancelled' | 'no_seat' | 'failed';

/** Reads a refused check-in's status and message (the server's, above) as one of the outcomes. */
export function refusedCheckIn(status: number, message: string): CheckInOutcome {
  if (status === 404 || status === 400) return 'not_registered';
  if (status !== 409) return 'failed';
  if (message === CHECK_IN_MESSAGES.notHoldingSeat('cancelled')) return 'cancelled';
  if (message.startsWith(CHECK_IN_MESSAGES.alreadyCheckedIn('').slice(0, -3))) return 'already';
  return 'no_seat';
}

/** POST /api/events/:id/check-ins: a code as typed or scanned (spaces and case do not matter). */
export const checkInBodySchema = z.strictObject({
  code: z
    .string({ error: CHECK_IN_MESSAGES.codeRequired })
    .max(40, CHECK_IN_MESSAGES.unknownCode)
    .transform((value) => value.replace(/[\s-]/g, '').toUpperCase())
    .pipe(
      z
        .string()
        .min(1, CHECK_IN_MESSAGES.codeRequired)
        .regex(/^[A-Z0-9]+$/, CHECK_IN_MESSAGES.unknownCode),
    ),
});

export const checkInAnswerSchema = z.object({
  message: z.string(),
  registrant: registrantSchema,
});
export type CheckInAnswer = z.infer<typeof checkInAnswerSchema>;

/** The groups an admin can write to (docs/product.md#registrants-and-check-in). */
export const MESSAGE_GROUPS = ['registered', 'waitlisted', 'attended', 'no_shows'] as const;
export type MessageGroup = (typeof MESSAGE_GROUPS)[number];
export const MESSAGE_GROUP_LABELS: Record<MessageGroup, string> = {
  registered: 'Registered (everyone holding a seat)',
  waitlisted: 'Waitlisted (and offered a seat)',
  attended: 'Attended (checked in)',
  no_shows: 'No-shows (held a seat, not checked in)',
};

export const MESSAGE_LIMITS = { subject: 150, body: 5000 } as const;

/** docs/product.md#registrants-and-check-in, word for word. */
export const ADMIN_REGISTRATION_MESSAGES = {
  emailRequired: 'Enter the email address of the person’s account',
  noAccount:
    'No account has this email address. The person signs in once to create it, then you can add them.',
  added: (name: string) => `${name} is registered.`,
  addedToWaitlist: (name: string, position: number) =>
    `The event is full: ${name} is number ${position} on the waitlist.`,
  removed: (name: string) => `${name} no longer holds a place at this event.`,
  notActive: 'This person has no place at this event to remove.',
  subjectRequired: 'Write a subject',
  subjectTooLong: `At most ${MESSAGE_LIMITS.subject} characters`,
  bodyRequired: 'Write the message',
  bodyTooLong: `At most ${MESSAGE_LIMITS.body} characters`,
  groupRequired: 'Choose who receives the message',
  noShowsBeforeStart: 'No-shows are known once the event has started.',
  nobody: 'Nobody is in this group.',
  sent: (count: number) => `Message queued for ${count} ${count === 1 ? 'person' : 'people'}.`,
  alreadySent: (count: number) =>
    `This message was already sent, to ${count} ${count === 1 ? 'person' : 'people'}.`,
} as const;

/** POST /api/events/:id/registrants: an admin adds the person with this account's email. */
export const addRegistrantBodySchema = z.strictObject({
  email: z
    .string({ error: ADMIN_REGISTRATION_MESSAGES.emailRequired })
    .trim()
    .toLowerCase()
    .min(1, ADMIN_REGISTRATION_MESSAGES.emailRequired)
    .max(254, ADMIN_REGISTRATION_MESSAGES.noAccount),
});
export type AddRegistrantBody = z.infer<typeof addRegistrantBodySchema>;

/** DELETE /api/events/:id/registrants/:registrationId */
export const registrantParamsSchema = z.strictObject({
  id: recordIdSchema(),
  registrationId: recordIdSchema(),
});

export const registrantAnswerSchema = z.object({ message: z.string(), registrant: registrantSchema });
export type RegistrantAnswer = z.infer<typeof registrantAnswerSchema>;

/** POST /api/events/:id/messages; `request_key` is made once per message by the form, so a retry sends nothing. */
export const eventMessageBodySchema = z.strictObject({
  group: z.enum(MESSAGE_GROUPS, { error: ADMIN_REGISTRATION_MESSAGES.groupRequired }),
  subject: z
    .string({ error: ADMIN_REGISTRATION_MESSAGES.subjectRequired })
    .trim()
    .min(1, ADMIN_REGISTRATION_MESSAGES.subjectRequired)
    .max(MESSAGE_LIMITS.subject, ADMIN_REGISTRATION_MESSAGES.subjectTooLong),
  body: z
    .string({ error: ADMIN_REGISTRATION_MESSAGES.bodyRequired })
    .trim()
    .min(1, ADMIN_REGISTRATION_MESSAGES.bodyRequired)
    .max(MESSAGE_LIMITS.body, ADMIN_REGISTRATION_MESSAGES.bodyTooLong),
  request_key: z.uuid().max(36),
});
export type EventMessageBody = z.infer<typeof eventMessageBodySchema>;

export const eventMessageAnswerSchema = z.object({ message: z.string(), recipients: z.number().int() });
export type EventMessageAnswer = z.infer<typeof eventMessageAnswerSchema>;

/** GET, POST and DELETE /api/my/calendar-feed: the person's private feed address, or null (docs/product.md#my-events). */
export const calendarFeedAnswerSchema = z.object({ url: z.string().nullable() });
export type CalendarFeedAnswer = z.infer<typeof calendarFeedAnswerSchema>;

/** POST and DELETE /api/my/calendar-feed take no fields: the body is `{}`. */
export const calendarFeedChangeSchema = z.strictObject({});

export const CALENDAR_FEED_MESSAGES = {
  unknown: 'This calendar address does not exist or has been revoked.',
} as const;

/** GET /api/calendar-feeds/:token.ics: the token is 32 URL-safe characters. */
export const calendarFeedParamsSchema = z.strictObject({
  token: z.string().regex(/^[A-Za-z0-9_-]{32}$/, CALENDAR_FEED_MESSAGES.unknown),
});
