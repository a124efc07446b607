import { useId, useRef, useState } from 'react';
import { EmailText } from '#web/components/ui/email-text';
import { LinkText } from '#web/components/ui/link-text';
import {
  POST_LIMITS,
  REVIEW_STATUSES,
  requirementItems,
  type AdminSubmission,
  type ReviewStatus,
} from '#common/opportunities';
import { FormMessage } from '#web/components/ui/form-field';
import { inputClass } from '#web/components/ui/form-styles';
import { ModalDialog } from '#web/components/ui/modal-dialog';
import { ActionNotice, PageSpinner, QueryStates, type ActionOutcome } from '#web/components/ui/status';
import { ApiError } from '#web/lib/api-client';
import {
  useAdminSubmissions,
  useDecideSubmission,
  useDeleteSubmission,
  type Decision,
} from './api/review-submissions';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { formatDate } from './list-controls';
import { ClampedText } from '#web/components/ui/clamped-text';
import { Button } from '#web/components/ui/button';
import { PersonName } from '#web/components/ui/person-name';

const KIND_LABEL = { idea: 'Idea', project: 'Project', internship: 'Internship' } as const;
const STATUS_LABEL: Record<ReviewStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  declined: 'Declined',
};

function titleOf(item: AdminSubmission): string {
  return item.kind === 'project' ? item.projectTitle : item.title;
}

/** A detail's label and value; addresses and links say so, to wrap at their dots and slashes. */
type Detail = [label: string, value: string, shape?: 'email' | 'link'];

function details(item: AdminSubmission): Detail[] {
  if (item.kind === 'idea')
    return [
      ['Main category', item.mainTag],
      ['Extra tags', item.extraTags.join(', ') || '—'],
      ['Name', item.ownerName],
      ['Designation', item.designation],
      ['WhatsApp', item.contact],
      ['Description', item.description],
    ];
  if (item.kind === 'project')
    return [
      ['Posted by', item.byWhom],
      ['Contact email', item.contact, 'email'],
      ['Work type', item.workType],
      ['Application link', item.applicationLink, 'link'],
      ['Description', item.description],
      ['Requirements', requirementItems(item.requirements).join('\n')],
    ];
  return [
    ['Company', item.company],
    ['Location', item.location],
    ['Type', item.type],
    ['Duration', item.duration],
    ['Stipend', `₹${item.stipend.toLocaleString('en-IN')}/month`],
    ['Apply link', item.applyLink, 'link'],
    ['Contact email', item.contact, 'email'],
    ['Description', item.description],
    ['Requirements', requirementItems(item.requirements).join('\n')],
  ];
}

/** Asks for an optional reason, mailed to the author with the decision. */
function DecisionDialog({
  item,
  status,
  busy,
  error,
  onConfirm,
  onCancel,
}: {
  item: AdminSubmission;
  status: 'approved' | 'declined';
  busy: boolean;
  error: string | null;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}) {
  const headingId = useId();
  const reasonId = useId();
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const [reason, setReason] = useState('');
  const approve = status === 'approved';
  return (
    <ModalDialog labelledBy={headingId} onClose={() => !busy && onCancel()} initialFocus={reasonRef}>
      <h2 id={headingId} className="text-lg font-bold text-ink">
        {approve ? 'Approve' : 'Decline'} {KIND_LABEL[item.kind].toLowerCase()} “{titleOf(item)}”?
      </h2>
      <p className="mt-2 text-slate-700">
        {approve
          ? 'It will appear on the public list at once.'
          : 'It will not be published. The author sees the decision on their Application Status page.'}{' '}
        The author, <PersonName name={item.authorName} email={item.ownerEmail} />, is emailed the decision.
      </p>
      <label htmlFor={reasonId} className="mt-4 block text-sm font-medium text-ink">
        Reason for the author (optional)
      </label>
      <textarea
        id={reasonId}
        ref={reasonRef}
        rows={3}
        maxLength={POST_LIMITS.reason}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        className={inputClass}
      />
      {error && (
        <div className="mt-3">
          <FormMessage tone="error">{error}</FormMessage>
        </div>
      )}
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <Button type="button" variant="secondary" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button
          type="button"
          variant={approve ? 'primary' : 'danger'}
          onClick={() => onConfirm(reason)}
          disabled={busy}
        >
          {busy ? 'Saving...' : approve ? 'Approve' : 'Decline'}
        </Button>
      </div>
    </ModalDialog>
  );
}

