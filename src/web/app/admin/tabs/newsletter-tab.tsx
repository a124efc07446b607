import { NewsletterAdmin } from '#web/features/newsletter/admin/newsletter-admin';
import { AdminTabPanel } from '../admin-tab-panel';

/** Newsletter: subscribers, CSV, compose, test and send with progress. */
export function NewsletterTab() {
  return (
    <AdminTabPanel slug="newsletter" title="Newsletter">
      <NewsletterAdmin />
    </AdminTabPanel>
  );
}
