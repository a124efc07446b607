import { EmailText } from '#web/components/ui/email-text';
import { ListSectionIfAny } from '#web/components/ui/status';
import { useMyJoinRequests } from './api/idea-teams';
import { JoinStateBadge } from './my-ideas';

/**
 * On /application-status: the ideas I asked to join, each request's state and, once accepted, the owner's
 * contact (docs/product.md#idea-teams). Nothing when there are none.
 */
export function MyJoinRequests() {
  const mine = useMyJoinRequests();
  return (
    <ListSectionIfAny
      query={mine}
      items={(data) => data}
      failure="Your requests to join ideas could not be loaded."
      headingId="join-requests-heading"
      title="Requests to join ideas"
      className="mb-8"
    >
      {(request) => (
        <li key={request.id} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
          <div className="flex items-start justify-between gap-3">
            <p className="min-w-0 font-semibold wrap-anywhere text-ink">{request.ideaTitle}</p>
            <JoinStateBadge state={request.state} />
          </div>
          {request.contact ? (
            <p className="mt-2 text-sm text-slate-700">
              You are in the team. Reach {request.contact.name || 'the owner'} at{' '}
              <a href={`mailto:${request.contact.email}`} className="font-semibold text-brand-dark underline">
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
      )}
    </ListSectionIfAny>
  );
}
