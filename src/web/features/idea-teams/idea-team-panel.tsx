import { lazy, Suspense, useState } from 'react';
import { ActionNotice } from '#web/components/ui/status';
import { useLocation } from 'react-router-dom';
import type { WallIdea } from '#common/opportunities';
import { JOIN_REQUEST_STATE_LABELS } from '#common/idea-teams-constants';
import { useDisplayUser, useRequireLogin } from '#web/features/auth';
import { useEndorse, useMyIdeaMarks } from './api/idea-teams';
import { Button } from '#web/components/ui/button';

// Cards are on the home page: the form and its schema load only when someone asks to join.
const JoinDialog = lazy(() => import('./join-dialog'));

const pill = 'rounded-full px-3 py-1 text-xs font-semibold ring-1';

/**
 * An idea's team and endorsements on its card (docs/product.md#idea-teams, docs/product.md#endorsements):
 * the members, the skills it still looks for, "Endorse" with its count, and "Ask to join". Signed-out
 * visitors go to the login panel. `onChanged` refreshes the list (a new count).
 */
export function IdeaTeamPanel({ idea, onChanged }: { idea: WallIdea; onChanged: () => void }) {
  const user = useDisplayUser();
  const marks = useMyIdeaMarks(Boolean(user));
  const requireLogin = useRequireLogin();
  const location = useLocation();
  const endorse = useEndorse(idea.id, onChanged);
  const [asking, setAsking] = useState(false);
  const endorsed = marks.data?.endorsed.includes(idea.id) ?? false;
  const request = marks.data?.requests.find((mark) => mark.ideaId === idea.id);
  const own = marks.data?.owned.includes(idea.id) ?? false;
  const login = (notice: string) =>
    requireLogin({ notice, returnTo: `${location.pathname}${location.search}` });
  // Shown at once, then replaced by the server's count when the list refreshes.
  const count =
    idea.endorsements +
    (endorse.isSuccess && endorse.data ? endorse.data.endorsements - idea.endorsements : 0);

  return (
    <div className="mt-4 space-y-3 border-t border-slate-200 pt-4 text-sm">
      {idea.team.length > 0 && (
        <p className="wrap-anywhere text-slate-700">
          <span className="font-semibold text-ink">Team: </span>
          {idea.team.map((member) => member.name).join(', ')}
        </p>
      )}
      {idea.teamComplete ? (
        <p>
          <span className={`${pill} bg-slate-100 text-slate-700 ring-slate-200`}>Team complete</span>
        </p>
      ) : (
        idea.skillsWanted && (
          <p className="wrap-anywhere text-slate-700">
            <span className="font-semibold text-ink">Looking for: </span>
            {idea.skillsWanted}
          </p>
        )
      )}
      <div className="flex flex-wrap items-center gap-2">
        <Button
          type="button"
          variant="secondary"
          size="xs"
          aria-pressed={user ? endorsed : undefined}
          disabled={endorse.isPending}
          onClick={() =>
            user ? endorse.mutate(!endorsed) : login('Sign in to endorse ideas you believe in.')
          }
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 20 20"
            className="h-4 w-4"
            fill={endorsed ? 'currentColor' : 'none'}
            stroke="currentColor"
            strokeWidth="1.6"
          >
            <path d="M10 17s-6-3.6-6-8.2A3.3 3.3 0 0 1 10 6a3.3 3.3 0 0 1 6 2.8C16 13.4 10 17 10 17z" />
          </svg>
          {endorsed ? 'Endorsed' : 'Endorse'}
          <span className="sr-only"> “{idea.title}”,</span>
          <span aria-live="polite" className="text-slate-600">
            {count}
            <span className="sr-only"> {count === 1 ? 'endorsement' : 'endorsements'}</span>
          </span>
        </Button>
        {request && request.state !== 'declined' ? (
          <span className={`${pill} bg-mist text-brand-dark ring-slate-200`}>
            {request.state === 'accepted'
              ? 'In the team'
              : `Request: ${JOIN_REQUEST_STATE_LABELS[request.state]}`}
          </span>
        ) : (
          !idea.teamComplete &&
          !own && (
            <Button
              type="button"
              variant="secondary"
              size="xs"
              onClick={() => (user ? setAsking(true) : login('Sign in to ask to join an idea’s team.'))}
            >
              Ask to join <span className="sr-only">“{idea.title}”</span>
            </Button>
          )
        )}
      </div>
      {endorse.isError && (
        <ActionNotice
          notice={{ tone: 'error', text: endorse.error.message }}
          className="text-sm font-medium"
        />
      )}
      {asking && (
        <Suspense fallback={null}>
          <JoinDialog idea={idea} onClose={() => setAsking(false)} />
        </Suspense>
      )}
    </div>
  );
}
