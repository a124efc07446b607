import { lazy, Suspense } from 'react';
// Values from the schema-free constants module: this file is on the home page's path (decision 008).
import { JOIN_REQUEST_STATE_LABELS } from '#common/idea-teams-constants';
import type { JoinRequest, MyIdea } from '#common/idea-teams';
import { FormMessage } from '#web/components/ui/form-field';
import { ListSectionIfAny } from '#web/components/ui/status';
import { reviewStateText } from '#web/lib/review-state-text';
import { apiMessageOr } from '#web/lib/use-server-form';
import { useDecideRequest, useMyIdeas } from './api/idea-teams';
import { Button } from '#web/components/ui/button';
import { PersonName } from '#web/components/ui/person-name';

// The team form checks with the route's schema, zod and all: it loads when My posts shows it.
const TeamForm = lazy(() => import('./team-form'));
const failure = apiMessageOr('The change could not be saved. Please try again.');
const badge = 'rounded-full px-3 py-1 text-xs font-semibold whitespace-nowrap ring-1';
const STATE_BADGE = {
  pending: 'bg-amber-50 text-amber-900 ring-amber-200',
  accepted: 'bg-green-50 text-green-900 ring-green-200',
  declined: 'bg-slate-100 text-slate-700 ring-slate-200',
} as const;

export function JoinStateBadge({ state }: { state: JoinRequest['state'] }) {
  return <span className={`${badge} ${STATE_BADGE[state]}`}>{JOIN_REQUEST_STATE_LABELS[state]}</span>;
}

/**
 * On /my/posts: my ideas, what their teams still look for, "team complete", and the requests to join them
 * to accept or decline (docs/product.md#idea-teams). Nothing when I have no ideas.
 */
export function MyIdeas() {
  const ideas = useMyIdeas();
  return (
    <ListSectionIfAny
      query={ideas}
      items={(data) => data}
      failure="Your ideas could not be loaded."
      headingId="my-ideas-heading"
      title="My ideas and their teams"
      className="mt-10"
      listClassName="space-y-4"
    >
      {(idea) => <IdeaItem key={idea.id} idea={idea} />}
    </ListSectionIfAny>
  );
}

function IdeaItem({ idea }: { idea: MyIdea }) {
  const pending = idea.requests.filter((request) => request.state === 'pending').length;
  return (
    <li className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <h3 className="text-lg font-bold wrap-anywhere text-ink">{idea.title}</h3>
      <p className="text-sm text-slate-600">
        Idea · {reviewStateText(idea, 'Listed')} ·{' '}
        {idea.endorsements === 1 ? '1 endorsement' : `${idea.endorsements} endorsements`} ·{' '}
        {pending === 1 ? '1 request waiting' : `${pending} requests waiting`}
      </p>
      <Suspense fallback={null}>
        <TeamForm idea={idea} />
      </Suspense>
      {idea.requests.length > 0 && (
        <ol className="mt-4 space-y-3" aria-label={`Requests to join ${idea.title}`}>
          {idea.requests.map((request) => (
            <RequestItem key={request.id} request={request} />
          ))}
        </ol>
      )}
    </li>
  );
}

function RequestItem({ request }: { request: JoinRequest }) {
  const decide = useDecideRequest();
  return (
    <li className="rounded-xl bg-mist p-4 ring-1 ring-slate-200">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <p className="min-w-0">
          <PersonName name={request.requesterName} email={request.contact?.email} emailLink stacked />
        </p>
        <JoinStateBadge state={request.state} />
      </div>
      <p className="mt-2 wrap-anywhere whitespace-pre-line text-slate-800">{request.message}</p>
      {request.skills && (
        <p className="mt-2 text-sm wrap-anywhere text-slate-700">
          <span className="font-semibold">Skills offered: </span>
          {request.skills}
        </p>
      )}
      {request.state === 'pending' && (
        <div className="mt-3 flex flex-wrap gap-2">
          <Button
            type="button"
            className="text-sm"
            disabled={decide.isPending}
            onClick={() => decide.mutate({ id: request.id, decision: 'accepted' })}
          >
            Accept <span className="sr-only">{request.requesterName}</span>
          </Button>
          <Button
            type="button"
            variant="secondary"
            className="text-sm"
            disabled={decide.isPending}
            onClick={() => decide.mutate({ id: request.id, decision: 'declined' })}
          >
            Decline <span className="sr-only">{request.requesterName}</span>
          </Button>
        </div>
      )}
      {decide.isError && <FormMessage tone="error">{failure(decide.error)}</FormMessage>}
    </li>
  );
}
