import { AdminTabPanel, Placeholder } from '../admin-tab-panel';

/** User Submissions: the placeholder of SPEC.md §2. */
export function UserSubmissionsTab() {
  return (
    <AdminTabPanel slug="user-submissions" title="User Submissions">
      <Placeholder>No user submissions yet.</Placeholder>
    </AdminTabPanel>
  );
}
