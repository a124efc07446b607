import { EmailText } from '#web/components/ui/email-text';
import { ErrorNotice } from '#web/components/ui/status';
import { useMyJoinRequests } from './api/idea-teams';
import { JoinStateBadge } from './my-ideas';

/**
 * On /application-status: the ideas I asked to join, each request's state and, once accepted, the owner's
 * contact (docs/product.md#idea-teams). Nothing when there are none.
 */
export function MyJoinRequests() {
  const mine = useMyJoinRequests();
  if (mine.isError)
    return (
      <ErrorNotice onRetry={() => void mine.refetch()}>
        Your requests to join ideas could not be loaded.
      </ErrorNotice>
    );
  if (!mine.data || mine.data.length === 0) return null;
  return (
    <section aria-labelledby="join-requests-heading" className="mb-8">
      <h2 id="join-requests-heading" className="mb-3 text-xl font-bold text-ink">
        Requests to join ideas
      </h2>
      <ul className="space-y-3">
        {mine.data.map((request) => (
          <li key={request.id} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
            <div className="flex items-start justify-between gap-3">
              <p className="min-w-0 font-semibold wrap-anywhere text-ink">{request.ideaTitle}</p>
              <JoinStateBadge state={request.state} />
            </div>
            {request.contact ? (
              <p className="mt-2 text-sm text-slate-700">
                You are in the team. Reach {request.contact.name || 'the owner'} at{' '}
                <a
                  href={`mailto:${request.contact.email}`}
                  className="font-semibold text-brand-dark underline"
                >
                  <EmailText email={request.contact.email} />
                </a>
              </p>
            ) : (
              request.state === 'pending' && (
                <p className="mt-2 text-sm text-slate-600">
                  The owner sees your name and message; contact details are shared once they accept.
                </p>
              )
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
