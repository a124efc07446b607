import { useState } from 'react';
import {
  assignmentRunSchema,
  manualAssignmentSchema,
  type AssignmentOverview,
  type AssignmentSummary,
  type RankingItem,
  type RankingSort,
} from '#common/assignment';
import {
  DECISION_LABELS,
  DECISION_MESSAGE_MAX,
  DECISION_TEMPLATES,
  decisionSchema,
  type DecisionChoice,
} from '#common/calls';
import { FormError, FormField, FormMessage } from '#web/components/ui/form-field';
import { ActionNotice, QueryStates, type ActionOutcome } from '#web/components/ui/status';
import { ApiError } from '#web/lib/api-client';
import { apiMessageOr, useServerForm } from '#web/lib/use-server-form';
import {
  useAssignmentOverview,
  useChangeReviewer,
  useDecide,
  useRanking,
  useRunAssignment,
  useSendReminders,
} from './api/assignments';
import { Button } from '#web/components/ui/button';

type Notice = ActionOutcome | null;
const failed = (error: unknown, fallback: string): Notice => ({
  tone: 'error',
  text: error instanceof ApiError ? error.message : fallback,
});
const fixed = (value: number | null) => (value === null ? '—' : value.toFixed(2));

function RunAssignment({ callId, overview }: { callId: number; overview: AssignmentOverview }) {
  const run = useRunAssignment(callId);
  const reviewers = Math.max(overview.reviewers.length, 1);
  const [result, setResult] = useState<AssignmentSummary | null>(null);
  const form = useServerForm(assignmentRunSchema, {
    defaultValues: {
      reviewersPerApplication: 3,
      maxLoad: Math.ceil((overview.applications.length * 3) / reviewers) + 1,
    },
    failureMessage: apiMessageOr('The assignment could not run. Please try again.'),
  });
  const { handleSubmit, formError, clearFormError, showServerError } = form;
  const submit = handleSubmit((input) => {
    clearFormError();
    setResult(null);
    run.mutate(input, { onSuccess: setResult, onError: showServerError });
  });
  return (
    <form onSubmit={submit} noValidate aria-labelledby={`run-${callId}`} className="space-y-3">
      <h4 id={`run-${callId}`} className="font-semibold text-ink">
        Assign reviewers
      </h4>
      <p className="text-sm text-slate-700">
        {overview.applications.length} submitted applications, {overview.reviewers.length} reviewers.
      </p>
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField
          form={form}
          name="reviewersPerApplication"
          label="Reviewers per application"
          type="number"
          inputMode="numeric"
          min={1}
          valueAsNumber
        />
        <FormField
          form={form}
          name="maxLoad"
          label="Maximum load per reviewer"
          type="number"
          inputMode="numeric"
          min={1}
          valueAsNumber
        />
      </div>
      <Button type="submit" disabled={run.isPending}>
        {run.isPending ? 'Assigning...' : 'Run assignment'}
      </Button>
      <div aria-live="polite">
        {result && <FormMessage tone="success">{result.message}</FormMessage>}
        <FormError message={formError} />
      </div>
      {result && result.uncovered.length > 0 && (
        <ul className="space-y-1 text-sm text-amber-900">
          {result.uncovered.map((item) => (
            <li key={item.applicationId} className="break-words">
              <strong>{item.teamName}</strong>: {item.got} of {item.needed} reviewers. {item.reason}
            </li>
          ))}
        </ul>
      )}
    </form>
  );
}

function Progress({ callId, overview }: { callId: number; overview: AssignmentOverview }) {
  const remind = useSendReminders(callId);
  const [notice, setNotice] = useState<Notice>(null);
  const send = (reviewerId?: number) =>
    remind.mutate(reviewerId, {
      onSuccess: (answer) => setNotice({ tone: 'ok', text: answer.message }),
      onError: (error) => setNotice(failed(error, 'The reminders could not be sent.')),
    });
  return (
    <section aria-labelledby={`progress-${callId}`} className="space-y-3">
      <h4 id={`progress-${callId}`} className="font-semibold text-ink">
        Reviewers
      </h4>
      <ul className="space-y-2">
        {overview.reviewers.map((reviewer) => (
          <li key={reviewer.id} className="flex flex-wrap items-center justify-between gap-2 text-sm">
            <span className="min-w-0 break-words">
              {reviewer.name || reviewer.email} <span className="text-slate-600">({reviewer.email})</span>
            </span>
            <span className="flex items-center gap-2">
              <span>
                {reviewer.done} / {reviewer.assigned} reviewed
                {reviewer.returned > 0 ? `, ${reviewer.returned} returned` : ''}
              </span>
              {reviewer.done < reviewer.assigned && (
                <Button
                  type="button"
                  variant="secondary"
                  size="xs"
                  className="aria-pressed:bg-brand-dark aria-pressed:text-white"
                  disabled={remind.isPending}
                  onClick={() => send(reviewer.id)}
                  aria-label={`Remind ${reviewer.name || reviewer.email}`}
                >
                  Remind
                </Button>
              )}
            </span>
          </li>
        ))}
      </ul>
      <Button type="button" variant="secondary" disabled={remind.isPending} onClick={() => send()}>
        Remind everyone with open reviews
      </Button>
      <ActionNotice look="box" notice={notice} />
    </section>
  );
}

