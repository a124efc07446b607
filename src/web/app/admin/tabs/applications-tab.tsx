import { ApplicationsReview } from '#web/features/program-applications/applications-review';
import { AdminTabPanel } from '../admin-tab-panel';

/**
 * Applications List (docs/product.md#applications-list-tab): programme applications, filtered, with Accept
 * and Decline on pending ones.
 */
export function ApplicationsTab() {
  return (
    <AdminTabPanel slug="applications" title="Applications List">
      <ApplicationsReview />
    </AdminTabPanel>
  );
}
