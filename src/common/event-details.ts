import { z } from 'zod';
import { imageRefSchema } from './content';
import { IMAGE_MAX_BYTES, IMAGE_TOO_LARGE_MESSAGE, NOT_AN_IMAGE_MESSAGE } from './media';
import { isWebAddress, withWebScheme } from './web-address';

/**
 * What an event's own page says beyond its card (docs/product.md#single-event-page): the agenda, the
 * speakers, the venue, the organiser and what to bring. Stored as JSON columns of the event
 * (docs/decisions/043-event-details-as-json-columns.md); the form sends each list as one JSON text field.
 */
export const EVENT_DETAIL_LIMITS = {
  agendaItems: 30,
  agendaTitle: 160,
  agendaSpeaker: 120,
  agendaNotes: 300,
  speakers: 12,
  speakerName: 120,
  speakerRole: 160,
  photoAlt: 200,
  link: 500,
  address: 300,
  room: 120,
  directions: 1000,
  accessibility: 1000,
  organiserName: 160,
  email: 254,
  whatToBring: 1000,
} as const;

/** How the organiser can be reached on the public page; the admin chooses (docs/product.md#single-event-page). */
export const ORGANISER_CONTACTS = ['none', 'email', 'page'] as const;
export type OrganiserContact = (typeof ORGANISER_CONTACTS)[number];

export const EVENT_DETAIL_MESSAGES = {
  agendaList: 'The agenda must be a list of items',
  agendaTooMany: `The agenda can have at most ${EVENT_DETAIL_LIMITS.agendaItems} items`,
  startRequired: 'Start time is required',
  clock: 'Enter a time as HH:MM (24-hour clock)',
  endBeforeStart: 'The end time must be after the start time',
  titleRequired: 'Title is required',
  speakersList: 'Speakers must be a list',
  speakersTooMany: `At most ${EVENT_DETAIL_LIMITS.speakers} speakers`,
  speakerNameRequired: 'Speaker name is required',
  linkUrl: 'Enter a web address (https://…)',
  dayInvalid: 'Enter the day as a date (YYYY-MM-DD)',
  dayOutsideEvent: 'The day must be one of the event’s days',
  photoUnknown: 'This photo is not one of the event’s speaker photos; choose the picture again',
  photoWithoutSpeaker: 'A speaker photo was sent for a speaker the form does not have',
  venueGroup: 'The venue must be a group of fields',
  organiserGroup: 'The organiser must be a group of fields',
  invalidContact: 'Choose how people can contact the organiser',
  emailInvalid: 'Enter a valid email address',
  emailRequired: 'Enter the organiser’s email, or choose another way to be contacted',
  pageRequired: 'Enter the contact page’s address, or choose another way to be contacted',
} as const;

const tooLong = (what: string, max: number) => `${what} must be at most ${max} characters`;

const optionalText = (what: string, max: number) =>
  z
    .string({ error: `${what} should be text` })
    .trim()
    .max(max, tooLong(what, max))
    .optional()
    .transform((value) => value ?? '');

/** An optional http(s) address; `example.org` gains its scheme, `javascript:` and the like are refused. */
const optionalLink = (what: string) =>
  z
    .string({ error: EVENT_DETAIL_MESSAGES.linkUrl })
    .trim()
    .max(EVENT_DETAIL_LIMITS.link, tooLong(what, EVENT_DETAIL_LIMITS.link))
    .transform(withWebScheme)
    .refine((value) => value === '' || isWebAddress(value), EVENT_DETAIL_MESSAGES.linkUrl)
    .optional()
    .transform((value) => value ?? '');

const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A stored picture's key (docs/product.md#image-uploads): the media module names pictures by UUID. */
const PHOTO_KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const PHOTO_KEY_LENGTH = 36;

/** The multipart file field carrying a new photo for the speaker at `index` of the form's speakers. */
export const speakerPhotoField = (index: number) => `speaker_photo_${index}`;
export const SPEAKER_PHOTO_FIELD = /^speaker_photo_(\d{1,2})$/;

/** A form sends a list or group as JSON text; JSON bodies send it as it is. Unreadable text stays text. */
function fromJsonText(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  if (value.trim() === '') return undefined;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}

