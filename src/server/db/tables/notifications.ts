import type { Insertable, Selectable, Updateable } from 'kysely';
import type { NotificationChoice } from '#common/admin-notifications';
import type { TableOwners } from '../table-owners';

/** One person's choice for one topic (`admin.report`, …); no row means the topic's default. */
export interface NotificationPreferencesTable {
  user_id: number;
  topic: string;
  choice: NotificationChoice;
  updated_at: string;
}
export type NotificationPreferenceRow = Selectable<NotificationPreferencesTable>;
export type NewNotificationPreferenceRow = Insertable<NotificationPreferencesTable>;
export type NotificationPreferenceUpdate = Updateable<NotificationPreferencesTable>;

export interface NotificationTables {
  notification_preferences: NotificationPreferencesTable;
}

/** Who owns each table (docs/architecture.md#database): only the owner's files name it in a query. */
export const notificationTableOwners = {
  notification_preferences: 'modules/notification-preferences',
} as const satisfies TableOwners<NotificationTables>;
