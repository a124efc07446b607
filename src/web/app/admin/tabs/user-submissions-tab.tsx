import { SubmissionsReview } from '#web/features/opportunities/submissions-review';
import { AdminTabPanel } from '../admin-tab-panel';

/**
 * User Submissions (docs/product.md#user-submissions-tab): ideas, projects and internships awaiting review;
 * empty: "No user submissions yet."
 */
export function UserSubmissionsTab() {
  return (
    <AdminTabPanel slug="user-submissions" title="User Submissions">
      <SubmissionsReview />
    </AdminTabPanel>
  );
}
