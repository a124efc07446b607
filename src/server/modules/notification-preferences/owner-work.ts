import {
  DEFAULT_OWNER_CHOICES,
  OWNER_NOTIFICATION_KINDS,
  type OwnerNotificationKind,
  type OwnerNotifications,
} from '#common/owner-notifications';
import type { NotificationChoice } from '#common/admin-notifications';
import type { Executor } from '#server/db/database';
import { readChoices, readChoicesOfUsers, saveChoicesByKind } from './repository';

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
