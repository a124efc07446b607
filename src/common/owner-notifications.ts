import { z } from 'zod';
import { DAILY_SUMMARY_HOUR, NOTIFICATION_CHOICES, type NotificationChoice } from './admin-notifications';

/**
 * docs/product.md#owner-notifications: how the owner of a post hears of what others send to it — a mail at
 * once, one daily digest, or nothing (My posts shows it all anyway).
 */
export const OWNER_NOTIFICATION_KINDS = ['applications', 'joinRequests'] as const;
export type OwnerNotificationKind = (typeof OWNER_NOTIFICATION_KINDS)[number];

export const OWNER_NOTIFICATION_LABELS: Record<OwnerNotificationKind, string> = {
  applications: 'Applications to my internships and projects',
  joinRequests: 'Requests to join my ideas',
};

export const OWNER_CHOICE_LABELS: Record<NotificationChoice, string> = {
  instant: 'Mail me at once',
  daily: 'Daily digest',
  none: 'No mail',
};

/** Until someone chooses: a mail at once, as before there was a choice. */
export const DEFAULT_OWNER_CHOICES: Record<OwnerNotificationKind, NotificationChoice> = {
  applications: 'instant',
  joinRequests: 'instant',
};

/** The digest leaves at this hour, the centre's time (CENTRE_TIMEZONE): the admins' summary's, one schedule for both. */
export const OWNER_DIGEST_HOUR = DAILY_SUMMARY_HOUR;
/** A digest lists at most this many items per kind, then says how many more came. */
export const DIGEST_ITEMS_PER_KIND = 30;

export const OWNER_NOTIFICATION_MESSAGES = {
  saved: 'Your mail choices are saved.',
  failed: 'Your choices could not be saved. Please try again.',
  loadFailed: 'Your mail choices could not be loaded.',
  digestStopped: 'You will no longer get the daily digest. Change your choices on your profile at any time.',
  badLink: 'This link is not valid. Change your choices on your profile instead.',
} as const;

const choiceSchema = z.enum(NOTIFICATION_CHOICES, { message: 'Choose how to be told' });

/** GET /api/me/owner-notifications: both kinds with their choice (the default where none was made). */
export const ownerNotificationsSchema = z.object({
  applications: choiceSchema,
  joinRequests: choiceSchema,
});
export type OwnerNotifications = z.infer<typeof ownerNotificationsSchema>;

/** PATCH /api/me/owner-notifications: the kinds to change, each with its new choice. */
export const ownerNotificationsUpdateSchema = ownerNotificationsSchema.partial().strict();
export type OwnerNotificationsUpdate = z.infer<typeof ownerNotificationsUpdateSchema>;
