import { useParams } from 'react-router-dom';
import { FEEDBACK_TOKEN_PATTERN } from '#common/event-feedback';
import { formatDateRange } from '#common/event-dates';
import { NOT_FOUND_TITLE } from '#common/routes';
import { NotFoundPage } from '#web/components/ui/not-found-page';
import { QueryStates } from '#web/components/ui/status';
import { ApiError } from '#web/lib/api-client';
import { usePageTitle } from '#web/lib/use-page-meta';
import { useFeedbackForm } from './api/feedback-form';
import { FeedbackForm } from './feedback-form';

export const FEEDBACK_PAGE_TITLE = 'Your feedback';

/**
 * /feedback/:token (docs/product.md#event-feedback): the attendee holding the mailed link answers without
 * signing in; the token names their request alone.
 */
export default function FeedbackPage() {
  const { token = '' } = useParams();
  const valid = FEEDBACK_TOKEN_PATTERN.test(token);
  const form = useFeedbackForm(valid ? token : '');
  const missing = !valid || (form.error instanceof ApiError && form.error.status === 404);
  usePageTitle(missing ? NOT_FOUND_TITLE : FEEDBACK_PAGE_TITLE);
  if (missing) return <NotFoundPage />;
  return (
    <section aria-labelledby="feedback-heading" className="min-h-[70vh] bg-mist pt-28 pb-20">
      <div className="mx-auto max-w-2xl px-4 sm:px-6">
        <QueryStates
          query={form}
          loading="Loading your feedback form"
          failure="Your feedback form could not be loaded."
        >
          {(data) => (
            <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8">
              <h1 id="feedback-heading" className="text-3xl font-bold tracking-tight text-ink">
                How was {data.event.name}?
              </h1>
              <p className="mt-2 mb-6 text-slate-700">
                {formatDateRange(data.event.start_date, data.event.end_date)}. Your answer goes to the
                centre’s team; it is not published with your name.
              </p>
              <FeedbackForm token={token} data={data} />
            </div>
          )}
        </QueryStates>
      </div>
    </section>
  );
}
