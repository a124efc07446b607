import { ActivityList } from '#web/features/audit/activity-list';
import { AdminTabPanel } from '../admin-tab-panel';

/** Activity: the audit trail of every admin action (docs/product.md#activity-tab). */
export function ActivityTab() {
  return (
    <AdminTabPanel slug="activity" title="Activity">
      <ActivityList />
    </AdminTabPanel>
  );
}
