import { ContentAdmin } from '#web/features/content-admin/content-admin';
import { AdminTabPanel } from '../admin-tab-panel';

/** Site Content: team, mentors, programmes, carousel and metrics (docs/product.md#site-content-tab). */
export function ContentTab() {
  return (
    <AdminTabPanel slug="content" title="Site Content">
      <ContentAdmin />
    </AdminTabPanel>
  );
}
