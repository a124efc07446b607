import {
  DEFAULT_OWNER_CHOICES,
  OWNER_NOTIFICATION_KINDS,
  type OwnerNotificationKind,
  type OwnerNotifications,
} from '#common/owner-notifications';
import type { NotificationChoice } from '#common/admin-notifications';
import { ownerNotificationEndpoints } from '#common/owner-notification-endpoints';
import type { Executor } from '#server/db/database';
import { readChoices, readChoicesOfUsers, saveChoicesByKind } from './repository';
import { preferenceToken } from './token';

/** The scope a daily digest's one-click link names: it stops every kind that person gets daily. */
export const OWNER_DIGEST_SCOPE = 'owner.digest';

/** The RFC 8058 headers that stop one person's daily digest in one click. */
export async function ownerDigestUnsubscribe(db: Executor, publicUrl: string, userId: number) {
  const token = await preferenceToken(db, userId, OWNER_DIGEST_SCOPE);
  const oneClickUrl = `${publicUrl}${ownerNotificationEndpoints.stopDigest.path}?token=${encodeURIComponent(token)}`;
  return {
    'List-Unsubscribe': `<${oneClickUrl}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

/** The topic under which a post owner's choice for one kind of incoming mail is stored. */
export const ownerTopic = (kind: OwnerNotificationKind) => `owner.${kind}`;
const TOPICS = OWNER_NOTIFICATION_KINDS.map(ownerTopic);

function withDefaults(stored: ReadonlyMap<string, NotificationChoice> | undefined): OwnerNotifications {
  return Object.fromEntries(
    OWNER_NOTIFICATION_KINDS.map((kind) => [
      kind,
      stored?.get(ownerTopic(kind)) ?? DEFAULT_OWNER_CHOICES[kind],
    ]),
  ) as OwnerNotifications;
}

/** One person's choice for both kinds, the defaults filled in (docs/product.md#owner-notifications). */
export async function ownerChoices(db: Executor, userId: number): Promise<OwnerNotifications> {
  return withDefaults(await readChoices(db, userId, TOPICS));
}

/** Several people's choices, by user id. */
export async function ownerChoicesOfUsers(
  db: Executor,
  userIds: readonly number[],
): Promise<Map<number, OwnerNotifications>> {
  const stored = await readChoicesOfUsers(db, userIds, TOPICS);
  return new Map(userIds.map((id) => [id, withDefaults(stored.get(id))]));
}

/** Stores some of one person's choices. */
export function saveOwnerChoices(
  db: Executor,
  userId: number,
  choices: Partial<OwnerNotifications>,
  now: string,
): Promise<void> {
  return saveChoicesByKind(db, userId, choices, ownerTopic, now);
}
