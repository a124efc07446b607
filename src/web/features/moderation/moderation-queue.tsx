import { useState } from 'react';
import { Link } from 'react-router-dom';
import { EmailText } from '#web/components/ui/email-text';
import {
  MODERATION_MESSAGES,
  QUEUE_KIND_LABELS,
  QUEUE_KINDS,
  QUEUE_REASON_MAX,
  type QueueAction,
  type QueueItem,
  type QueueKind,
} from '#common/moderation';
import { ADMIN_PATH } from '#common/routes';
import { REPORT_REASON_LABELS } from '#common/reports';
import { dangerButton, inputClass, primaryButton, secondaryButton } from '#web/components/ui/form-styles';
import { FormMessage } from '#web/components/ui/form-field';
import { ReviewFilter, reviewDateTime } from '#web/components/ui/review-list';
import { QueryItemList } from '#web/components/ui/status';
import { ApiError } from '#web/lib/api-client';
import { useDecideQueueItem } from './api/decide-item';
import { useModerationQueue } from './api/get-queue';

const ACTION_LABELS: Record<QueueAction, string> = {
  approve: 'Approve',
  decline: 'Decline',
  restore: 'Restore',
  dismiss: 'Dismiss reports',
  remove: 'Remove',
};
/** These ask for a reason, which the person concerned reads in their mail. */
const WITH_REASON = new Set<QueueAction>(['decline', 'remove']);
const SUBJECT_LABELS = {
  idea: 'Idea',
  project: 'Project',
  internship: 'Internship',
  verification: 'Company',
  application: 'Application',
  event: 'Event',
} as const;

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
  const [reason, setReason] = useState('');
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
      <p className="text-sm wrap-anywhere text-slate-600">
        {/* Often the author's address: it wraps at its dots, not inside "edu". */}
        <EmailText email={item.detail} />
      </p>
      <p className="text-sm text-slate-600">
        Waiting since <time dateTime={item.since}>{reviewDateTime.format(new Date(item.since))}</time>
      </p>
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
        <ul className="mt-2 space-y-1 text-sm text-slate-700">
          {item.reports.map((report, index) => (
            <li key={index} className="wrap-anywhere">
              <span className="font-semibold">{REPORT_REASON_LABELS[report.reason]}</span>
              {report.text ? ` — ${report.text}` : ''}
            </li>
          ))}
        </ul>
      )}
      {asking ? (
        <form
          className="mt-3 space-y-2"
          onSubmit={(event) => {
            event.preventDefault();
            onDecide(asking, reason.trim() || undefined);
          }}
        >
          <label className="block text-sm font-medium text-ink">
            Reason for {ACTION_LABELS[asking].toLowerCase()} (optional, sent to {item.detail})
            <textarea
              className={inputClass}
              rows={2}
              maxLength={QUEUE_REASON_MAX}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
            />
          </label>
          <div className="flex flex-wrap gap-2">
            <button type="submit" disabled={busy} className={dangerButton}>
              {ACTION_LABELS[asking]}
            </button>
            <button type="button" className={secondaryButton} onClick={() => setAsking(null)}>
              Cancel
            </button>
          </div>
        </form>
      ) : (
        item.actions.length > 0 && (
          <div className="mt-3 flex flex-wrap gap-2">
            {item.actions.map((action) => (
              <button
                key={action}
                type="button"
                disabled={busy}
                className={action === 'approve' || action === 'restore' ? primaryButton : secondaryButton}
                onClick={() => (WITH_REASON.has(action) ? setAsking(action) : onDecide(action))}
              >
                {ACTION_LABELS[action]}
                <span className="sr-only"> “{item.title}”</span>
              </button>
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
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

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
      <div aria-live="polite">{message && <FormMessage tone={message.tone}>{message.text}</FormMessage>}</div>
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
                    setMessage({ tone: 'success', text: `${answer.message} “${item.title}”` }),
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
