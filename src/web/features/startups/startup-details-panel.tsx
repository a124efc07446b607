import { useState } from 'react';
import { Link } from 'react-router-dom';
import { formatNewsDate } from '#common/news-constants';
import { DEFAULT_FOUNDER_ROLE, type MyStartupDetails, type StartupDetails } from '#common/startup-details';
import { startupPagePath } from '#common/startups-constants';
import { Button } from '#web/components/ui/button';
import { FormMessage } from '#web/components/ui/form-field';
import { QueryStates } from '#web/components/ui/status';
import { useMyStartupDetails } from './api/startup-details';
import { FounderLinkForm } from './founder-link-form';
import { StartupDetailsForm } from './startup-details-form';
import { MilestoneList, StoryParagraphs } from './startup-page-sections';

/**
 * The startup's public page as its team edits it on /my/cohort (docs/product.md#startup-pages): the version
 * the public sees, the change waiting for the centre or the centre's note on one sent back; founders edit
 * the story, milestones and roles, and each chooses whether their own name links to a profile.
 */
export function StartupDetailsPanel({
  startupId,
  slug,
  published,
}: {
  startupId: number;
  slug: string;
  published: boolean;
}) {
  const query = useMyStartupDetails(startupId);
  const [editing, setEditing] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  return (
    <section
      aria-labelledby="startup-page-heading"
      className="space-y-5 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h3 id="startup-page-heading" className="text-xl font-bold text-ink">
          Your startup’s page
        </h3>
        {published && (
          <Link to={startupPagePath(slug)} className="text-sm text-brand-dark underline">
            See the public page
          </Link>
        )}
      </div>
      <div aria-live="polite">{message && <FormMessage tone="success">{message}</FormMessage>}</div>
      <QueryStates query={query} what="your startup’s page">
        {(details) =>
          editing ? (
            <StartupDetailsForm
              startupId={startupId}
              details={details}
              base={details.pending ?? details.approved ?? { story: '', milestones: [], founderRoles: [] }}
              onCancel={() => setEditing(false)}
              onDone={(done) => {
                setMessage(done);
                setEditing(false);
              }}
            />
          ) : (
            <DetailsView
              startupId={startupId}
              details={details}
              onEdit={() => {
                setMessage(null);
                setEditing(true);
              }}
            />
          )
        }
      </QueryStates>
    </section>
  );
}

function DetailsView({
  startupId,
  details,
  onEdit,
}: {
  startupId: number;
  details: MyStartupDetails;
  onEdit: () => void;
}) {
  const me = details.founders.find((founder) => founder.isMe);
  return (
    <div className="space-y-5">
      {details.pending && (
        <p className="rounded-xl bg-amber-50 p-3 text-amber-900">
          A change sent by {details.pending.submittedBy} on{' '}
          <time dateTime={details.pending.submittedAt}>
            {formatNewsDate(details.pending.submittedAt.slice(0, 10))}
          </time>{' '}
          is waiting for the centre’s approval. The public page shows the earlier version until then.
        </p>
      )}
      {details.returned && (
        <div className="rounded-xl bg-red-50 p-3 text-red-900">
          <p className="font-semibold">The centre sent your last change back:</p>
          <p className="mt-1 whitespace-pre-line">{details.returned.note}</p>
        </div>
      )}
      <Version
        title={details.pending ? 'Waiting for approval' : 'On the public page'}
        version={details.pending ?? details.approved}
        founders={details.founders}
      />
      {details.canEdit ? (
        <Button type="button" onClick={onEdit}>
          {details.pending ? 'Edit the waiting change' : 'Edit story and milestones'}
        </Button>
      ) : (
        <p className="text-sm text-slate-600">Only your startup’s founders edit its page.</p>
      )}
      {me && <FounderLinkForm startupId={startupId} profileUrl={me.profileUrl} linkShown={me.linkShown} />}
    </div>
  );
}

/** One version of the details, read-only: the story, the milestones and who has which role. */
function Version({
  title,
  version,
  founders,
}: {
  title: string;
  version: StartupDetails | null;
  founders: MyStartupDetails['founders'];
}) {
  if (
    !version ||
    (version.story === '' && version.milestones.length === 0 && version.founderRoles.length === 0)
  )
    return (
      <p className="text-slate-600">
        No story or milestones yet: the public page shows the profile and the founders’ names only.
      </p>
    );
  return (
    <div className="space-y-4">
      <h4 className="font-bold text-ink">{title}</h4>
      {version.story && <StoryParagraphs story={version.story} />}
      {version.milestones.length > 0 && <MilestoneList milestones={version.milestones} />}
      {founders.length > 0 && (
        <p className="text-sm text-slate-700">
          {founders
            .map(
              (founder) =>
                `${founder.name}: ${
                  version.founderRoles.find((entry) => entry.memberId === founder.memberId)?.role ||
                  DEFAULT_FOUNDER_ROLE
                }`,
            )
            .join(' · ')}
        </p>
      )}
    </div>
  );
}
