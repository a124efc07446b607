import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { UserProfile } from '#common/auth';
import { recordIdSchema } from '#common/ids';
import type { QueueItem, ReviewQueue } from '#common/review';
import { FormMessage } from '#web/components/ui/form-field';
import { EmptyState, QueryStates } from '#web/components/ui/status';
import { usePageTitle } from '#web/lib/use-page-meta';
import { SignedInGate } from '#web/features/auth';
import { TimeText } from '#web/features/calls';
import { useReviewQueue } from './api/review';
import { ConflictsEditor } from './conflicts-editor';
import { ReviewForm } from './review-form';
import { Button } from '#web/components/ui/button';

const label = (item: QueueItem) => item.teamName ?? `Application ${item.applicationId}`;

/** The next application still to review after `current`, wrapping round; null when all are done. */
function nextOpen(items: QueueItem[], current: number | null): number | null {
  const start = items.findIndex((item) => item.id === current);
  const ordered = [...items.slice(start + 1), ...items.slice(0, Math.max(start, 0))];
  return ordered.find((item) => item.status === 'assigned' && item.id !== current)?.id ?? null;
}

function Queue({
  queue,
  current,
  onOpen,
}: {
  queue: ReviewQueue;
  current: number | null;
  onOpen: (id: number) => void;
}) {
  return (
    <nav aria-label="Your queue" className="space-y-5">
      {queue.calls.map((call) => (
        <div key={call.id}>
          <h2 className="font-semibold break-words text-ink">{call.title}</h2>
          <p className="text-sm text-slate-700">
            {call.done} of {call.assigned} reviewed
            {call.blind ? ' · blind review' : ''}
          </p>
          <progress
            className="mt-1 h-2 w-full"
            max={call.assigned}
            value={call.done}
            aria-label={`${call.title}: ${call.done} of ${call.assigned} reviewed`}
          />
          {call.reviewDeadline && (
            <p className="text-xs text-slate-600">
              Reviews close <TimeText iso={call.reviewDeadline} timezone={queue.timezone} />
            </p>
          )}
          <ul className="mt-2 space-y-1">
            {queue.items
              .filter((item) => item.callId === call.id)
              .map((item) => (
                <li key={item.id}>
                  <Button
                    type="button"
                    variant="listItem"
                    onClick={() => onOpen(item.id)}
                    aria-current={item.id === current ? 'true' : undefined}
                  >
                    <span className="min-w-0 break-words">{label(item)}</span>
                    <span className="shrink-0 text-xs">
                      {item.status === 'reviewed' ? 'Reviewed' : 'To review'}
                    </span>
                  </Button>
                </li>
              ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}

function ReviewerContent() {
  const queue = useReviewQueue();
  const [params, setParams] = useSearchParams();
  const [saved, setSaved] = useState<string | null>(null);
  const asked = recordIdSchema().safeParse(params.get('a'));
  return (
    <QueryStates query={queue} loading="Loading your queue" failure="Your queue could not be loaded.">
      {(data) => {
        const { items } = data;
        const current =
          asked.success && items.some((item) => item.id === asked.data)
            ? asked.data
            : (nextOpen(items, null) ?? items[0]?.id ?? null);
        const open = (id: number | null) => {
          setParams(id === null ? {} : { a: String(id) }, { replace: true });
          window.scrollTo({ top: 0 });
        };
        return (
          <div className="space-y-8">
            {items.length === 0 ? (
              <EmptyState title="Nothing to review yet.">
                When an admin assigns applications to you, they appear here.
              </EmptyState>
            ) : (
              <div className="grid gap-8 lg:grid-cols-[18rem_1fr]">
                <Queue
                  queue={data}
                  current={current}
                  onOpen={(id) => {
                    setSaved(null);
                    open(id);
                  }}
                />
                <div className="min-w-0 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6">
                  <div aria-live="polite">{saved && <FormMessage tone="success">{saved}</FormMessage>}</div>
                  {current !== null && (
                    <ReviewForm
                      key={current}
                      id={current}
                      onNext={(message) => {
                        setSaved(message);
                        const next = nextOpen(items, current);
                        if (next === null)
                          setSaved(`${message} Every application in your queue is reviewed.`);
                        open(next ?? current);
                      }}
                    />
                  )}
                </div>
              </div>
            )}
            <ConflictsEditor />
          </div>
        );
      }}
    </QueryStates>
  );
}

/** /review (docs/product.md#reviewing): the reviewer's queue and one application at a time. */
export default function ReviewPage() {
  usePageTitle('Reviews');
  return (
    <section aria-labelledby="review-heading" className="bg-mist pt-28 pb-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <h1 id="review-heading" className="mb-6 text-2xl font-bold text-ink">
          Your reviews
        </h1>
        <SignedInGate
          login={{ notice: 'Please log in to review applications.', returnTo: '/review' }}
          loadingLabel="Checking your sign-in"
          failure="Your sign-in could not be checked."
        >
          {(user: UserProfile) =>
            user.role === 'admin' || user.roles?.includes('reviewer') ? (
              <ReviewerContent />
            ) : (
              <EmptyState title="This page is for reviewers.">
                The centre gives reviewers access when they join a selection panel.
              </EmptyState>
            )
          }
        </SignedInGate>
      </div>
    </section>
  );
}
