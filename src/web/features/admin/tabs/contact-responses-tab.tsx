import { AdminTabPanel, Placeholder } from '../admin-tab-panel';

/** Contact Responses (SPEC.md §2): the contact form's inbox with delete; it arrives with the contact form. */
export function ContactResponsesTab() {
  return (
    <AdminTabPanel slug="contact-responses" title="Contact Responses">
      <Placeholder>
        Messages sent through the contact form will be listed here once the contact form is connected.
      </Placeholder>
    </AdminTabPanel>
  );
}