export const agendaItemSchema = z
  .strictObject(
    {
      // The day of a multi-day event this item belongs to; empty means the event's first day.
      day: z
        .string({ error: EVENT_DETAIL_MESSAGES.dayInvalid })
        .trim()
        .max('YYYY-MM-DD'.length, EVENT_DETAIL_MESSAGES.dayInvalid)
        .refine((value) => value === '' || DAY.test(value), EVENT_DETAIL_MESSAGES.dayInvalid)
        .optional()
        .transform((value) => value ?? ''),
      start: z
        .string({ error: EVENT_DETAIL_MESSAGES.startRequired })
        .trim()
        .min(1, EVENT_DETAIL_MESSAGES.startRequired)
        .regex(CLOCK, EVENT_DETAIL_MESSAGES.clock),
      end: z
        .string({ error: EVENT_DETAIL_MESSAGES.clock })
        .trim()
        .max(5, EVENT_DETAIL_MESSAGES.clock)
        .refine((value) => value === '' || CLOCK.test(value), EVENT_DETAIL_MESSAGES.clock)
        .optional()
        .transform((value) => value ?? ''),
      title: z
        .string({ error: EVENT_DETAIL_MESSAGES.titleRequired })
        .trim()
        .min(1, EVENT_DETAIL_MESSAGES.titleRequired)
        .max(EVENT_DETAIL_LIMITS.agendaTitle, tooLong('Title', EVENT_DETAIL_LIMITS.agendaTitle)),
      speaker: optionalText('Speaker', EVENT_DETAIL_LIMITS.agendaSpeaker),
      notes: optionalText('Notes', EVENT_DETAIL_LIMITS.agendaNotes),
    },
    { error: EVENT_DETAIL_MESSAGES.agendaList },
  )
  .refine((item) => !item.end || !CLOCK.test(item.start) || item.end > item.start, {
    path: ['end'],
    message: EVENT_DETAIL_MESSAGES.endBeforeStart,
  });
export type AgendaItem = z.output<typeof agendaItemSchema>;

export const speakerSchema = z.strictObject(
  {
    name: z
      .string({ error: EVENT_DETAIL_MESSAGES.speakerNameRequired })
      .trim()
      .min(1, EVENT_DETAIL_MESSAGES.speakerNameRequired)
      .max(EVENT_DETAIL_LIMITS.speakerName, tooLong('Name', EVENT_DETAIL_LIMITS.speakerName)),
    role: optionalText('Role', EVENT_DETAIL_LIMITS.speakerRole),
    link: optionalLink('Link'),
    // A picture already stored for this event's speakers (kept), or '' for none; a new one comes as a file.
    photo: z
      .string({ error: EVENT_DETAIL_MESSAGES.photoUnknown })
      .trim()
      .max(PHOTO_KEY_LENGTH, EVENT_DETAIL_MESSAGES.photoUnknown)
      .refine((value) => value === '' || PHOTO_KEY.test(value), EVENT_DETAIL_MESSAGES.photoUnknown)
      .optional()
      .transform((value) => value ?? ''),
    photo_alt: optionalText('Photo description', EVENT_DETAIL_LIMITS.photoAlt),
  },
  { error: EVENT_DETAIL_MESSAGES.speakersList },
);
export type Speaker = z.output<typeof speakerSchema>;

export const venueSchema = z.strictObject(
  {
    address: optionalText('Address', EVENT_DETAIL_LIMITS.address),
    room: optionalText('Room', EVENT_DETAIL_LIMITS.room),
    map_link: optionalLink('Map link'),
    directions: optionalText('How to get there', EVENT_DETAIL_LIMITS.directions),
    accessibility: optionalText('Accessibility', EVENT_DETAIL_LIMITS.accessibility),
  },
  { error: EVENT_DETAIL_MESSAGES.venueGroup },
);
export type Venue = z.output<typeof venueSchema>;

export const organiserSchema = z
  .strictObject(
    {
      name: optionalText('Organiser', EVENT_DETAIL_LIMITS.organiserName),
      contact: z
        .enum(ORGANISER_CONTACTS, { error: EVENT_DETAIL_MESSAGES.invalidContact })
        .optional()
        .transform((value) => value ?? 'none'),
      email: z
        .string({ error: EVENT_DETAIL_MESSAGES.emailInvalid })
        .trim()
        .max(EVENT_DETAIL_LIMITS.email, EVENT_DETAIL_MESSAGES.emailInvalid)
        .refine(
          (value) => value === '' || z.email().safeParse(value).success,
          EVENT_DETAIL_MESSAGES.emailInvalid,
        )
        .optional()
        .transform((value) => value ?? ''),
      page: optionalLink('Contact page'),
    },
    { error: EVENT_DETAIL_MESSAGES.organiserGroup },
  )
  .superRefine((value, context) => {
    if (value.contact === 'email' && !value.email)
      context.addIssue({ code: 'custom', path: ['email'], message: EVENT_DETAIL_MESSAGES.emailRequired });
    if (value.contact === 'page' && !value.page)
      context.addIssue({ code: 'custom', path: ['page'], message: EVENT_DETAIL_MESSAGES.pageRequired });
  })
  // Only the way the admin chose is kept: an address typed and then unchosen is not stored, so not shown.
  .transform((value) => ({
    name: value.name,
    contact: value.contact,
    email: value.contact === 'email' ? value.email : '',
    page: value.contact === 'page' ? value.page : '',
  }));
export type Organiser = z.output<typeof organiserSchema>;

export const EMPTY_VENUE: Venue = { address: '', room: '', map_link: '', directions: '', accessibility: '' };
export const EMPTY_ORGANISER: Organiser = { name: '', contact: 'none', email: '', page: '' };

const agendaList = z
  .array(agendaItemSchema, { error: EVENT_DETAIL_MESSAGES.agendaList })
  .max(EVENT_DETAIL_LIMITS.agendaItems, EVENT_DETAIL_MESSAGES.agendaTooMany);
