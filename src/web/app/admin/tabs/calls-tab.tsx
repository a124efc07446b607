import { CallsAdmin } from '#web/features/calls/admin/calls-admin';
import { ApplicationsReview } from '#web/features/program-applications/applications-review';
import { AdminTabPanel } from '../admin-tab-panel';

/**
 * Calls and reviews (docs/product.md#calls-tab): the programmes' selection rounds with their questions,
 * rubric, reviews and decisions, and below them the applications from before calls
 * (docs/product.md#earlier-programme-applications): one place for every programme application.
 */
export function CallsTab() {
  return (
    <AdminTabPanel slug="calls" title="Calls and reviews">
      <CallsAdmin />
      <section aria-labelledby="earlier-applications-heading" className="mt-12">
        <h3 id="earlier-applications-heading" className="text-xl font-bold text-ink">
          Applications from before calls
        </h3>
        <p className="mt-1 mb-4 text-sm text-slate-700">
          Sent with the programme's own form before programmes took applications through calls. No new ones
          arrive; those still pending wait for your answer.
        </p>
        <ApplicationsReview />
      </section>
    </AdminTabPanel>
  );
}
