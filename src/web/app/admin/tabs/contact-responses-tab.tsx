import { ContactResponsesAdmin } from '#web/features/contact/admin/contact-responses-admin';
import { AdminTabPanel } from '../admin-tab-panel';

/**
 * Contact Responses (docs/product.md#contact-responses-tab): the contact form's inbox with reply, delete and
 * CSV export.
 */
export function ContactResponsesTab() {
  return (
    <AdminTabPanel slug="contact-responses" title="Contact Responses">
      <ContactResponsesAdmin />
    </AdminTabPanel>
  );
}
