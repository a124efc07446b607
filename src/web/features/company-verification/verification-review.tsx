import { useId, useState } from 'react';
import {
  COMPANY_VERIFICATION_MESSAGES as M,
  VERIFICATION_STATUSES,
  type CompanyVerificationRequest,
  type VerificationDecision,
  type VerificationStatus,
} from '../../../common/company-verification';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { inputClass, primaryButton, secondaryButton } from '../../components/ui/form-styles';
import { EmptyState, ErrorNotice, Spinner } from '../../components/ui/status';
import { useDecideVerification } from './api/decide-verification';
import { useVerificationRequests } from './api/list-verifications';

const STATUS_LABELS: Record<VerificationStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  declined: 'Declined',
};
const STATUS_BADGE: Record<VerificationStatus, string> = {
  pending: 'bg-amber-100 text-amber-900',
  approved: 'bg-green-100 text-green-900',
  declined: 'bg-red-100 text-red-900',
};

const dateTime = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

function ExternalLink({ href, children }: { href: string; children: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className="break-all text-brand-dark underline">
      {children}
    </a>
  );
}

function RequestCard({
  request,
  busy,
  onDecide,
}: {
  request: CompanyVerificationRequest;
  busy: boolean;
  onDecide: (decision: VerificationDecision) => void;
}) {
  const headingId = useId();
  return (
    <li>
      <article aria-labelledby={headingId} className="rounded-2xl p-5 ring-1 ring-slate-200">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h3 id={headingId} className="text-lg font-bold break-words text-ink">
            {request.companyName}
          </h3>
          <span className={`rounded-full px-3 py-1 text-sm font-semibold ${STATUS_BADGE[request.status]}`}>
            {STATUS_LABELS[request.status]}
          </span>
        </div>
        <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="font-medium text-slate-600">Requested by</dt>
          <dd>
            <a href={`mailto:${request.userEmail}`} className="break-all text-brand-dark underline">
              {request.userEmail}
            </a>
          </dd>
          <dt className="font-medium text-slate-600">Website</dt>
          <dd>
            <ExternalLink href={request.companyWebsite}>{request.companyWebsite}</ExternalLink>
          </dd>
          <dt className="font-medium text-slate-600">LinkedIn</dt>
          <dd>
            {request.linkedinUrl ? (
              <ExternalLink href={request.linkedinUrl}>{request.linkedinUrl}</ExternalLink>
            ) : (
              <span className="text-slate-500 italic">Not given</span>
            )}
          </dd>
          {request.socialMediaUrl && (
            <>
              <dt className="font-medium text-slate-600">Social media</dt>
              <dd>
                <ExternalLink href={request.socialMediaUrl}>{request.socialMediaUrl}</ExternalLink>
              </dd>
            </>
          )}
          <dt className="font-medium text-slate-600">Submitted</dt>
          <dd>
            <time dateTime={request.submittedAt}>{dateTime.format(new Date(request.submittedAt))}</time>
          </dd>
        </dl>
        <p className="mt-3 text-sm whitespace-pre-line text-slate-800">{request.additionalInfo}</p>
        {request.status === 'pending' && (
          <div className="mt-4 flex flex-wrap gap-3">
            <button
              type="button"
              className={primaryButton}
              disabled={busy}
              onClick={() => onDecide('approved')}
              aria-label={`Approve ${request.companyName}`}
            >
              Approve
            </button>
            <button
              type="button"
              className={secondaryButton}
              disabled={busy}
              onClick={() => onDecide('declined')}
              aria-label={`Decline ${request.companyName}`}
            >
              Decline
            </button>
          </div>
        )}
      </article>
    </li>
  );
}

/** The admin's review of company verification requests (SPEC.md §2 "Startup Verification", §4, §8). */
export function VerificationReview() {
  const [status, setStatus] = useState<VerificationStatus | ''>('');
  const requests = useVerificationRequests(status);
  const decide = useDecideVerification();
  const [failure, setFailure] = useState<string | null>(null);
  const [toDecline, setToDecline] = useState<CompanyVerificationRequest | null>(null);
  const filterId = useId();

  function run(request: CompanyVerificationRequest, decision: VerificationDecision) {
    setFailure(null);
    decide.mutate(
      { id: request.id, status: decision },
      {
        onSuccess: () => setToDecline(null),
        onError: () => {
          setToDecline(null);
          setFailure(M.updateFailed);
        },
      },
    );
  }

  let list;
  if (requests.isPending) list = <Spinner label="Loading verification requests" />;
  else if (requests.isError) {
    list = <ErrorNotice onRetry={() => void requests.refetch()}>{M.listFailed}</ErrorNotice>;
  } else if (requests.data.length === 0) list = <EmptyState title={M.empty} />;
  else {
    list = (
      <ul className="space-y-4">
        {requests.data.map((request) => (
          <RequestCard
            key={request.id}
            request={request}
            busy={decide.isPending}
            onDecide={(decision) =>
              decision === 'declined' ? setToDecline(request) : run(request, decision)
            }
          />
        ))}
      </ul>
    );
  }

  return (
    <div className="space-y-4">
      <div className="max-w-xs">
        <label htmlFor={filterId} className="block text-sm font-medium text-ink">
          Show
        </label>
        <select
          id={filterId}
          className={inputClass}
          value={status}
          onChange={(event) => setStatus(event.target.value as VerificationStatus | '')}
        >
          <option value="">All requests</option>
          {VERIFICATION_STATUSES.map((value) => (
            <option key={value} value={value}>
              {STATUS_LABELS[value]}
            </option>
          ))}
        </select>
      </div>
      {failure && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
          {failure}
        </p>
      )}
      {list}
      {toDecline && (
        <ConfirmDialog
          title="Decline this request?"
          confirmLabel="Decline"
          busyLabel="Declining..."
          busy={decide.isPending}
          onConfirm={() => run(toDecline, 'declined')}
          onCancel={() => setToDecline(null)}
        >
          {`${toDecline.companyName} (${toDecline.userEmail}) will be told by email that the request was declined.`}
        </ConfirmDialog>
      )}
    </div>
  );
}
