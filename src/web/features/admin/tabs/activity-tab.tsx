import { AdminTabPanel, Placeholder } from '../admin-tab-panel';

/** Activity: built by its feature's issue. */
export function ActivityTab() {
  return (
    <AdminTabPanel slug="activity" title="Activity">
      <Placeholder>Coming soon.</Placeholder>
    </AdminTabPanel>
  );
}
