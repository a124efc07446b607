import { z } from 'zod';
import { recordIdSchema } from './ids';
import { withWebScheme } from './web-address';
import { IMAGE_MAX_BYTES } from './media';
import { imageRefSchema } from './content';
import { DEFAULT_EVENT_CATEGORY, EVENT_CATEGORIES, EVENT_MESSAGES } from './events-constants';
import {
  agendaDaysWithinEvent,
  eventDetailAnswerShape,
  eventDetailFormShape,
  eventDetailPatchShape,
  eventDetailShape,
} from './event-details';

export * from './events-constants';

export const EVENT_LIMITS = {
  name: 200,
  description: 5000,
  time: 100,
  location: 300,
  registrationLink: 2000,
  attendees: 10_000_000,
  registrationQuestion: 300,
} as const;

/** docs/product.md#event-registration: where people register for an event. */
export const REGISTRATION_MODES = ['external', 'site'] as const;
export type RegistrationMode = (typeof REGISTRATION_MODES)[number];

const requiredText = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, `At most ${max} characters`);

const isoDate = (message: string) =>
  requiredText(message, 10).refine(isCalendarDate, EVENT_MESSAGES.invalidDate);

export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Form inputs give text, JSON gives numbers; both mean the same count. */
const attendees = z.preprocess(
  (value) => {
    if (value === undefined || value === null) return undefined;
    if (typeof value === 'string') return value.trim() === '' ? undefined : Number(value.trim());
    return value;
  },
  z
    .number({
      error: (issue) =>
        issue.input === undefined ? EVENT_MESSAGES.attendeesRequired : EVENT_MESSAGES.attendeesNumber,
    })
    .int(EVENT_MESSAGES.attendeesNumber)
    .min(1, EVENT_MESSAGES.attendeesMin)
    .max(EVENT_LIMITS.attendees, EVENT_MESSAGES.attendeesNumber),
);

/** Required for external registration (checked with the mode); on the site it may stay empty. */
const registrationLink = z
  .string({ error: EVENT_MESSAGES.registrationLinkUrl })
  .trim()
  .max(EVENT_LIMITS.registrationLink, `At most ${EVENT_LIMITS.registrationLink} characters`)
  .transform(withWebScheme)
  .pipe(
    z.union(
      [
        z.literal(''),
        z.url({
          protocol: /^https?$/,
          hostname: z.regexes.domain,
          error: EVENT_MESSAGES.registrationLinkUrl,
        }),
      ],
      { error: EVENT_MESSAGES.registrationLinkUrl },
    ),
  )
  .optional()
  .transform((value) => value ?? '');

const registrationMode = z.preprocess(
  (value) => (value === undefined || value === '' ? 'external' : value),
  z.enum(REGISTRATION_MODES, { error: EVENT_MESSAGES.invalidRegistrationMode }),
);

/** An instant with its zone (ISO 8601, e.g. 2030-03-01T09:00:00.000Z); empty means "no limit". */
const registrationInstant = z
  .string({ error: EVENT_MESSAGES.invalidInstant })
  .trim()
  .max(40, EVENT_MESSAGES.invalidInstant)
  .refine((value) => value === '' || z.iso.datetime({ offset: true }).safeParse(value).success, {
    error: EVENT_MESSAGES.invalidInstant,
  })
  .nullish()
  .transform((value) => (value ? new Date(value).toISOString() : null));

const registrationQuestion = z
  .string()
  .trim()
  .max(EVENT_LIMITS.registrationQuestion, `At most ${EVENT_LIMITS.registrationQuestion} characters`)
  .optional()
  .transform((value) => value ?? '');

const category = z.preprocess(
  (value) => (value === undefined || value === '' ? DEFAULT_EVENT_CATEGORY : value),
  z.enum(EVENT_CATEGORIES, { error: EVENT_MESSAGES.invalidCategory }),
);

