import { ContentAdmin } from '#web/features/content-admin/content-admin';
import { AdminTabPanel } from '../admin-tab-panel';

/** Site Content: team, mentors, programmes, carousel and metrics (issue 8). */
export function ContentTab() {
  return (
    <AdminTabPanel slug="content" title="Site Content">
      <ContentAdmin />
    </AdminTabPanel>
  );
}
