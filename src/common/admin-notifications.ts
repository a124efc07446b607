import { z } from 'zod';
import { QUEUE_KIND_LABELS, QUEUE_KINDS, type QueueKind } from './moderation';

/**
 * docs/product.md#admin-notifications: how each admin hears about each kind of waiting work — a mail as
 * soon as an item starts waiting, one daily summary, or nothing (the Moderation tab shows it all anyway).
 */
export const NOTIFICATION_CHOICES = ['instant', 'daily', 'none'] as const;
export type NotificationChoice = (typeof NOTIFICATION_CHOICES)[number];

export const NOTIFICATION_CHOICE_LABELS: Record<NotificationChoice, string> = {
  instant: 'Mail me at once',
  daily: 'Daily summary',
  none: 'No mail',
};

/** The kinds of waiting work an admin can be told about: those of the moderation queue. */
export const ADMIN_NOTIFICATION_KINDS = QUEUE_KINDS;
export type AdminNotificationKind = QueueKind;
export const ADMIN_NOTIFICATION_LABELS = QUEUE_KIND_LABELS;

/**
 * Until an admin chooses: reported posts at once (reports may have hidden a post, or it may be abuse that
 * should go quickly); everything else in the daily summary, which waits without harm for a day.
 */
export const DEFAULT_ADMIN_CHOICES: Record<AdminNotificationKind, NotificationChoice> = {
  post: 'daily',
  report: 'instant',
  verification: 'daily',
  application: 'daily',
  event: 'daily',
};

/** The daily summary leaves at this hour, the centre's time (CENTRE_TIMEZONE). */
export const DAILY_SUMMARY_HOUR = 8;
/** A summary lists at most this many items per kind, then says how many more wait. */
export const SUMMARY_ITEMS_PER_KIND = 20;

export const ADMIN_NOTIFICATION_MESSAGES = {
  saved: 'Your notification choices are saved.',
  failed: 'Your choices could not be saved. Please try again.',
  loadFailed: 'Your notification choices could not be loaded.',
  unsubscribed: (kind: AdminNotificationKind) =>
    `You will no longer get mail about ${ADMIN_NOTIFICATION_LABELS[kind].toLowerCase()}.`,
  summaryStopped: 'You will no longer get the daily summary.',
  badLink: 'This link is not valid. Change your choices in the Moderation tab instead.',
} as const;

const choiceSchema = z.enum(NOTIFICATION_CHOICES, { message: 'Choose how to be told' });

/** GET /api/me/notifications: every kind with its choice (the default where the admin chose nothing). */
export const adminNotificationsSchema = z.object(
  Object.fromEntries(ADMIN_NOTIFICATION_KINDS.map((kind) => [kind, choiceSchema])) as Record<
    AdminNotificationKind,
    typeof choiceSchema
  >,
);
export type AdminNotifications = z.infer<typeof adminNotificationsSchema>;

/** PATCH /api/me/notifications: the kinds to change, each with its new choice. */
export const adminNotificationsUpdateSchema = adminNotificationsSchema.partial().strict();
export type AdminNotificationsUpdate = z.infer<typeof adminNotificationsUpdateSchema>;

/** The one-click link in an instant mail or a summary: a signed token naming the admin and the kind. */
export const notificationUnsubscribeQuerySchema = z.strictObject({
  token: z.string().max(200, 'This link is not valid.'),
});
/** RFC 8058's body (form-encoded) from a mail client, or an empty JSON object. */
export const notificationUnsubscribeBodySchema = z
  .object({ 'List-Unsubscribe': z.string().max(100).optional() })
  .optional()
  .nullable();
