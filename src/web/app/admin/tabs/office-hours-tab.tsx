import { OfficeHoursAdmin } from '#web/features/office-hours/admin/office-hours-admin';
import { AdminTabPanel } from '../admin-tab-panel';

/** Office hours: the whole schedule, who has not met a mentor, mentor activity (docs/product.md#office-hours). */
export function OfficeHoursTab() {
  return (
    <AdminTabPanel slug="office-hours" title="Office hours">
      <OfficeHoursAdmin />
    </AdminTabPanel>
  );
}
