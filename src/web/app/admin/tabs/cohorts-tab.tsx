import { CohortsAdmin } from '#web/features/startups/admin/cohorts-admin';
import { StartupRevisionsAdmin } from '#web/features/startups/admin/startup-revisions-admin';
import { StartupsAdmin } from '#web/features/startups/admin/startups-admin';
import { AdminTabPanel } from '../admin-tab-panel';

/** Cohorts and startups (docs/product.md#cohorts-and-startups-tab): changes to startup pages waiting for approval,
 * forming cohorts, announcements, every startup. */
export function CohortsTab() {
  return (
    <AdminTabPanel slug="cohorts" title="Cohorts and startups">
      <div className="space-y-10">
        <StartupRevisionsAdmin />
        <CohortsAdmin />
        <StartupsAdmin />
      </div>
    </AdminTabPanel>
  );
}
