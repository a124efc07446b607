import { useState } from 'react';
import { LinkText } from '#web/components/ui/link-text';
import { SCORE_SCALE } from '#common/calls';
import {
  REVIEW_LIMITS,
  REVIEW_MESSAGES as M,
  reviewConflictSchema,
  reviewFormSchemaFor,
  type ReviewView,
} from '#common/review';
import { Field, FormError, FormMessage } from '#web/components/ui/form-field';
import { QueryStates } from '#web/components/ui/status';
import { apiMessageOr, useServerForm } from '#web/lib/use-server-form';
import { TimeText } from '#web/features/calls';
import { useReturnConflict, useReview, useSaveReview } from './api/review';
import { Button } from '#web/components/ui/button';
import { PersonName } from '#web/components/ui/person-name';
import { PrivacyNoticeLine } from '#web/components/ui/privacy-notice-line';

const SCALE = Array.from({ length: SCORE_SCALE.max - SCORE_SCALE.min + 1 }, (_, i) => SCORE_SCALE.min + i);

function Details({ review }: { review: ReviewView }) {
  const { application } = review;
  return (
    <div className="space-y-3 text-sm text-slate-800">
      <h3 className="text-lg font-semibold break-words text-ink">
        {application.teamName ?? `Application ${application.id}`}
      </h3>
      {review.blind && <p className="text-xs text-slate-600">{M.hidden}: names are not shown.</p>}
      <dl className="grid gap-2 sm:grid-cols-2">
        {application.applicantName && (
          <div>
            <dt className="font-medium">Applicant</dt>
            <dd>
              <PersonName name={application.applicantName} />
            </dd>
          </div>
        )}
        <div>
          <dt className="font-medium">Stage</dt>
          <dd>{application.stage || '—'}</dd>
        </div>
        <div>
          <dt className="font-medium">Team size</dt>
          <dd>{application.teamSize ?? '—'}</dd>
        </div>
        {application.website && (
          <div>
            <dt className="font-medium">Website</dt>
            <dd className="wrap-anywhere">
              <LinkText href={application.website} />
            </dd>
          </div>
        )}
      </dl>
      <div>
        <p className="font-medium">Description</p>
        <p className="break-words whitespace-pre-line">{application.description}</p>
      </div>
      {review.questions.map((question) =>
        application.answers[question.id] === undefined ? null : (
          <div key={question.id}>
            <p className="font-medium break-words">{question.label}</p>
            <p className="break-words whitespace-pre-line">{String(application.answers[question.id])}</p>
          </div>
        ),
      )}
    </div>
  );
}

/**
 * One application and its review (docs/product.md#reviewing): a score per criterion, a comment for the panel,
 * a private note; Save and next, or declare a conflict. The browser checks the scores with the server's rule.
 */
export function ReviewForm({ id, onNext }: { id: number; onNext: (message: string) => void }) {
  const review = useReview(id);
  return (
    <QueryStates
      query={review}
      loading="Loading the application"
      failure="The application could not be loaded."
    >
      {(data) => <LoadedForm key={id} review={data} onNext={onNext} />}
    </QueryStates>
  );
}

const SAVE_FAILED = 'The review could not be saved. Please try again.';