function SubmissionCard({
  item,
  onDecide,
  onDelete,
}: {
  item: AdminSubmission;
  onDecide: (status: 'approved' | 'declined') => void;
  onDelete: () => void;
}) {
  return (
    <li className="rounded-2xl border border-slate-200 p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-xs font-bold tracking-wide text-brand-dark uppercase">{KIND_LABEL[item.kind]}</p>
          <h3 className="text-lg font-bold wrap-anywhere text-ink">{titleOf(item)}</h3>
          <p className="text-sm text-slate-600">
            By <PersonName name={item.authorName} email={item.ownerEmail} /> on {formatDate(item.createdAt)}
          </p>
        </div>
        {item.status === 'pending' ? (
          // Never squeezed into "Appr/ove" beside a long title: the pair moves under it, one above the other if
          // need be.
          <div className="flex flex-wrap gap-2">
            <Button type="button" className="whitespace-nowrap" onClick={() => onDecide('approved')}>
              Approve <span className="sr-only">{titleOf(item)}</span>
            </Button>
            <Button
              type="button"
              variant="danger"
              className="whitespace-nowrap"
              onClick={() => onDecide('declined')}
            >
              Decline <span className="sr-only">{titleOf(item)}</span>
            </Button>
          </div>
        ) : (
          // A decided post (a demo post, the centre's own) leaves the site from here.
          <div className="flex flex-wrap items-center gap-2">
            <span className="rounded-full bg-mist px-3 py-1 text-xs font-bold text-ink">
              {STATUS_LABEL[item.status]}
            </span>
            <Button type="button" variant="danger" className="whitespace-nowrap" onClick={onDelete}>
              Delete <span className="sr-only">{titleOf(item)}</span>
            </Button>
          </div>
        )}
      </div>
      <dl className="mt-4 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
        {details(item).map(([label, value, shape]) => (
          <div
            key={label}
            className={label === 'Description' || label === 'Requirements' ? 'sm:col-span-2' : ''}
          >
            <dt className="font-medium text-slate-600">{label}</dt>
            {shape ? (
              <dd className="wrap-anywhere text-ink">
                {shape === 'email' ? <EmailText email={value} /> : <LinkText href={value} />}
              </dd>
            ) : (
              <ClampedText as="dd" text={value} className="text-ink" />
            )}
          </div>
        ))}
        {item.reviewReason && (
          <div className="sm:col-span-2">
            <dt className="font-medium text-slate-600">Reason</dt>
            <ClampedText as="dd" text={item.reviewReason} className="text-ink" />
          </div>
        )}
      </dl>
    </li>
  );
}

/** The admin's User Submissions tab: ideas, projects and internships by review status, approve or decline. */
export function SubmissionsReview() {
  const [status, setStatus] = useState<ReviewStatus>('pending');
  const submissions = useAdminSubmissions(status);
  const decide = useDecideSubmission();
  const [deciding, setDeciding] = useState<{ item: AdminSubmission; status: 'approved' | 'declined' } | null>(
    null,
  );
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<ActionOutcome | null>(null);
  const remove = useDeleteSubmission();
  const [deleting, setDeleting] = useState<AdminSubmission | null>(null);

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(
      { kind: deleting.kind, id: deleting.id },
      {
        onSuccess: (answer) => setNotice({ tone: 'ok', text: answer.message }),
        onError: (failure) =>
          setNotice({
            tone: 'error',
            text:
              failure instanceof ApiError
                ? failure.message
                : 'The post could not be deleted. Please try again.',
          }),
        onSettled: () => setDeleting(null),
      },
    );
  };
  const filterId = useId();

  const confirm = (reason: string) => {
    if (!deciding) return;
    const decision: Decision = { kind: deciding.item.kind, id: deciding.item.id, status: deciding.status };
    if (reason.trim()) decision.reason = reason.trim();
    setError(null);
    decide.mutate(decision, {
      onSuccess: () => {
        setNotice({
          tone: 'ok',
          text: `${deciding.status === 'approved' ? 'Approved' : 'Declined'} “${titleOf(deciding.item)}”.`,
        });
        setDeciding(null);
      },
      onError: (failure) =>
        setError(
          failure instanceof ApiError
            ? failure.message
            : 'The decision could not be saved. Please try again.',
        ),
    });
  };

  return (
    <div>
      <div className="flex flex-wrap items-center gap-3">
        <label htmlFor={filterId} className="text-sm font-medium text-ink">
          Show
        </label>
        <select
          id={filterId}
          value={status}
          onChange={(event) => setStatus(event.target.value as ReviewStatus)}
          className={`${inputClass} mt-0 w-auto`}
        >
          {REVIEW_STATUSES.map((value) => (
            <option key={value} value={value}>
              {STATUS_LABEL[value]}
            </option>
          ))}
        </select>
      </div>
      <ActionNotice notice={notice} className="mt-3 min-h-5 text-sm font-medium" />
      <div className="mt-2">
        <QueryStates
          query={submissions}
          failure="The submissions could not be loaded."
          pending={<PageSpinner label="Loading submissions" />}
          isEmpty={(items) => items.length === 0}
          empty={
            <p className="rounded-xl border border-dashed border-slate-300 bg-mist px-4 py-8 text-center text-slate-700">
              {status === 'pending'
                ? 'No user submissions yet.'
                : `No ${STATUS_LABEL[status].toLowerCase()} submissions.`}
            </p>
          }
        >
          {(items) => (
            <ul className="space-y-4">
              {items.map((item) => (
                <SubmissionCard
                  key={`${item.kind}-${item.id}`}
                  item={item}
                  onDecide={(decision) => {
                    setError(null);
                    setDeciding({ item, status: decision });
                  }}
                  onDelete={() => setDeleting(item)}
                />
              ))}
            </ul>
          )}
        </QueryStates>
      </div>
      {deleting && (
        <ConfirmDialog
          title={`Delete ${KIND_LABEL[deleting.kind].toLowerCase()} “${titleOf(deleting)}”?`}
          confirmLabel="Delete"
          busyLabel="Deleting..."
          busy={remove.isPending}
          onConfirm={confirmDelete}
          onCancel={() => setDeleting(null)}
        >
          It leaves the site for good, with its applications and endorsements. The author is not mailed.
        </ConfirmDialog>
      )}
      {deciding && (
        <DecisionDialog
          item={deciding.item}
          status={deciding.status}
          busy={decide.isPending}
          error={error}
          onConfirm={confirm}
          onCancel={() => setDeciding(null)}
        />
      )}
    </div>
  );
}
