import { Link } from 'react-router-dom';
import { LISTING_CLOSED_LABELS } from '#common/listing-lifecycle-constants';
import { OPEN_APPLICATION_STATES, applyPath } from '#common/post-applications-constants';
import { ListSectionIfAny } from '#web/components/ui/status';
import { StateCard } from '#web/components/ui/state-card';
import { ApplicationStateBadge } from './application-state';
import { cvUrl, useMyPostApplications } from './api/my-applications';
import { WithdrawButton } from './withdraw-button';
import { formatDate } from '#common/intl-cache';

/**
 * On /application-status: my applications to internships and projects with their state, the CV I sent and a
 * way to withdraw while they are open (docs/product.md#applications-on-the-site). Nothing when there are none.
 */
export function MyPostApplications() {
  const mine = useMyPostApplications();
  return (
    <ListSectionIfAny
      query={mine}
      items={(data) => data}
      failure="Your applications to internships and projects could not be loaded."
      headingId="post-applications-heading"
      title="Applications to internships and projects"
      className="mb-8"
    >
      {(application) => (
        <StateCard
          key={application.id}
          title={
            <p className="min-w-0">
              <Link
                to={applyPath(application.post.kind, application.post.id)}
                className="font-semibold wrap-anywhere text-ink underline-offset-2 hover:underline"
              >
                {application.post.title}
              </Link>
              <span className="block text-sm wrap-anywhere text-slate-700">
                {application.post.kind === 'internship' ? 'Internship' : 'Project'} ·{' '}
                {application.post.organisation}
                {application.post.closedReason && (
                  <> · {LISTING_CLOSED_LABELS[application.post.closedReason]}</>
                )}
              </span>
            </p>
          }
          badge={<ApplicationStateBadge state={application.state} />}
        >
          <p className="mt-2 text-sm text-slate-600">
            Applied <time dateTime={application.createdAt}>{formatDate(application.createdAt, 'day')}</time>
            {application.cvFilename && (
              <>
                {' · '}
                <a href={cvUrl(application.id)} download className="font-semibold text-brand-dark underline">
                  Your CV <span className="sr-only">for {application.post.title}</span>
                </a>
              </>
            )}
          </p>
          {OPEN_APPLICATION_STATES.includes(application.state) && (
            <div className="mt-3">
              <WithdrawButton id={application.id} title={application.post.title} />
            </div>
          )}
        </StateCard>
      )}
    </ListSectionIfAny>
  );
}
