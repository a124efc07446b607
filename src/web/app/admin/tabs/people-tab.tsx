import { PeopleAdmin } from '#web/features/people/people-admin';
import { AdminTabPanel } from '../admin-tab-panel';

/** People: accounts and the reviewer and mentor roles admins grant (docs/product.md#people-tab). */
export function PeopleTab() {
  return (
    <AdminTabPanel slug="people" title="People">
      <PeopleAdmin />
    </AdminTabPanel>
  );
}
