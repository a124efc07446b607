import { VerificationReview } from '#web/features/company-verification/verification-review';
import { AdminTabPanel } from '../admin-tab-panel';

/** Startup Verification (SPEC.md §2): company requests, newest first, with Approve and Decline on pending ones. */
export function StartupVerificationTab() {
  return (
    <AdminTabPanel slug="startup-verification" title="Startup Verification">
      <VerificationReview />
    </AdminTabPanel>
  );
}
