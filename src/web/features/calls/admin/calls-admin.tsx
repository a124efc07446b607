import { useState } from 'react';
import type { Call } from '#common/calls';
import { ActionNotice, QueryItemList } from '#web/components/ui/status';
import { CallReviewPanel } from '#web/features/assignments';
import { useAdminCalls } from '../api/admin-calls';
import { TimeText } from '../deadline';
import { CallForm } from './call-form';
import { Button } from '#web/components/ui/button';

function CallCard({
  call,
  timezone,
  onEdit,
  reviewing,
  onReview,
}: {
  call: Call;
  timezone: string;
  onEdit: () => void;
  reviewing: boolean;
  onReview: () => void;
}) {
  return (
    <li className="space-y-2 rounded-xl p-4 ring-1 ring-slate-200">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="font-semibold text-ink">{call.title}</h3>
          <p className="text-sm text-slate-700">{call.programTitle}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="secondary" onClick={onEdit} aria-label={`Edit ${call.title}`}>
            Edit
          </Button>
          {call.submitted > 0 && (
            <Button
              type="button"
              variant="secondary"
              onClick={onReview}
              aria-expanded={reviewing}
              aria-label={`Reviews of ${call.title}`}
            >
              Reviews
            </Button>
          )}
        </div>
      </div>
      <dl className="grid gap-1 text-sm text-slate-800 sm:grid-cols-2">
        <div>
          <dt className="inline font-medium">Opens: </dt>
          <dd className="inline">
            <TimeText iso={call.opensAt} timezone={timezone} />
          </dd>
        </div>
        <div>
          <dt className="inline font-medium">Closes: </dt>
          <dd className="inline">
            <TimeText iso={call.closesAt} timezone={timezone} />
          </dd>
        </div>
        <div>
          <dt className="inline font-medium">Applications: </dt>
          <dd className="inline">
            {call.submitted} submitted, {call.drafts} drafts
          </dd>
        </div>
        <div>
          <dt className="inline font-medium">Questions and rubric: </dt>
          <dd className="inline">
            {call.questions.length} {call.questions.length === 1 ? 'question' : 'questions'},{' '}
            {call.rubric.length} {call.rubric.length === 1 ? 'criterion' : 'criteria'}
            {call.blind ? ', blind review' : ''}
          </dd>
        </div>
      </dl>
      {reviewing && (
        <div className="mt-4 border-t border-slate-200 pt-4">
          <CallReviewPanel callId={call.id} callTitle={call.title} />
        </div>
      )}
    </li>
  );
}

/** The Calls tab (docs/product.md#calls-tab): every call, opening a new one, editing one. */
export function CallsAdmin() {
  const calls = useAdminCalls();
  const [editing, setEditing] = useState<Call | 'new' | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [reviewing, setReviewing] = useState<number | null>(null);
  const timezone = calls.data?.timezone ?? 'Asia/Kolkata';

  if (editing)
    return (
      <div className="space-y-4">
        <Button type="button" variant="secondary" onClick={() => setEditing(null)}>
          Back to the calls
        </Button>
        <CallForm
          call={editing === 'new' ? null : editing}
          timezone={timezone}
          onDone={(message) => {
            setDone(message);
            setEditing(null);
          }}
        />
      </div>
    );
  return (
    <div className="space-y-4">
      <ActionNotice look="box" notice={done ? { tone: 'ok', text: done } : null} />
      <Button
        type="button"

        onClick={() => {
          setDone(null);
          setEditing('new');
        }}
      >
        Open a call
      </Button>
      <QueryItemList
        query={calls}
        what="calls"
        emptyTitle="No calls yet."
        emptyHint="Open one for a programme to take applications with a deadline."
      >
        {(call, data) => (
          <CallCard
            key={call.id}
            call={call}
            timezone={data.timezone}
            onEdit={() => setEditing(call)}
            reviewing={reviewing === call.id}
            onReview={() => setReviewing(reviewing === call.id ? null : call.id)}
          />
        )}
      </QueryItemList>
    </div>
  );
}
