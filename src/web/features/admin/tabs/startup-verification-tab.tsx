import { AdminTabPanel, Placeholder } from '../admin-tab-panel';

/** Startup Verification (SPEC.md §2): company requests with Approve and Decline; arrives with company verification. */
export function StartupVerificationTab() {
  return (
    <AdminTabPanel slug="startup-verification" title="Startup Verification">
      <Placeholder>
        Company verification requests will be reviewed here once company verification is built.
      </Placeholder>
    </AdminTabPanel>
  );
}
