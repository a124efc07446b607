import { z } from 'zod';
import { INTERNSHIP_TYPE_FILTERS, POST_LIMITS, PROJECT_LOCATION_FILTERS } from './opportunities-constants';

// Saved searches and their digest mails (docs/product.md#search-alerts).

/** `calls`: a programme's calls as they are announced (docs/product.md#calls), the way to hear of the next one. */
export const ALERT_LISTS = ['ideas', 'projects', 'internships', 'calls'] as const;
export type AlertList = (typeof ALERT_LISTS)[number];
export const ALERT_FREQUENCIES = ['daily', 'weekly'] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];

/** Saved searches one person may keep. */
export const ALERTS_PER_PERSON = 20;
export const ALERT_NAME_MAX = 80;
/** Posts listed per saved search in one digest; the rest are on the list itself. */
export const DIGEST_POSTS_PER_ALERT = 10;

export const ALERT_MESSAGES = {
  saved: 'Alert saved. We will mail you when new posts match.',
  savedCalls: 'Alert saved. We will mail you when a call opens.',
  programNotFound: 'Program not found',
  tooMany: `You can keep at most ${ALERTS_PER_PERSON} alerts. Delete one first.`,
  notFound: 'That alert does not exist.',
  updated: 'Alert updated.',
  deleted: 'Alert deleted.',
  unsubscribed: 'These alerts are paused. You will get no more mail from them.',
  /** The unsubscribe page when every alert its link names has been deleted since. */
  noneLeft: 'These alerts no longer exist. You will get no more mail from them.',
  badLink: 'This link is not valid. Manage your alerts from My alerts.',
} as const;

const name = z
  .string()
  .trim()
  .min(1, 'Give the alert a name')
  .max(ALERT_NAME_MAX, `The name must be at most ${ALERT_NAME_MAX} characters`);
const frequency = z.enum(ALERT_FREQUENCIES, { message: 'Choose daily or weekly' });
/** The list's own search limit (docs/product.md#list-search-and-paging). */
const q = z
  .string()
  .max(POST_LIMITS.search, `Search text must be at most ${POST_LIMITS.search} characters`)
  .transform((text) => text.trim());

/** POST /api/alerts: the list's current search and filter, with a name and how often. */
export const alertInputSchema = z.discriminatedUnion('list', [
  z.strictObject({ list: z.literal('ideas'), q, filter: z.literal('All'), name, frequency }),
  z.strictObject({
    list: z.literal('projects'),
    q,
    filter: z.enum(PROJECT_LOCATION_FILTERS),
    name,
    frequency,
  }),
  z.strictObject({
    list: z.literal('internships'),
    q,
    filter: z.enum(INTERNSHIP_TYPE_FILTERS),
    name,
    frequency,
  }),
  // A programme's calls: the filter is the programme's address (slug), `All` for every programme.
  z.strictObject({
    list: z.literal('calls'),
    q: z.literal('', { message: 'Calls are not searched by text' }),
    filter: z
      .string({ message: 'Choose a programme' })
      .trim()
      .regex(/^[a-z0-9][a-z0-9-]{0,99}$|^All$/, 'Choose a programme'),
    name,
    frequency,
  }),
]);
export type AlertInput = z.input<typeof alertInputSchema>;

/** PATCH /api/alerts/:id: rename, change how often, pause or resume. */
export const alertUpdateSchema = z
  .strictObject({ name: name.optional(), frequency: frequency.optional(), paused: z.boolean().optional() })
  .refine((value) => Object.keys(value).length > 0, 'Nothing to change');
export type AlertUpdate = z.input<typeof alertUpdateSchema>;

export const alertSchema = z.object({
  id: z.number(),
  list: z.enum(ALERT_LISTS),
  q: z.string(),
  filter: z.string(),
  name: z.string(),
  frequency: z.enum(ALERT_FREQUENCIES),
  paused: z.boolean(),
  createdAt: z.string(),
});
export type Alert = z.infer<typeof alertSchema>;
export const alertListSchema = z.object({ items: z.array(alertSchema) });
export const alertSavedSchema = z.object({ message: z.string(), alert: alertSchema });

/**
 * The unsubscribe link's token: signed, naming the person and every alert of the digest; mails sent before
 * digests merged their alerts carry one alert's random token (43 characters).
 */
export const alertTokenQuerySchema = z.strictObject({
  token: z
    .string({ message: ALERT_MESSAGES.badLink })
    .max(400, ALERT_MESSAGES.badLink)
    .regex(/^[A-Za-z0-9_.-]+$/, ALERT_MESSAGES.badLink),
});

/**
 * The page a digest's unsubscribe link opens (docs/product.md#unsubscribe-from-alerts). Mail headers name it
 * too (RFC 8058): opening it only asks; a mail client's one-click POST to it pauses the alerts.
 */
export const ALERT_UNSUBSCRIBE_PAGE = '/alerts/unsubscribe';

/** GET /api/alerts/one-click-unsubscribe: the alerts a link names, before anything changes. */
export const alertLinkStatusSchema = z.object({
  alerts: z.array(z.object({ name: z.string(), list: z.enum(ALERT_LISTS), paused: z.boolean() })),
});
export type AlertLinkStatus = z.infer<typeof alertLinkStatusSchema>;
