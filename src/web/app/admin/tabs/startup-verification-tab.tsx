import { VerificationReview } from '#web/features/company-verification/verification-review';
import { AdminTabPanel } from '../admin-tab-panel';

/**
 * Startup Verification (docs/product.md#startup-verification-tab): company requests, newest first, with
 * Approve and Decline on pending ones.
 */
export function StartupVerificationTab() {
  return (
    <AdminTabPanel slug="startup-verification" title="Startup Verification">
      <VerificationReview />
    </AdminTabPanel>
  );
}
