import { KpisAdmin } from '#web/features/kpis';
import { AdminTabPanel } from '../admin-tab-panel';

/** Startup KPIs: per cohort, the figures asked for, the period's table, histories and CSV (docs/product.md#startup-kpis). */
export function KpisTab() {
  return (
    <AdminTabPanel slug="kpis" title="KPIs">
      <KpisAdmin />
    </AdminTabPanel>
  );
}
