import { ImpactReportsAdmin } from '#web/features/impact/admin/impact-reports-admin';
import { AdminTabPanel } from '../admin-tab-panel';

/** Impact reports: a period's pack per funder, the records behind each figure, downloads (docs/product.md#impact-reports). */
export function ImpactTab() {
  return (
    <AdminTabPanel slug="impact" title="Impact reports">
      <ImpactReportsAdmin />
    </AdminTabPanel>
  );
}