const CHOICE_NAMES: Record<DecisionChoice, string> = {
  accept: 'Accept',
  waitlist: 'Waitlist',
  decline: 'Decline',
};

function Decide({ callId, callTitle, item }: { callId: number; callTitle: string; item: RankingItem }) {
  const decide = useDecide(callId);
  const [choice, setChoice] = useState<DecisionChoice | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const form = useServerForm(decisionSchema, {
    defaultValues: { decision: 'accept', message: '' },
    failureMessage: apiMessageOr('The decision could not be saved.'),
  });
  const { handleSubmit, reset, formError, clearFormError, showServerError } = form;
  const final = item.decision === 'accepted' || item.decision === 'declined';
  const messages = (
    <div aria-live="polite">
      {sent && <FormMessage tone="success">{sent}</FormMessage>}
      <FormError message={formError} />
    </div>
  );
  // A final decision leaves nothing to choose, only the message that it was sent.
  if (final) return messages;
  const choices: DecisionChoice[] =
    item.decision === 'waitlisted' ? ['accept', 'decline'] : ['accept', 'waitlist', 'decline'];
  const submit = handleSubmit((input) => {
    clearFormError();
    decide.mutate(
      { applicationId: item.applicationId, input },
      {
        onSuccess: (answer) => {
          setChoice(null);
          setSent(answer.message);
        },
        onError: showServerError,
      },
    );
  });
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap gap-2">
        {choices.map((option) => (
          <Button
            key={option}
            type="button"
            variant="secondary"
            size="xs"
            className="aria-pressed:bg-brand-dark aria-pressed:text-white"
            aria-pressed={choice === option}
            aria-label={`${CHOICE_NAMES[option]} ${item.teamName}`}
            onClick={() => {
              setChoice(option);
              setSent(null);
              clearFormError();
              reset({
                decision: option,
                message: DECISION_TEMPLATES[option]({ team: item.teamName, call: callTitle }),
              });
            }}
          >
            {CHOICE_NAMES[option]}
          </Button>
        ))}
      </div>
      {choice && (
        <form
          onSubmit={submit}
          noValidate
          aria-label={`${CHOICE_NAMES[choice]} ${item.teamName}`}
          className="space-y-2"
        >
          <FormField
            form={form}
            name="message"
            label="Message to the applicant"
            multiline
            rows={3}
            maxLength={DECISION_MESSAGE_MAX}
          />
          <Button type="submit" disabled={decide.isPending}>
            Send the decision
          </Button>
        </form>
      )}
      {messages}
    </div>
  );
}

function Reviewers({
  callId,
  entry,
  pool,
}: {
  callId: number;
  entry: AssignmentOverview['applications'][number] | undefined;
  pool: AssignmentOverview['reviewers'];
}) {
  const change = useChangeReviewer(callId);
  const [notice, setNotice] = useState<Notice>(null);
  const form = useServerForm(manualAssignmentSchema, {
    // No default: the list starts on "Choose a reviewer", which reads as no number.
    serverFields: ['reviewerId'],
    failureMessage: apiMessageOr('The change could not be saved.'),
  });
  const { handleSubmit, reset, formError, clearFormError, showServerError } = form;
  if (!entry) return null;
  const done = (answer: { message: string }) => setNotice({ tone: 'ok', text: answer.message });
  const assigned = new Set(entry.reviewers.map((r) => r.reviewerId));
  const add = handleSubmit(({ reviewerId }) => {
    clearFormError();
    setNotice(null);
    change.mutate(
      { add: { applicationId: entry.id, reviewerId } },
      {
        onSuccess: (answer) => {
          reset();
          done(answer);
        },
        onError: showServerError,
      },
    );
  });
  return (
    <div className="space-y-2 text-sm">
      <ul className="space-y-1">
        {entry.reviewers.map((reviewer) => (
          <li key={reviewer.assignmentId} className="flex flex-wrap items-center gap-2">
            <span className="min-w-0 break-words">{reviewer.name || reviewer.email}</span>
            <span className="text-slate-600">
              {reviewer.status === 'conflict'
                ? `returned as a conflict${reviewer.conflictReason ? `: ${reviewer.conflictReason}` : ''}`
                : reviewer.status}
            </span>
            {reviewer.status === 'assigned' && (
              <Button
                type="button"
                variant="link"
                className="min-h-11"
                aria-label={`Remove ${reviewer.name || reviewer.email} from ${entry.teamName}`}
                onClick={() => {
                  clearFormError();
                  change.mutate(
                    { remove: reviewer.assignmentId },
                    {
                      onSuccess: done,
                      onError: (error) => setNotice(failed(error, 'The change could not be saved.')),
                    },
                  );
                }}
              >
                Remove
              </Button>
            )}
          </li>
        ))}
      </ul>
      <form
        onSubmit={add}
        noValidate
        aria-label={`Add a reviewer to ${entry.teamName}`}
        className="flex flex-wrap items-end gap-2"
      >
        <div className="min-w-40 flex-1">
          <FormField
            form={form}
            name="reviewerId"
            label="Add a reviewer"
            options={[
              { value: '', label: 'Choose a reviewer' },
              ...pool
                .filter((reviewer) => !assigned.has(reviewer.id))
                .map((reviewer) => ({ value: String(reviewer.id), label: reviewer.name || reviewer.email })),
            ]}
            valueAsNumber
          />
        </div>
        <Button
          type="submit"
          variant="secondary"
          size="xs"
          className="aria-pressed:bg-brand-dark aria-pressed:text-white"
          disabled={change.isPending}
        >
          Add
        </Button>
      </form>
      <div aria-live="polite">
        {notice && <ActionNotice look="box" notice={notice} />}
        <FormError message={formError} />
      </div>
    </div>
  );
}

