import { useState } from 'react';
import { ExternalLink } from '#web/components/ui/link-text';
import {
  COMPANY_VERIFICATION_MESSAGES as M,
  VERIFICATION_STATUSES,
  type CompanyVerificationRequest,
  type VerificationDecision,
  type VerificationStatus,
} from '#common/company-verification';
import {
  ReviewCard,
  ReviewDetail,
  ReviewFilter,
  ReviewList,
  useReviewDecisions,
  type ReviewTone,
} from '#web/components/ui/review-list';
import { useDecideVerification } from './api/decide-verification';
import { useVerificationRequests } from './api/list-verifications';
import { formatDate } from '#common/intl-cache';
import { PersonName } from '#web/components/ui/person-name';

const STATUS_LABELS: Record<VerificationStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  declined: 'Declined',
};
const STATUS_TONE: Record<VerificationStatus, ReviewTone> = {
  pending: 'pending',
  approved: 'positive',
  declined: 'negative',
};
const FILTER_OPTIONS = VERIFICATION_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] }));

function RequestCard({
  request,
  busy,
  onDecide,
}: {
  request: CompanyVerificationRequest;
  busy: boolean;
  onDecide: (decision: VerificationDecision) => void;
}) {
  return (
    <ReviewCard
      title={request.companyName}
      status={{ label: STATUS_LABELS[request.status], tone: STATUS_TONE[request.status] }}
      body={request.additionalInfo}
      decision={
        request.status === 'pending' && { acceptLabel: 'Approve', accept: 'approved', busy, onDecide }
      }
      details={
        <>
          <ReviewDetail term="Requested by">
            <PersonName name={request.userName} email={request.userEmail} emailLink />
          </ReviewDetail>
          <ReviewDetail term="Website">
            <ExternalLink href={request.companyWebsite} />
          </ReviewDetail>
          <ReviewDetail term="LinkedIn">
            {request.linkedinUrl ? (
              <ExternalLink href={request.linkedinUrl} />
            ) : (
              <span className="text-slate-500 italic">Not given</span>
            )}
          </ReviewDetail>
          {request.socialMediaUrl && (
            <ReviewDetail term="Social media">
              <ExternalLink href={request.socialMediaUrl} />
            </ReviewDetail>
          )}
          <ReviewDetail term="Submitted">
            <time dateTime={request.submittedAt}>{formatDate(request.submittedAt, 'dateTime')}</time>
          </ReviewDetail>
        </>
      }
    />
  );
}

/** The admin's review of company verification requests (docs/product.md#startup-verification-tab). */
export function VerificationReview() {
  const [status, setStatus] = useState<VerificationStatus | ''>('');
  const requests = useVerificationRequests(status);
  const decisions = useReviewDecisions<CompanyVerificationRequest, VerificationDecision>(
    useDecideVerification(),
    M.updateFailed,
  );

  return (
    <div className="space-y-4">
      <ReviewFilter
        className="max-w-xs"
        label="Show"
        allLabel="All requests"
        value={status}
        options={FILTER_OPTIONS}
        onChange={setStatus}
      />
      <ReviewList
        decisions={decisions}
        query={requests}
        loadingLabel="Loading verification requests"
        failedMessage={M.listFailed}
        emptyMessage={M.empty}
        declineTitle="Decline this request?"
        declineText={(item) =>
          `${item.companyName} (${item.userName}) will be told by email that the request was declined.`
        }
      >
        {(request) => (
          <RequestCard
            key={request.id}
            request={request}
            busy={decisions.busy}
            onDecide={(decision) => decisions.choose(request, decision)}
          />
        )}
      </ReviewList>
    </div>
  );
}
