import { useState } from 'react';
import { ExternalLink } from '#web/components/ui/link-text';
import {
  APPLICATION_MESSAGES as A,
  APPLICATION_STATUS_LABELS,
  APPLICATION_STATUSES,
  type ApplicationStatus,
  type ProgramApplication,
} from '#common/program-applications';
import {
  ReviewCard,
  ReviewDetail,
  ReviewFilter,
  ReviewList,
  useReviewDecisions,
  type ReviewTone,
} from '#web/components/ui/review-list';
import { usePrograms } from '#web/features/programs';
import { useDecideApplication } from './api/decide-application';
import { useApplications } from './api/list-applications';
import { formatDate } from '#common/intl-cache';
import { PersonName } from '#web/components/ui/person-name';

const STATUS_TONE: Record<ApplicationStatus, ReviewTone> = {
  pending: 'pending',
  accepted: 'positive',
  declined: 'negative',
};
const STATUS_OPTIONS = APPLICATION_STATUSES.map((value) => ({
  value,
  label: APPLICATION_STATUS_LABELS[value],
}));

function ApplicationCard({
  application,
  busy,
  onDecide,
}: {
  application: ProgramApplication;
  busy: boolean;
  onDecide: (decision: 'accepted' | 'declined') => void;
}) {
  return (
    <ReviewCard
      title={application.teamName}
      subtitle={application.programTitle}
      status={{ label: APPLICATION_STATUS_LABELS[application.status], tone: STATUS_TONE[application.status] }}
      body={application.description}
      decision={
        application.status === 'pending' && { acceptLabel: 'Accept', accept: 'accepted', busy, onDecide }
      }
      details={
        <>
          <ReviewDetail term="Applicant">
            <PersonName name={application.applicantName} email={application.applicantEmail} emailLink />
          </ReviewDetail>
          <ReviewDetail term="Phone">
            <a href={`tel:${application.phone.replace(/[^+\d]/g, '')}`} className="text-brand-dark underline">
              {application.phone}
            </a>
          </ReviewDetail>
          <ReviewDetail term="Stage">{application.stage}</ReviewDetail>
          <ReviewDetail term="Team size">{application.teamSize}</ReviewDetail>
          {application.website && (
            <ReviewDetail term="Website">
              <ExternalLink href={application.website} />
            </ReviewDetail>
          )}
          <ReviewDetail term="Applied">
            <time dateTime={application.createdAt}>{formatDate(application.createdAt, 'dateTime')}</time>
          </ReviewDetail>
        </>
      }
    />
  );
}

/** The admin's Applications List: programme applications with filters, Accept and Decline. */
export function ApplicationsReview() {
  const [program, setProgram] = useState('');
  const [status, setStatus] = useState<ApplicationStatus | ''>('');
  const programs = usePrograms();
  const applications = useApplications({ program, status });
  const decisions = useReviewDecisions<ProgramApplication, 'accepted' | 'declined'>(
    useDecideApplication(),
    A.updateFailed,
  );

  return (
    <div className="space-y-4">
      <div className="grid gap-4 sm:max-w-xl sm:grid-cols-2">
        <ReviewFilter
          label="Program"
          allLabel="All programs"
          value={program}
          options={programs.data?.map((item) => ({ value: item.slug, label: item.title })) ?? []}
          onChange={setProgram}
        />
        <ReviewFilter
          label="Status"
          allLabel="All statuses"
          value={status}
          options={STATUS_OPTIONS}
          onChange={setStatus}
        />
      </div>
      <ReviewList
        decisions={decisions}
        query={applications}
        loadingLabel="Loading applications"
        failedMessage={A.listFailed}
        emptyMessage={A.empty}
        declineTitle="Decline this application?"
        declineText={(item) =>
          `${item.teamName} (${item.applicantEmail}) will be told by email that the application to the ${item.programTitle} was declined.`
        }
      >
        {(application) => (
          <ApplicationCard
            key={application.id}
            application={application}
            busy={decisions.busy}
            onDecide={(decision) => decisions.choose(application, decision)}
          />
        )}
      </ReviewList>
    </div>
  );
}