function RankingList({
  callId,
  callTitle,
  overview,
}: {
  callId: number;
  callTitle: string;
  overview: AssignmentOverview;
}) {
  const [sort, setSort] = useState<RankingSort>('normalised');
  const ranking = useRanking(callId, sort);
  const byId = new Map(overview.applications.map((entry) => [entry.id, entry]));
  return (
    <section aria-labelledby={`ranking-${callId}`} className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 id={`ranking-${callId}`} className="font-semibold text-ink">
          Ranking
        </h4>
        <div role="group" aria-label="Sort by" className="flex gap-2">
          {(['normalised', 'raw'] as const).map((option) => (
            <Button
              key={option}
              type="button"
              variant="secondary"
              size="xs"
              className="aria-pressed:bg-brand-dark aria-pressed:text-white"
              aria-pressed={sort === option}
              onClick={() => setSort(option)}
            >
              {option === 'normalised' ? 'Normalised' : 'Raw'}
            </Button>
          ))}
        </div>
      </div>
      <QueryStates query={ranking} loading="Loading the ranking" failure="The ranking could not be loaded.">
        {(data) => (
          <ol className="space-y-3">
            {data.items.map((item, index) => (
              <li key={item.applicationId} className="space-y-2 rounded-xl p-3 ring-1 ring-slate-200">
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <p className="min-w-0 font-semibold break-words text-ink">
                    {index + 1}. {item.teamName}{' '}
                    <span className="font-normal text-slate-600">({item.applicantName})</span>
                  </p>
                  {item.decision && (
                    <span className="text-sm font-semibold">{DECISION_LABELS[item.decision]}</span>
                  )}
                </div>
                <p className="text-sm text-slate-800">
                  Normalised {fixed(item.normalised)} · raw {fixed(item.raw)} · spread {fixed(item.spread)} ·{' '}
                  {item.reviews} of {item.assigned} reviews
                  {item.disagreement && (
                    <strong className="ml-2 rounded bg-amber-100 px-1.5 py-0.5 text-amber-900">
                      Reviewers disagree
                    </strong>
                  )}
                </p>
                {item.comments.length > 0 && (
                  <details className="text-sm">
                    <summary className="cursor-pointer text-brand-dark">
                      Comments ({item.comments.length})
                    </summary>
                    <ul className="mt-1 space-y-1">
                      {item.comments.map((comment, i) => (
                        <li key={i} className="break-words">
                          <strong>{comment.reviewer}:</strong> {comment.comment}
                        </li>
                      ))}
                    </ul>
                  </details>
                )}
                <details className="text-sm">
                  <summary className="cursor-pointer text-brand-dark">Reviewers</summary>
                  <Reviewers callId={callId} entry={byId.get(item.applicationId)} pool={overview.reviewers} />
                </details>
                <Decide callId={callId} callTitle={callTitle} item={item} />
              </li>
            ))}
          </ol>
        )}
      </QueryStates>
    </section>
  );
}

/**
 * The review side of one call in the Calls tab (docs/product.md#assignment, #ranking, #review-progress,
 * #decisions): assign, follow progress and remind, rank, change reviewers and decide.
 */
export function CallReviewPanel({ callId, callTitle }: { callId: number; callTitle: string }) {
  const overview = useAssignmentOverview(callId);
  return (
    <QueryStates query={overview} loading="Loading the reviews" failure="The reviews could not be loaded.">
      {(data) => (
        <div className="space-y-8">
          <RunAssignment callId={callId} overview={data} />
          <Progress callId={callId} overview={data} />
          <RankingList callId={callId} callTitle={callTitle} overview={data} />
        </div>
      )}
    </QueryStates>
  );
}
