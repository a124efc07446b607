import { RegistrantsAdmin } from '#web/features/events/admin/registrants-admin';
import { AdminTabPanel } from '../admin-tab-panel';

/** Registrations (docs/product.md#registrants-and-check-in): check-in at the door and the list of registrants. */
export function RegistrationsTab() {
  return (
    <AdminTabPanel slug="registrations" title="Registrations">
      <RegistrantsAdmin />
    </AdminTabPanel>
  );
}