/** The fields of an event as the form and the API take them (the names of docs/product.md#event-fields). */
const eventFieldShape = {
  name: requiredText(EVENT_MESSAGES.nameRequired, EVENT_LIMITS.name),
  description: requiredText(EVENT_MESSAGES.descriptionRequired, EVENT_LIMITS.description),
  category,
  start_date: isoDate(EVENT_MESSAGES.startDateRequired),
  end_date: isoDate(EVENT_MESSAGES.endDateRequired),
  time: z
    .string()
    .trim()
    .max(EVENT_LIMITS.time, `At most ${EVENT_LIMITS.time} characters`)
    .optional()
    .transform((value) => value ?? ''),
  location: requiredText(EVENT_MESSAGES.locationRequired, EVENT_LIMITS.location),
  attendees,
  registration_link: registrationLink,
  registration_mode: registrationMode,
  registration_opens_at: registrationInstant,
  registration_closes_at: registrationInstant,
  registration_question: registrationQuestion,
  // The page's agenda, speakers, venue, organiser and what to bring (docs/product.md#single-event-page).
  ...eventDetailShape,
};

function endNotBeforeStart(
  value: { start_date?: string; end_date?: string },
  context: z.RefinementCtx,
): void {
  if (
    value.start_date &&
    value.end_date &&
    isCalendarDate(value.start_date) &&
    isCalendarDate(value.end_date) &&
    value.end_date < value.start_date
  ) {
    context.addIssue({ code: 'custom', path: ['end_date'], message: EVENT_MESSAGES.endBeforeStart });
  }
}

/** A registration window must close after it opens. */
function windowInOrder(
  value: { registration_opens_at?: string | null; registration_closes_at?: string | null },
  context: z.RefinementCtx,
): void {
  if (
    value.registration_opens_at &&
    value.registration_closes_at &&
    value.registration_closes_at <= value.registration_opens_at
  )
    context.addIssue({
      code: 'custom',
      path: ['registration_closes_at'],
      message: EVENT_MESSAGES.closesBeforeOpens,
    });
}

/**
 * An external event needs its link. Checked even while other fields are wrong (so every problem shows at
 * once), unless the link or the mode is wrong itself.
 */
const linkRequiredWhenExternal: [
  (value: { registration_mode?: string; registration_link?: string }) => boolean,
  { path: PropertyKey[]; message: string; when: (payload: z.core.ParsePayload) => boolean },
] = [
  (value) => !(value.registration_mode === 'external' && !value.registration_link),
  {
    path: ['registration_link'],
    message: EVENT_MESSAGES.registrationLinkRequired,
    when: (payload) =>
      !payload.issues.some((issue) =>
        ['registration_link', 'registration_mode'].includes(String(issue.path?.[0])),
      ),
  },
];

/** POST /api/events (the multipart form's text fields) and the merged result of a PATCH. */
export const eventInputSchema = z
  .strictObject(eventFieldShape)
  .refine(...linkRequiredWhenExternal)
  .superRefine((value, context) => {
    endNotBeforeStart(value, context);
    windowInOrder(value, context);
    agendaDaysWithinEvent(value, context);
  });
export type EventInput = z.output<typeof eventInputSchema>;

/** PATCH /api/events/:id: any subset of the fields; the server checks the merged event again. */
export const eventPatchSchema = z
  .strictObject({
    name: eventFieldShape.name.optional(),
    description: eventFieldShape.description.optional(),
    category: z.enum(EVENT_CATEGORIES, { error: EVENT_MESSAGES.invalidCategory }).optional(),
    start_date: eventFieldShape.start_date.optional(),
    end_date: eventFieldShape.end_date.optional(),
    time: z.string().trim().max(EVENT_LIMITS.time, `At most ${EVENT_LIMITS.time} characters`).optional(),
    location: eventFieldShape.location.optional(),
    attendees: eventFieldShape.attendees.optional(),
    registration_link: eventFieldShape.registration_link.optional(),
    registration_mode: z
      .enum(REGISTRATION_MODES, { error: EVENT_MESSAGES.invalidRegistrationMode })
      .optional(),
    registration_opens_at: registrationInstant.optional(),
    registration_closes_at: registrationInstant.optional(),
    registration_question: eventFieldShape.registration_question.optional(),
    ...eventDetailPatchShape,
  })
  .superRefine(endNotBeforeStart);
