import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { EmailText } from '#web/components/ui/email-text';
import {
  MODERATION_MESSAGES,
  QUEUE_KIND_LABELS,
  QUEUE_KINDS,
  QUEUE_REASON_MAX,
  moderationDecisionSchema,
  type QueueAction,
  type QueueItem,
  type QueueKind,
} from '#common/moderation';
import { ADMIN_PATH } from '#common/routes';
import { REPORT_REASON_LABELS } from '#common/reports';
import { FieldMessage } from '#web/components/ui/form-field';
import { inputClass } from '#web/components/ui/form-styles';
import { useServerForm } from '#web/lib/use-server-form';
import { ReviewFilter } from '#web/components/ui/review-list';
import { QueryItemList, ActionNotice, type ActionOutcome } from '#web/components/ui/status';
import { ApiError } from '#web/lib/api-client';
import { useDecideQueueItem } from './api/decide-item';
import { useModerationQueue } from './api/get-queue';
import { QueueContentDetails } from './queue-content';
import { formatDate } from '#common/intl-cache';
import { Button } from '#web/components/ui/button';
import { PersonName } from '#web/components/ui/person-name';

const ACTION_LABELS: Record<QueueAction, string> = {
  approve: 'Approve',
  decline: 'Decline',
  restore: 'Restore',
  dismiss: 'Dismiss reports',
  remove: 'Remove',
};
/** These ask for a reason, which the person concerned reads in their mail. */
const WITH_REASON = new Set<QueueAction>(['decline', 'remove']);
/** The reason typed before a decline or removal: the route's own field, checked and cleaned the same way. */
const reasonSchema = moderationDecisionSchema.pick({ reason: true });
const SUBJECT_LABELS = {
  idea: 'Idea',
  project: 'Project',
  internship: 'Internship',
  verification: 'Company',
  application: 'Application',
  event: 'Event',
} as const;

/** Who the person in `poster` is to the item. */
const POSTER_LABELS = {
  idea: 'Posted by',
  project: 'Posted by',
  internship: 'Posted by',
  verification: 'Requested by',
  application: 'Applied by',
  event: '',
} as const;

