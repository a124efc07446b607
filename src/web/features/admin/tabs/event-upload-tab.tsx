import { AdminTabPanel, Placeholder } from '../admin-tab-panel';

/** Event Upload (SPEC.md §2): the event form; it arrives with the events feature. */
export function EventUploadTab() {
  return (
    <AdminTabPanel slug="event-upload" title="Event Upload">
      <Placeholder>The event upload form will appear here once event management is built.</Placeholder>
    </AdminTabPanel>
  );
}
