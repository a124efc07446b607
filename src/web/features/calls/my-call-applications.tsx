import { Link } from 'react-router-dom';
import { DECISION_LABELS } from '#common/calls';
import { ListSectionIfAny } from '#web/components/ui/status';
import { useMyCallApplications } from './api/my-call-applications';
import { TimeText } from './deadline';

/**
 * On /application-status: the person's applications to calls, drafts with the way back to them and the
 * deadline, submitted ones with their time, decided ones with the outcome and message (docs/product.md#decisions). Nothing when there are none.
 */
export function MyCallApplications() {
  const mine = useMyCallApplications({ enabled: true });
  return (
    <ListSectionIfAny
      query={mine}
      items={(data) => data.items}
      failure="Your applications to calls could not be loaded."
      headingId="call-applications-heading"
      title="Applications to calls"
      className="mb-8"
    >
      {(application, { timezone }) => (
        <li key={application.id} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
          <p className="font-semibold text-ink">{application.callTitle}</p>
          <p className="text-sm text-slate-700">
            {application.programTitle}
            {application.teamName ? ` · ${application.teamName}` : ''}
          </p>
          {application.decision ? (
            <div className="mt-2 text-sm">
              <p
                className={`font-semibold ${application.decision === 'accepted' ? 'text-green-900' : application.decision === 'waitlisted' ? 'text-amber-900' : 'text-red-800'}`}
              >
                Decision: {DECISION_LABELS[application.decision]}
              </p>
              {application.decisionMessage && (
                <p className="mt-1 break-words whitespace-pre-line text-slate-800">
                  {application.decisionMessage}
                </p>
              )}
            </div>
          ) : application.status === 'submitted' ? (
            <p className="mt-2 text-sm text-green-900">
              Submitted <TimeText iso={application.submittedAt!} timezone={timezone} />
            </p>
          ) : (
            <p className="mt-2 text-sm text-amber-900">
              Draft, not submitted. Closes <TimeText iso={application.closesAt} timezone={timezone} />.{' '}
              {new Date(application.closesAt) > new Date() && (
                <Link
                  to={`/apply?call=${application.callId}`}
                  className="font-semibold text-brand-dark underline"
                >
                  Continue your draft
                </Link>
              )}
            </p>
          )}
        </li>
      )}
    </ListSectionIfAny>
  );
}
