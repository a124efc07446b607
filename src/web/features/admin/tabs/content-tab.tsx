import { AdminTabPanel, Placeholder } from '../admin-tab-panel';

/** Site Content: built by its feature's issue. */
export function ContentTab() {
  return (
    <AdminTabPanel slug="content" title="Site Content">
      <Placeholder>Coming soon.</Placeholder>
    </AdminTabPanel>
  );
}