export type EventPatch = z.output<typeof eventPatchSchema>;

/** A picked file as the browser describes it (a File), without naming DOM types here. */
export interface PickedImage {
  size: number;
  type: string;
  name: string;
}

/**
 * The image rule of docs/product.md#image-uploads as the form checks it; the server decides again by content.
 */
export function imageProblem(image: PickedImage | null | undefined, required: boolean): string | null {
  if (!image) return required ? EVENT_MESSAGES.imageRequired : null;
  if (image.size > IMAGE_MAX_BYTES) return EVENT_MESSAGES.imageTooLarge;
  if (image.type && !image.type.startsWith('image/')) return EVENT_MESSAGES.notAnImage;
  return null;
}

/**
 * The upload form's schema: the API's fields plus the picked image, which is required when
 * creating and optional when editing.
 */
export function eventFormSchema(mode: 'create' | 'edit') {
  return z
    .object({
      ...eventFieldShape,
      ...eventDetailFormShape,
      // The form's date-time inputs hold local wall times (no zone); the form converts them on sending.
      registration_opens_at: z.string().optional(),
      registration_closes_at: z.string().optional(),
      // Checked on the field itself, so its message shows even while other fields are wrong.
      image: z
        .custom<PickedImage | null>(
          (value) => value === null || value === undefined || (typeof value === 'object' && 'size' in value),
        )
        .superRefine((value, context) => {
          const problem = imageProblem(value, mode === 'create');
          if (problem) context.addIssue({ code: 'custom', message: problem });
        }),
    })
    .refine(...linkRequiredWhenExternal)
    .superRefine((value, context) => {
      endNotBeforeStart(value, context);
      windowInOrder(
        {
          registration_opens_at: value.registration_opens_at || null,
          registration_closes_at: value.registration_closes_at || null,
        },
        context,
      );
      agendaDaysWithinEvent(value, context);
    });
}
export type EventFormValues = z.input<ReturnType<typeof eventFormSchema>>;

/** An event as the API answers (the names of docs/product.md#event-fields); `image` is its public URL. */
export const eventSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  category: z.enum(EVENT_CATEGORIES),
  image: z.string(),
  image_ref: imageRefSchema,
  start_date: z.string(),
  end_date: z.string(),
  time: z.string(),
  location: z.string(),
  attendees: z.number().int(),
  registration_link: z.string(),
  registration_mode: z.enum(REGISTRATION_MODES),
  registration_opens_at: z.string().nullable(),
  registration_closes_at: z.string().nullable(),
  registration_question: z.string(),
  /** Seats not taken (registered or offered) for registration on the site; null for external events. */
  seats_left: z.number().int().nullable(),
  /** People waiting for a seat (site registration). */
  waitlist_count: z.number().int(),
  /** Checked-in people (shown on past events). */
  attended_count: z.number().int(),
  ...eventDetailAnswerShape,
});
export type CentreEvent = z.infer<typeof eventSchema>;

/** POST /api/events (201) and PATCH /api/events/:id: the message and the event as saved. */
export const eventSavedSchema = z.object({ message: z.string(), event: eventSchema });

/**
 * GET /api/events: the list by start date, the centre's time zone that grouping needs, and the
 * live feed's position the list reflects (open the stream from there and nothing is missed).
 */
export const eventListSchema = z.object({
  items: z.array(eventSchema),
  timezone: z.string(),
  version: z.number().int(),
});
export type EventList = z.infer<typeof eventListSchema>;

export const eventIdParamsSchema = z.strictObject({
  id: recordIdSchema(EVENT_MESSAGES.notFound),
});

/** GET /api/events/stream: where to resume when the Last-Event-ID header cannot be sent (a new EventSource). */
export const eventStreamQuerySchema = z.object({ lastEventId: z.string().max(20).optional() });

/** One message of the live feed (GET /api/events/stream). */
export type EventChange =
  { type: 'created' | 'updated'; id: number; event: CentreEvent } | { type: 'deleted'; id: number };
