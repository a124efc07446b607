import { useId, useState } from 'react';
import {
  APPLICATION_MESSAGES as A,
  APPLICATION_STATUS_LABELS,
  APPLICATION_STATUSES,
  type ApplicationStatus,
  type ProgramApplication,
} from '../../../common/program-applications';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { inputClass, primaryButton, secondaryButton } from '../../components/ui/form-styles';
import { EmptyState, ErrorNotice, Spinner } from '../../components/ui/status';
import { usePrograms } from '../programs/api/get-programs';
import { useDecideApplication } from './api/decide-application';
import { useApplications } from './api/list-applications';

const BADGE: Record<ApplicationStatus, string> = {
  pending: 'bg-amber-100 text-amber-900',
  accepted: 'bg-green-100 text-green-900',
  declined: 'bg-red-100 text-red-900',
};
const dateTime = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

function ApplicationCard({
  application,
  busy,
  onDecide,
}: {
  application: ProgramApplication;
  busy: boolean;
  onDecide: (decision: 'accepted' | 'declined') => void;
}) {
  const headingId = useId();
  const applicant = application.applicantName
    ? `${application.applicantName} (${application.applicantEmail})`
    : application.applicantEmail;
  return (
    <li>
      <article aria-labelledby={headingId} className="rounded-2xl p-5 ring-1 ring-slate-200">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <h3 id={headingId} className="text-lg font-bold break-words text-ink">
              {application.teamName}
            </h3>
            <p className="text-sm font-medium text-brand-dark">{application.programTitle}</p>
          </div>
          <span className={`rounded-full px-3 py-1 text-sm font-semibold ${BADGE[application.status]}`}>
            {APPLICATION_STATUS_LABELS[application.status]}
          </span>
        </div>
        <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="font-medium text-slate-600">Applicant</dt>
          <dd>
            <a href={`mailto:${application.applicantEmail}`} className="break-all text-brand-dark underline">
              {applicant}
            </a>
          </dd>
          <dt className="font-medium text-slate-600">Phone</dt>
          <dd>
            <a href={`tel:${application.phone.replace(/[^+\d]/g, '')}`} className="text-brand-dark underline">
              {application.phone}
            </a>
          </dd>
          <dt className="font-medium text-slate-600">Stage</dt>
          <dd>{application.stage}</dd>
          <dt className="font-medium text-slate-600">Team size</dt>
          <dd>{application.teamSize}</dd>
          {application.website && (
            <>
              <dt className="font-medium text-slate-600">Website</dt>
              <dd>
                <a
                  href={application.website}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="break-all text-brand-dark underline"
                >
                  {application.website}
                </a>
              </dd>
            </>
          )}
          <dt className="font-medium text-slate-600">Applied</dt>
          <dd>
            <time dateTime={application.createdAt}>{dateTime.format(new Date(application.createdAt))}</time>
          </dd>
        </dl>
        <p className="mt-3 text-sm whitespace-pre-line text-slate-800">{application.description}</p>
        {application.status === 'pending' && (
          <div className="mt-4 flex flex-wrap gap-3">
            <button
              type="button"
              className={primaryButton}
              disabled={busy}
              onClick={() => onDecide('accepted')}
              aria-label={`Accept ${application.teamName}`}
            >
              Accept
            </button>
            <button
              type="button"
              className={secondaryButton}
              disabled={busy}
              onClick={() => onDecide('declined')}
              aria-label={`Decline ${application.teamName}`}
            >
              Decline
            </button>
          </div>
        )}
      </article>
    </li>
  );
}

/** The admin's Applications List: programme applications with filters, Accept and Decline. */
export function ApplicationsReview() {
  const [program, setProgram] = useState('');
  const [status, setStatus] = useState<ApplicationStatus | ''>('');
  const programs = usePrograms();
  const applications = useApplications({ program, status });
  const decide = useDecideApplication();
  const [failure, setFailure] = useState<string | null>(null);
  const [toDecline, setToDecline] = useState<ProgramApplication | null>(null);
  const programId = useId();
  const statusId = useId();

  function run(application: ProgramApplication, decision: 'accepted' | 'declined') {
    setFailure(null);
    decide.mutate(
      { id: application.id, status: decision },
      {
        onSuccess: () => setToDecline(null),
        onError: () => {
          setToDecline(null);
          setFailure(A.updateFailed);
        },
      },
    );
  }

  let list;
  if (applications.isPending) list = <Spinner label="Loading applications" />;
  else if (applications.isError) {
    list = <ErrorNotice onRetry={() => void applications.refetch()}>{A.listFailed}</ErrorNotice>;
  } else if (applications.data.length === 0) list = <EmptyState title={A.empty} />;
  else {
    list = (
      <ul className="space-y-4">
        {applications.data.map((application) => (
          <ApplicationCard
            key={application.id}
            application={application}
            busy={decide.isPending}
            onDecide={(decision) =>
              decision === 'declined' ? setToDecline(application) : run(application, decision)
            }
          />
        ))}
      </ul>
    );
  }

  return (
    <div className="space-y-4">
      <div className="grid gap-4 sm:max-w-xl sm:grid-cols-2">
        <div>
          <label htmlFor={programId} className="block text-sm font-medium text-ink">
            Program
          </label>
          <select
            id={programId}
            className={inputClass}
            value={program}
            onChange={(event) => setProgram(event.target.value)}
          >
            <option value="">All programs</option>
            {programs.data?.map((item) => (
              <option key={item.slug} value={item.slug}>
                {item.title}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={statusId} className="block text-sm font-medium text-ink">
            Status
          </label>
          <select
            id={statusId}
            className={inputClass}
            value={status}
            onChange={(event) => setStatus(event.target.value as ApplicationStatus | '')}
          >
            <option value="">All statuses</option>
            {APPLICATION_STATUSES.map((value) => (
              <option key={value} value={value}>
                {APPLICATION_STATUS_LABELS[value]}
              </option>
            ))}
          </select>
        </div>
      </div>
      {failure && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
          {failure}
        </p>
      )}
      {list}
      {toDecline && (
        <ConfirmDialog
          title="Decline this application?"
          confirmLabel="Decline"
          busyLabel="Declining..."
          busy={decide.isPending}
          onConfirm={() => run(toDecline, 'declined')}
          onCancel={() => setToDecline(null)}
        >
          {`${toDecline.teamName} (${toDecline.applicantEmail}) will be told by email that the application to the ${toDecline.programTitle} was declined.`}
        </ConfirmDialog>
      )}
    </div>
  );
}
