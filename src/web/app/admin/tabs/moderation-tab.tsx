import { ModerationQueue } from '#web/features/moderation/moderation-queue';
import { AdminTabPanel } from '../admin-tab-panel';

/**
 * Moderation (docs/product.md#moderation-queue): pending posts, reported posts, company verifications,
 * programme applications and events nearly full, in one list.
 */
export function ModerationTab() {
  return (
    <AdminTabPanel slug="moderation" title="Moderation">
      <ModerationQueue />
    </AdminTabPanel>
  );
}