const speakerList = z
  .array(speakerSchema, { error: EVENT_DETAIL_MESSAGES.speakersList })
  .max(EVENT_DETAIL_LIMITS.speakers, EVENT_DETAIL_MESSAGES.speakersTooMany);

/** Orders an agenda by day (empty = the first day), keeping the admin's order within a day. */
export function agendaByDay<T extends { day: string }>(
  agenda: T[],
  firstDay: string,
): { day: string; items: T[] }[] {
  const days = new Map<string, T[]>();
  for (const item of agenda) {
    const day = item.day || firstDay;
    days.set(day, [...(days.get(day) ?? []), item]);
  }
  return [...days.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([day, items]) => ({ day, items }));
}

/** Each agenda item's day must fall within the event's dates (checked where both are known). */
export function agendaDaysWithinEvent(
  value: { start_date?: string; end_date?: string; agenda?: { day?: string }[] },
  context: z.RefinementCtx,
): void {
  if (!value.start_date || !value.end_date || !value.agenda) return;
  value.agenda.forEach((item, index) => {
    if (item.day && DAY.test(item.day) && (item.day < value.start_date! || item.day > value.end_date!))
      context.addIssue({
        code: 'custom',
        path: ['agenda', index, 'day'],
        message: EVENT_DETAIL_MESSAGES.dayOutsideEvent,
      });
  });
}

/** The detail fields of the event input (POST, and the merged PATCH): absent means empty. */
export const eventDetailShape = {
  agenda: z.preprocess(
    fromJsonText,
    agendaList.optional().transform((value) => value ?? []),
  ),
  speakers: z.preprocess(
    fromJsonText,
    speakerList.optional().transform((value) => value ?? []),
  ),
  venue: z.preprocess(
    fromJsonText,
    venueSchema.optional().transform((value) => value ?? EMPTY_VENUE),
  ),
  organiser: z.preprocess(
    fromJsonText,
    organiserSchema.optional().transform((value) => value ?? EMPTY_ORGANISER),
  ),
  what_to_bring: optionalText('What to bring', EVENT_DETAIL_LIMITS.whatToBring),
};

/** A picked file as the browser describes it (a File), without naming DOM types here. */
interface PickedPhoto {
  size: number;
  type: string;
}

/** A speaker as the form holds one: the stored fields plus a newly picked photo, sent as its own file. */
export const speakerFormSchema = speakerSchema.extend({
  photo_file: z
    .custom<PickedPhoto | null>(
      (value) => value === null || value === undefined || (typeof value === 'object' && 'size' in value),
    )
    .optional()
    .superRefine((value, context) => {
      if (!value) return;
      if (value.size > IMAGE_MAX_BYTES)
        context.addIssue({ code: 'custom', message: IMAGE_TOO_LARGE_MESSAGE });
      else if (value.type && !value.type.startsWith('image/'))
        context.addIssue({ code: 'custom', message: NOT_AN_IMAGE_MESSAGE });
    }),
});

/** The same fields as the admin's form holds them (lists and groups, not JSON text). */
export const eventDetailFormShape = {
  agenda: agendaList,
  speakers: z
    .array(speakerFormSchema, { error: EVENT_DETAIL_MESSAGES.speakersList })
    .max(EVENT_DETAIL_LIMITS.speakers, EVENT_DETAIL_MESSAGES.speakersTooMany),
  venue: venueSchema,
  organiser: organiserSchema,
  what_to_bring: eventDetailShape.what_to_bring,
};

/** The same fields in a PATCH: absent means unchanged. */
export const eventDetailPatchShape = {
  agenda: z.preprocess(fromJsonText, agendaList.optional()),
  speakers: z.preprocess(fromJsonText, speakerList.optional()),
  venue: z.preprocess(fromJsonText, venueSchema.optional()),
  organiser: z.preprocess(fromJsonText, organiserSchema.optional()),
  what_to_bring: z
    .string({ error: 'What to bring should be text' })
    .trim()
    .max(EVENT_DETAIL_LIMITS.whatToBring, tooLong('What to bring', EVENT_DETAIL_LIMITS.whatToBring))
    .optional(),
};

/** The same fields in the answer. */
export const eventDetailAnswerShape = {
  agenda: z.array(
    z.object({
      day: z.string(),
      start: z.string(),
      end: z.string(),
      title: z.string(),
      speaker: z.string(),
      notes: z.string(),
    }),
  ),
  speakers: z.array(
    z.object({
      name: z.string(),
      role: z.string(),
      link: z.string(),
      photo: z.string(),
      photo_alt: z.string(),
      photo_ref: imageRefSchema.nullable(),
    }),
  ),
  venue: z.object({
    address: z.string(),
    room: z.string(),
    map_link: z.string(),
    directions: z.string(),
    accessibility: z.string(),
  }),
  organiser: z.object({
    name: z.string(),
    contact: z.enum(ORGANISER_CONTACTS),
    email: z.string(),
    page: z.string(),
  }),
  what_to_bring: z.string(),
};
