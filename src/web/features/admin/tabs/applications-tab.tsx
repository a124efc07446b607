import { AdminTabPanel, Placeholder } from '../admin-tab-panel';

/** Applications List: the placeholder of SPEC.md §2. */
export function ApplicationsTab() {
  return (
    <AdminTabPanel slug="applications" title="Applications List">
      <Placeholder>No applications found.</Placeholder>
    </AdminTabPanel>
  );
}
