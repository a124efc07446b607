import { AdminTabPanel, Placeholder } from '../admin-tab-panel';

/** Newsletter: built by its feature's issue. */
export function NewsletterTab() {
  return (
    <AdminTabPanel slug="newsletter" title="Newsletter">
      <Placeholder>Coming soon.</Placeholder>
    </AdminTabPanel>
  );
}
