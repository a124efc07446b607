import { EventUpload } from '#web/features/events/admin/event-upload';
import { AdminTabPanel } from '../admin-tab-panel';

/**
 * Event Upload (docs/product.md#event-upload-tab): the event form, and the events already published with edit
 * and delete.
 */
export function EventUploadTab() {
  return (
    <AdminTabPanel slug="event-upload" title="Event Upload">
      <EventUpload />
    </AdminTabPanel>
  );
}
