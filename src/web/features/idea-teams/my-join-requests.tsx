import { EmailText } from '#web/components/ui/email-text';
import { ListSectionIfAny } from '#web/components/ui/status';
import { StateCard } from '#web/components/ui/state-card';
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
        <StateCard
          key={request.id}
          title={<p className="min-w-0 font-semibold wrap-anywhere text-ink">{request.ideaTitle}</p>}
          badge={<JoinStateBadge state={request.state} />}
        >
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
        </StateCard>
      )}
    </ListSectionIfAny>
  );
}
