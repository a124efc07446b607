// The pieces shared by the admin's review lists (company verification requests, programme
// applications): a status filter, cards with Accept/Decline, and a confirmation before declining.
import { useId, useState, type ReactNode } from 'react';
import { ConfirmDialog } from './confirm-dialog';
import { FormError } from './form-field';
import { inputClass } from './form-styles';
import { EmptyState, QueryStates } from './status';
import { ClampedText } from './clamped-text';
import { Button } from './button';

export type ReviewTone = 'pending' | 'positive' | 'negative';

const TONE_BADGE: Record<ReviewTone, string> = {
  pending: 'bg-amber-100 text-amber-900',
  positive: 'bg-green-100 text-green-900',
  negative: 'bg-red-100 text-red-900',
};

/** A labelled select offering "all" and each option. */
export function ReviewFilter<Value extends string>({
  label,
  allLabel,
  value,
  options,
  onChange,
  className,
}: {
  label: string;
  allLabel: string;
  value: Value | '';
  options: readonly { value: Value; label: string }[];
  onChange: (value: Value | '') => void;
  className?: string;
}) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {label}
      </label>
      <select
        id={id}
        className={inputClass}
        value={value}
        onChange={(event) => onChange(event.target.value as Value | '')}
      >
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** One row of a card's details. */
export function ReviewDetail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className="font-medium text-slate-600">{term}</dt>
      <dd className="min-w-0 wrap-anywhere">{children}</dd>
    </>
  );
}

export function ReviewCard<Accept extends string>({
  title,
  subtitle,
  status,
  details,
  body,
  decision,
}: {
  title: string;
  subtitle?: string;
  status: { label: string; tone: ReviewTone };
  /** `ReviewDetail` rows. */
  details: ReactNode;
  body: string;
  /**
   * While the item waits for a decision (false otherwise): the Accept button (`acceptLabel`, deciding
   * `accept`) and Decline (deciding "declined").
   */
  decision:
    | false
    | {
        acceptLabel: string;
        accept: Accept;
        busy: boolean;
        onDecide: (decision: Accept | 'declined') => void;
      };
}) {
  const headingId = useId();
  const heading = (
    <h3 id={headingId} className="text-lg font-bold wrap-anywhere text-ink">
      {title}
    </h3>
  );
  return (
    <li>
      <article aria-labelledby={headingId} className="rounded-2xl p-5 ring-1 ring-slate-200">
        <div className="flex flex-wrap items-start justify-between gap-2">
          {subtitle === undefined ? (
            heading
          ) : (
            <div className="min-w-0">
              {heading}
              <p className="text-sm font-medium wrap-anywhere text-brand-dark">{subtitle}</p>
            </div>
          )}
          <span className={`rounded-full px-3 py-1 text-sm font-semibold ${TONE_BADGE[status.tone]}`}>
            {status.label}
          </span>
        </div>
        <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">{details}</dl>
        <ClampedText text={body} className="mt-3 text-sm text-slate-800" />
        {decision && (
          <div className="mt-4 flex flex-wrap gap-3">
            <Button
              type="button"

              disabled={decision.busy}
              onClick={() => decision.onDecide(decision.accept)}
              aria-label={`${decision.acceptLabel} ${title}`}
            >
              {decision.acceptLabel}
            </Button>
            <Button
              type="button"
              variant="secondary"
              disabled={decision.busy}
              onClick={() => decision.onDecide('declined')}
              aria-label={`Decline ${title}`}
            >
              Decline
            </Button>
          </div>
        )}
      </article>
    </li>
  );
}

/**
 * A review list: the failure of the last decision, the list's loading, error, empty and filled states
 * (`children` draws one card), and the confirmation that a decline waits for.
 */
export function ReviewList<Item extends { id: number }>({
  decisions,
  query,
  loadingLabel,
  failedMessage,
  emptyMessage,
  declineTitle,
  declineText,
  children,
}: {
  decisions: {
    failure: string | null;
    toDecline: Item | null;
    busy: boolean;
    confirmDecline: () => void;
    cancel: () => void;
  };
  query: { isPending: boolean; isError: boolean; data: Item[] | undefined; refetch: () => unknown };
  loadingLabel: string;
  failedMessage: string;
  emptyMessage: string;
  declineTitle: string;
  /** What the person is told, for the item about to be declined. */
  declineText: (item: Item) => string;
  children: (item: Item) => ReactNode;
}) {
  return (
    <>
      <FormError message={decisions.failure} />
      <QueryStates
        query={query}
        loading={loadingLabel}
        failure={failedMessage}
        isEmpty={(items) => items.length === 0}
        empty={<EmptyState title={emptyMessage} />}
      >
        {(items) => <ul className="space-y-4">{items.map(children)}</ul>}
      </QueryStates>
      {decisions.toDecline && (
        <ConfirmDialog
          title={declineTitle}
          confirmLabel="Decline"
          busyLabel="Declining..."
          busy={decisions.busy}
          onConfirm={decisions.confirmDecline}
          onCancel={decisions.cancel}
        >
          {declineText(decisions.toDecline)}
        </ConfirmDialog>
      )}
    </>
  );
}

interface DecideMutation<Decision> {
  isPending: boolean;
  mutate(
    variables: { id: number; status: Decision },
    options: { onSuccess: () => void; onError: () => void },
  ): void;
}

/**
 * Deciding items of a review list: a decline waits for confirmation (`toDecline`), any other
 * decision is sent at once; a failed decision shows `failedMessage`.
 */
export function useReviewDecisions<Item extends { id: number }, Decision extends string>(
  decide: DecideMutation<Decision>,
  failedMessage: string,
) {
  const [failure, setFailure] = useState<string | null>(null);
  const [toDecline, setToDecline] = useState<Item | null>(null);

  function run(item: Item, decision: Decision) {
    setFailure(null);
    decide.mutate(
      { id: item.id, status: decision },
      {
        onSuccess: () => setToDecline(null),
        onError: () => {
          setToDecline(null);
          setFailure(failedMessage);
        },
      },
    );
  }

  return {
    failure,
    toDecline,
    busy: decide.isPending,
    run,
    /** Asks before declining; sends any other decision at once. */
    choose: (item: Item, decision: Decision) =>
      decision === 'declined' ? setToDecline(item) : run(item, decision),
    cancel: () => setToDecline(null),
    /** Sends the decline that waited for confirmation. */
    confirmDecline: () => {
      if (toDecline) run(toDecline, 'declined' as Decision);
    },
  };
}
