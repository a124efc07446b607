import type { NotificationChoice } from '#common/admin-notifications';
import type { Executor } from '#server/db/database';
import type { DataSubject, ErasureSubject, PersonalRecords } from '#server/modules/personal-data';

/** The choices one person made among `topics` (topics without a row keep their default). */
export async function readChoices(
  db: Executor,
  userId: number,
  topics: readonly string[],
): Promise<Map<string, NotificationChoice>> {
  if (topics.length === 0) return new Map();
  const rows = await db
    .selectFrom('notification_preferences')
    .select(['topic', 'choice'])
    .where('user_id', '=', userId)
    .where('topic', 'in', topics)
    .execute();
  return new Map(rows.map((row) => [row.topic, row.choice]));
}

/** The choices several people made among `topics`, by user id. */
export async function readChoicesOfUsers(
  db: Executor,
  userIds: readonly number[],
  topics: readonly string[],
): Promise<Map<number, Map<string, NotificationChoice>>> {
  const byUser = new Map<number, Map<string, NotificationChoice>>(userIds.map((id) => [id, new Map()]));
  if (userIds.length === 0 || topics.length === 0) return byUser;
  const rows = await db
    .selectFrom('notification_preferences')
    .select(['user_id', 'topic', 'choice'])
    .where('user_id', 'in', userIds)
    .where('topic', 'in', topics)
    .execute();
  for (const row of rows) byUser.get(row.user_id)?.set(row.topic, row.choice);
  return byUser;
}

/** Stores one person's choices (insert or replace per topic). */
export async function saveChoices(
  db: Executor,
  userId: number,
  choices: ReadonlyMap<string, NotificationChoice>,
  now: string,
): Promise<void> {
  for (const [topic, choice] of choices)
    await db
      .insertInto('notification_preferences')
      .values({ user_id: userId, topic, choice, updated_at: now })
      .onConflict((oc) => oc.columns(['user_id', 'topic']).doUpdateSet({ choice, updated_at: now }))
      .execute();
}

/** Stores some of one person's choices given by kind, each under its kind's topic. */
export async function saveChoicesByKind<K extends string>(
  db: Executor,
  userId: number,
  choices: Partial<Record<K, NotificationChoice>>,
  topicOf: (kind: K) => string,
  now: string,
): Promise<void> {
  const entries = Object.entries(choices).filter(([, choice]) => choice !== undefined) as [
    K,
    NotificationChoice,
  ][];
  await saveChoices(db, userId, new Map(entries.map(([kind, choice]) => [topicOf(kind), choice])), now);
}

/** The accounts of these addresses (an admin who never signed in has none yet). */
export function findAccountsByEmail(db: Executor, emails: readonly string[]) {
  if (emails.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('users')
    .select(['id', 'email'])
    .where('email', 'in', emails)
    .orderBy('id', 'asc')
    .execute();
}

/** What this part of the site holds about one person, for their download (docs/product.md#download-my-data). */
export async function personalRecordsOf(db: Executor, subject: DataSubject): Promise<PersonalRecords[]> {
  const rows = await db
    .selectFrom('notification_preferences')
    .selectAll()
    .where('user_id', '=', subject.id)
    .execute();
  return [{ name: 'notification-choices', rows }];
}

export async function erasePersonalRecordsOf(db: Executor, subject: ErasureSubject): Promise<void> {
  await db.deleteFrom('notification_preferences').where('user_id', '=', subject.id).execute();
}
