import { useState, type FormEvent } from 'react';
import { LinkText } from '#web/components/ui/link-text';
import { SCORE_SCALE } from '#common/calls';
import { REVIEW_LIMITS, REVIEW_MESSAGES as M, scoresSchemaFor, type ReviewView } from '#common/review';
import { FormMessage } from '#web/components/ui/form-field';
import { inputClass, primaryButton, secondaryButton } from '#web/components/ui/form-styles';
import { ErrorNotice, Spinner } from '#web/components/ui/status';
import { ApiError } from '#web/lib/api-client';
import { TimeText } from '#web/features/calls';
import { useReturnConflict, useReview, useSaveReview } from './api/review';

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
            <dd className="break-words">{application.applicantName}</dd>
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
  if (review.isPending) return <Spinner label="Loading the application" />;
  if (review.isError)
    return (
      <ErrorNotice onRetry={() => void review.refetch()}>The application could not be loaded.</ErrorNotice>
    );
  return <LoadedForm key={id} review={review.data} onNext={onNext} />;
}

function LoadedForm({ review, onNext }: { review: ReviewView; onNext: (message: string) => void }) {
  const [scores, setScores] = useState<Record<string, number>>(review.scores);
  const [comment, setComment] = useState(review.comment);
  const [note, setNote] = useState(review.note);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [conflictOpen, setConflictOpen] = useState(false);
  const [reason, setReason] = useState('');
  const save = useSaveReview();
  const conflict = useReturnConflict();
  const closed = review.reviewDeadline !== null && new Date(review.reviewDeadline) <= new Date();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const checked = scoresSchemaFor(review.rubric).safeParse(scores);
    if (!checked.success) {
      setErrors(
        Object.fromEntries(
          checked.error.issues.map((issue) => [`scores.${String(issue.path[0])}`, issue.message]),
        ),
      );
      setFormError('Please check the highlighted fields.');
      return;
    }
    setErrors({});
    save.mutate(
      { id: review.id, input: { scores, comment, note } },
      {
        onSuccess: () => onNext(M.saved),
        onError: (error) => {
          if (error instanceof ApiError) {
            setErrors(error.fieldErrors ?? {});
            setFormError(error.message);
          } else setFormError('The review could not be saved. Please try again.');
        },
      },
    );
  };

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
          const error = errors[`scores.${criterion.id}`];
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
                    <input
                      type="radio"
                      className="sr-only"
                      name={`score-${criterion.id}`}
                      value={value}
                      checked={scores[criterion.id] === value}
                      disabled={closed}
                      onChange={() => setScores({ ...scores, [criterion.id]: value })}
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
        <div>
          <label htmlFor="review-comment" className="block text-sm font-medium text-ink">
            A comment for the panel
          </label>
          <textarea
            id="review-comment"
            rows={4}
            className={inputClass}
            maxLength={REVIEW_LIMITS.comment}
            value={comment}
            disabled={closed}
            onChange={(event) => setComment(event.target.value)}
          />
        </div>
        <div>
          <label htmlFor="review-note" className="block text-sm font-medium text-ink">
            A private note
          </label>
          <textarea
            id="review-note"
            rows={3}
            className={inputClass}
            maxLength={REVIEW_LIMITS.note}
            value={note}
            disabled={closed}
            aria-describedby="review-note-hint"
            onChange={(event) => setNote(event.target.value)}
          />
          <p id="review-note-hint" className="mt-1 text-xs text-slate-600">
            Only you see this note.
          </p>
        </div>
        <div aria-live="polite">{formError && <FormMessage tone="error">{formError}</FormMessage>}</div>
        <div className="flex flex-wrap gap-3">
          <button type="submit" className={primaryButton} disabled={closed || save.isPending}>
            {save.isPending ? 'Saving...' : 'Save and next'}
          </button>
          <button
            type="button"
            className={secondaryButton}
            disabled={closed}
            aria-expanded={conflictOpen}
            onClick={() => setConflictOpen(!conflictOpen)}
          >
            Declare a conflict
          </button>
        </div>
      </form>
      {conflictOpen && (
        <div className="space-y-3 rounded-xl bg-mist p-4">
          <label htmlFor="conflict-reason" className="block text-sm font-medium text-ink">
            Why you cannot review this application (optional)
          </label>
          <input
            id="conflict-reason"
            className={inputClass}
            maxLength={REVIEW_LIMITS.reason}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
          <button
            type="button"
            className={primaryButton}
            disabled={conflict.isPending}
            onClick={() =>
              conflict.mutate(
                { id: review.id, input: { reason } },
                {
                  onSuccess: () => onNext(M.conflictDeclared),
                  onError: (error) =>
                    setFormError(error instanceof ApiError ? error.message : 'Please try again.'),
                },
              )
            }
          >
            Return this application
          </button>
        </div>
      )}
    </div>
  );
}
