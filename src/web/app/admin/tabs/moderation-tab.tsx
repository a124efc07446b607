import { NotificationSettings } from '#web/features/admin-notifications/notification-settings';
import { ModerationQueue } from '#web/features/moderation/moderation-queue';
import { AdminTabPanel } from '../admin-tab-panel';

/**
 * Moderation (docs/product.md#moderation-queue): pending posts, reported posts, company verifications,
 * programme applications and events nearly full, in one list; above it, how the admin wants to be mailed
 * about them (docs/product.md#admin-notifications).
 */
export function ModerationTab() {
  return (
    <AdminTabPanel slug="moderation" title="Moderation">
      <NotificationSettings />
      <ModerationQueue />
    </AdminTabPanel>
  );
}