function LoadedForm({ review, onNext }: { review: ReviewView; onNext: (message: string) => void }) {
  const [conflictOpen, setConflictOpen] = useState(false);
  const save = useSaveReview();
  const {
    register,
    handleSubmit,
    watch,
    setValue,
    formState: { errors, isSubmitted },
    formError,
    clearFormError,
    showServerError,
  } = useServerForm(reviewFormSchemaFor(review.rubric), {
    defaultValues: { scores: review.scores, comment: review.comment, note: review.note },
    serverFields: [...review.rubric.map((criterion) => `scores.${criterion.id}` as const), 'comment', 'note'],
    failureMessage: apiMessageOr(SAVE_FAILED),
  });
  const scores = watch('scores');
  const closed = review.reviewDeadline !== null && new Date(review.reviewDeadline) <= new Date();

  const submit = handleSubmit((input) => {
    clearFormError();
    save.mutate({ id: review.id, input }, { onSuccess: () => onNext(M.saved), onError: showServerError });
  });

  return (
    <div className="space-y-6">
      <Details review={review} />
      {review.reviewDeadline && (
        <p className="text-sm text-slate-700">
          Reviews close <TimeText iso={review.reviewDeadline} timezone={review.timezone} />.
        </p>
      )}
      {closed && <FormMessage tone="error">{M.deadlinePassed}</FormMessage>}
      <form onSubmit={submit} className="space-y-5" noValidate>
        {review.rubric.map((criterion) => {
          const error = errors.scores?.[criterion.id]?.message;
          return (
            <fieldset key={criterion.id} aria-describedby={error ? `score-${criterion.id}-error` : undefined}>
              <legend className="text-sm font-medium break-words text-ink">
                {criterion.name}{' '}
                <span className="font-normal text-slate-600">(weight {criterion.weight})</span>
              </legend>
              {criterion.description && (
                <p className="text-xs break-words text-slate-600">{criterion.description}</p>
              )}
              <div className="mt-2 flex flex-wrap gap-2">
                {SCALE.map((value) => (
                  <label
                    key={value}
                    className={`flex h-11 w-11 cursor-pointer items-center justify-center rounded-full text-sm font-semibold ring-1 ${scores[criterion.id] === value ? 'bg-brand-dark text-white ring-brand-dark' : 'bg-white text-ink ring-slate-300'} has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand`}
                  >
                    {/* Radios give text to react-hook-form, so each one sets its number itself. */}
                    <input
                      type="radio"
                      className="sr-only"
                      name={`score-${criterion.id}`}
                      value={value}
                      checked={scores[criterion.id] === value}
                      disabled={closed}
                      onChange={() =>
                        setValue(`scores.${criterion.id}`, value, { shouldValidate: isSubmitted })
                      }
                    />
                    {value}
                  </label>
                ))}
              </div>
              {error && (
                <p id={`score-${criterion.id}-error`} className="mt-1 text-sm font-medium text-red-700">
                  {error}
                </p>
              )}
            </fieldset>
          );
        })}
        <Field
          label="A comment for the panel"
          multiline
          maxLength={REVIEW_LIMITS.comment}
          readOnly={closed}
          error={errors.comment?.message}
          registration={register('comment')}
        />
        <Field
          label="A private note"
          multiline
          rows={3}
          hint="Only you see this note."
          maxLength={REVIEW_LIMITS.note}
          readOnly={closed}
          error={errors.note?.message}
          registration={register('note')}
        />
        <div aria-live="polite">
          <FormError message={formError} />
        </div>
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={closed || save.isPending}>
            {save.isPending ? 'Saving...' : 'Save and next'}
          </Button>
          <Button
            type="button"
            variant="secondary"
            disabled={closed}
            aria-expanded={conflictOpen}
            onClick={() => setConflictOpen(!conflictOpen)}
          >
            Declare a conflict
          </Button>
        </div>
        <PrivacyNoticeLine section="programmes" />
      </form>
      {conflictOpen && <ReturnForm id={review.id} onReturned={() => onNext(M.conflictDeclared)} />}
    </div>
  );
}

/** Declaring a conflict: the application goes back for reassignment, with an optional reason. */
function ReturnForm({ id, onReturned }: { id: number; onReturned: () => void }) {
  const conflict = useReturnConflict();
  const {
    register,
    handleSubmit,
    formState: { errors },
    formError,
    clearFormError,
    showServerError,
  } = useServerForm(reviewConflictSchema, {
    defaultValues: { reason: '' },
    failureMessage: apiMessageOr('The application could not be returned. Please try again.'),
  });
  const submit = handleSubmit((input) => {
    clearFormError();
    conflict.mutate({ id, input }, { onSuccess: onReturned, onError: showServerError });
  });
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label="Declare a conflict"
      className="space-y-3 rounded-xl bg-mist p-4"
    >
      <Field
        label="Why you cannot review this application (optional)"
        maxLength={REVIEW_LIMITS.reason}
        error={errors.reason?.message}
        registration={register('reason')}
      />
      <div aria-live="polite">
        <FormError message={formError} />
      </div>
      <Button type="submit" disabled={conflict.isPending}>
        {conflict.isPending ? 'Returning...' : 'Return this application'}
      </Button>
    </form>
  );
}
