import { GrantsAdmin } from '#web/features/grants';
import { AdminTabPanel } from '../admin-tab-panel';

/** Seed grants: balances, milestones to review and disburse, new grants (docs/product.md#seed-grants). */
export function GrantsTab() {
  return (
    <AdminTabPanel slug="grants" title="Grants">
      <GrantsAdmin />
    </AdminTabPanel>
  );
}