/** A person's account name, with the email admins may see; an account without a name shows the email alone. */
function ItemCard({
  item,
  busy,
  onDecide,
}: {
  item: QueueItem;
  busy: boolean;
  onDecide: (action: QueueAction, reason?: string) => void;
}) {
  const [asking, setAsking] = useState<QueueAction | null>(null);
  const reasonForm = useServerForm(reasonSchema, {
    defaultValues: { reason: '' },
    failureMessage: () => null,
  });
  const { setFocus } = reasonForm;
  const reasonError = reasonForm.formState.errors.reason?.message;
  const reasonErrorId = useId();
  const actionsRow = useRef<HTMLDivElement>(null);
  /** Where the keyboard goes when the reason form closes without a decision: the button that opened it. */
  const cancelled = useRef<QueueAction | null>(null);
  useEffect(() => {
    if (asking) setFocus('reason');
    else if (cancelled.current) {
      actionsRow.current?.querySelector<HTMLButtonElement>(`[data-action="${cancelled.current}"]`)?.focus();
      cancelled.current = null;
    }
  }, [asking, setFocus]);
  return (
    <li className="rounded-xl bg-white p-4 ring-1 ring-slate-200 sm:p-5">
      <div className="flex flex-wrap items-center gap-2 text-xs font-semibold">
        <span className="rounded-full bg-mist px-2.5 py-1 text-brand-dark">
          {SUBJECT_LABELS[item.subject]}
        </span>
        <span className="text-slate-600">{QUEUE_KIND_LABELS[item.kind]}</span>
        {item.hidden && <span className="rounded-full bg-red-100 px-2.5 py-1 text-red-900">Hidden</span>}
      </div>
      <h3 className="mt-2 font-bold wrap-anywhere text-ink">{item.title}</h3>
      {item.poster ? (
        <p className="text-sm wrap-anywhere text-slate-600">
          {POSTER_LABELS[item.subject]}{' '}
          <PersonName name={item.poster.name || item.poster.email} email={item.poster.email} />
        </p>
      ) : (
        <p className="text-sm wrap-anywhere text-slate-600">
          {/* An event's seats, or an address: it wraps at its dots, not inside "edu". */}
          <EmailText email={item.detail} />
        </p>
      )}
      <p className="text-sm text-slate-600">
        Waiting since <time dateTime={item.since}>{formatDate(item.since, 'dateTime')}</time>
      </p>
      {item.content && <QueueContentDetails content={item.content} />}
      {item.subject === 'event' && (
        // Nothing to decide here: the seats are managed on the Registrations tab.
        <Link
          to={`${ADMIN_PATH}/registrations`}
          className="mt-2 inline-block text-sm font-semibold text-brand-dark hover:underline"
        >
          See the registrations<span className="sr-only"> for “{item.title}”</span>
        </Link>
      )}
      {item.reports.length > 0 && (
        <section className="mt-3" aria-label={`Reports on “${item.title}”`}>
          <h4 className="text-sm font-semibold text-ink">
            {item.reports.length === 1 ? '1 open report' : `${item.reports.length} open reports`}
          </h4>
          <ul className="mt-1 space-y-2 text-sm text-slate-700">
            {item.reports.map((report, index) => (
              <li key={index} className="wrap-anywhere">
                <span className="font-semibold">{REPORT_REASON_LABELS[report.reason]}</span>
                {report.text ? ` — ${report.text}` : ''}
                <span className="block text-slate-600">
                  by{' '}
                  <PersonName
                    name={report.reporter.name || report.reporter.email}
                    email={report.reporter.email}
                  />
                  {report.fromNewAccount && ' · from a new account'}
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
      {asking ? (
        <form
          className="mt-3 space-y-2"
          onSubmit={reasonForm.handleSubmit(({ reason }) => onDecide(asking, reason))}
        >
          <label className="block text-sm font-medium text-ink">
            Reason for {ACTION_LABELS[asking].toLowerCase()} (optional, sent to{' '}
            {item.poster?.name || item.poster?.email || item.detail})
            <textarea
              className={inputClass}
              rows={2}
              maxLength={QUEUE_REASON_MAX}
              aria-invalid={reasonError ? true : undefined}
              aria-describedby={reasonError ? reasonErrorId : undefined}
              {...reasonForm.register('reason')}
            />
          </label>
          <FieldMessage id={reasonErrorId} message={reasonError} />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={busy} variant="danger">
              {ACTION_LABELS[asking]}
            </Button>
            <Button
              type="button"
              variant="secondary"
              onClick={() => {
                cancelled.current = asking;
                setAsking(null);
              }}
            >
              Cancel
            </Button>
          </div>
        </form>
      ) : (
        item.actions.length > 0 && (
          <div ref={actionsRow} className="mt-3 flex flex-wrap gap-2">
            {item.actions.map((action) => (
              <Button
                key={action}
                data-action={action}
                type="button"
                disabled={busy}
                variant={action === 'approve' || action === 'restore' ? 'primary' : 'secondary'}
                onClick={() => (WITH_REASON.has(action) ? setAsking(action) : onDecide(action))}
              >
                {ACTION_LABELS[action]}
                <span className="sr-only"> “{item.title}”</span>
              </Button>
            ))}
          </div>
        )
      )}
    </li>
  );
}

/** The moderation queue (docs/product.md#moderation-queue): all waiting work, oldest first, by kind. */
export function ModerationQueue() {
  const [kind, setKind] = useState<QueueKind | ''>('');
  const queue = useModerationQueue(kind);
  const decide = useDecideQueueItem();
  const [message, setMessage] = useState<ActionOutcome | null>(null);
  // The decided item leaves the list: the keyboard moves to the outcome instead of falling to the page.
  const outcome = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (message) outcome.current?.focus();
  }, [message]);

  const options = QUEUE_KINDS.map((value) => ({
    value,
    label: `${QUEUE_KIND_LABELS[value]} (${queue.data?.counts[value] ?? '…'})`,
  }));

  return (
    <div className="space-y-4">
      <ReviewFilter
        className="max-w-xs"
        label="Show"
        allLabel={`Everything waiting (${queue.data?.total ?? '…'})`}
        value={kind}
        options={options}
        onChange={setKind}
      />
      <div ref={outcome} tabIndex={-1} aria-live="polite" className="outline-none">
        {message && <ActionNotice look="box" notice={message} />}
      </div>
      <QueryItemList
        query={queue}
        what="queue"
        loading="Loading the moderation queue"
        emptyTitle={MODERATION_MESSAGES.empty}
      >
        {(item) => (
          <ItemCard
            key={`${item.kind}:${item.subject}:${item.id}`}
            item={item}
            busy={decide.isPending}
            onDecide={(action, reason) => {
              setMessage(null);
              if (item.subject === 'event') return;
              decide.mutate(
                { subject: item.subject, id: item.id, action, reason },
                {
                  onSuccess: (answer) =>
                    setMessage({ tone: 'ok', text: `${answer.message} “${item.title}”` }),
                  onError: (error) =>
                    setMessage({
                      tone: 'error',
                      text: error instanceof ApiError ? error.message : MODERATION_MESSAGES.failed,
                    }),
                },
              );
            }}
          />
        )}
      </QueryItemList>
    </div>
  );
}
