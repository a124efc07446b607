import { CallsAdmin } from '#web/features/calls/admin/calls-admin';
import { AdminTabPanel } from '../admin-tab-panel';

/** Calls: selection rounds of the programmes, with questions and a rubric (docs/product.md#calls-tab). */
export function CallsTab() {
  return (
    <AdminTabPanel slug="calls" title="Calls">
      <CallsAdmin />
    </AdminTabPanel>
  );
}
