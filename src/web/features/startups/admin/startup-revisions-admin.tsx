import { useState } from 'react';
import { Link } from 'react-router-dom';
import { formatNewsDate } from '#common/news-constants';
import {
  DEFAULT_FOUNDER_ROLE,
  STARTUP_DETAIL_LIMITS as L,
  returnRevisionInputSchema,
  type AdminRevision,
  type Milestone,
} from '#common/startup-details';
import { startupPagePath } from '#common/startups-constants';
import { Button } from '#web/components/ui/button';
import { FormError, FormField } from '#web/components/ui/form-field';
import { ActionNotice, QueryItemList, type ActionOutcome } from '#web/components/ui/status';
import { ApiError } from '#web/lib/api-client';
import { apiMessageOr, useServerForm } from '#web/lib/use-server-form';
import { useAdminRevisions, useDecideRevision } from '../api/startup-details';
import { StoryParagraphs } from '../startup-page-sections';

const milestoneKey = (milestone: Milestone) => `${milestone.date}\u0000${milestone.title}`;

/**
 * Startups' page changes waiting for the centre (docs/product.md#startup-pages): each beside the public
 * version, approved (the page shows it) or sent back with a note; the founders are mailed either way.
 */
export function StartupRevisionsAdmin() {
  const revisions = useAdminRevisions();
  const [notice, setNotice] = useState<ActionOutcome | null>(null);
  return (
    <section aria-labelledby="admin-revisions-heading" className="space-y-4">
      <h3 id="admin-revisions-heading" className="text-lg font-bold text-ink">
        Startup page changes waiting for approval
      </h3>
      <ActionNotice notice={notice} />
      <QueryItemList
        query={revisions}
        what="changes waiting"
        emptyTitle="No changes waiting"
        emptyHint="When founders send a new story, milestones or roles, they wait here for your approval."
      >
        {(revision) => <RevisionItem key={revision.id} revision={revision} onOutcome={setNotice} />}
      </QueryItemList>
    </section>
  );
}

function RevisionItem({
  revision,
  onOutcome,
}: {
  revision: AdminRevision;
  onOutcome: (outcome: ActionOutcome) => void;
}) {
  const decide = useDecideRevision();
  const [returning, setReturning] = useState(false);
  const approve = () =>
    decide.mutate(
      { id: revision.id, note: null },
      {
        onSuccess: (answer) => onOutcome({ tone: 'ok', text: answer.message }),
        onError: (error) =>
          onOutcome({
            tone: 'error',
            text: error instanceof ApiError ? error.message : 'The approval could not be saved. Try again.',
          }),
      },
    );
  const headingId = `revision-${revision.id}-heading`;
  return (
    <li className="space-y-4 rounded-xl p-4 ring-1 ring-slate-200">
      <div>
        <h4 id={headingId} className="font-semibold break-words text-ink">
          {revision.published ? (
            <Link to={startupPagePath(revision.startupSlug)} className="hover:underline">
              {revision.startupName}
            </Link>
          ) : (
            revision.startupName
          )}
        </h4>
        <p className="text-sm break-words text-slate-600">
          Sent by {revision.submittedBy} on{' '}
          <time dateTime={revision.submittedAt}>{formatNewsDate(revision.submittedAt.slice(0, 10))}</time>
          {revision.published ? '' : ' · the profile is not public yet'}
        </p>
      </div>
      <Comparison revision={revision} />
      {returning ? (
        <ReturnForm
          revision={revision}
          onCancel={() => setReturning(false)}
          onDone={(message) => {
            setReturning(false);
            onOutcome({ tone: 'ok', text: message });
          }}
        />
      ) : (
        <div className="flex flex-wrap gap-2">
          <Button
            type="button"
            onClick={approve}
            disabled={decide.isPending}
            aria-label={`Approve the change of ${revision.startupName}`}
          >
            {decide.isPending ? 'Approving...' : 'Approve'}
          </Button>
          <Button
            type="button"
            variant="secondary"
            onClick={() => setReturning(true)}
            aria-label={`Send back the change of ${revision.startupName}`}
          >
            Send back
          </Button>
        </div>
      )}
    </li>
  );
}

/** The public version and the proposed one side by side (stacked on a phone); changed parts marked. */
function Comparison({ revision }: { revision: AdminRevision }) {
  const { current, proposed } = revision;
  const currentKeys = new Set(current.milestones.map(milestoneKey));
  const proposedKeys = new Set(proposed.milestones.map(milestoneKey));
  const roleOf = (version: AdminRevision['current'], memberId: number) =>
    version.founderRoles.find((entry) => entry.memberId === memberId)?.role || DEFAULT_FOUNDER_ROLE;
  const columns = [
    { title: 'Public now', version: current, other: proposedKeys, mark: 'Removed' },
    { title: 'Proposed', version: proposed, other: currentKeys, mark: 'New' },
  ] as const;
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {columns.map(({ title, version, other, mark }) => (
        <div key={title} className="min-w-0 rounded-lg bg-mist p-3">
          <h5 className="font-semibold text-ink">{title}</h5>
          <h6 className="mt-3 text-sm font-semibold text-slate-700">
            Story{current.story !== proposed.story && title === 'Proposed' ? ' (changed)' : ''}
          </h6>
          {version.story ? (
            <div className="mt-1 text-sm">
              <StoryParagraphs story={version.story} />
            </div>
          ) : (
            <p className="mt-1 text-sm text-slate-600">No story.</p>
          )}
          <h6 className="mt-3 text-sm font-semibold text-slate-700">Milestones</h6>
          {version.milestones.length === 0 ? (
            <p className="mt-1 text-sm text-slate-600">None.</p>
          ) : (
            <ul className="mt-1 space-y-1 text-sm">
              {version.milestones.map((milestone, index) => (
                <li key={index} className="break-words text-slate-700">
                  <time dateTime={milestone.date}>{formatNewsDate(milestone.date)}</time>: {milestone.title}
                  {!other.has(milestoneKey(milestone)) && (
                    <span className="ml-2 rounded bg-white px-1.5 text-xs font-semibold text-ink ring-1 ring-slate-300">
                      {mark}
                    </span>
                  )}
                </li>
              ))}
            </ul>
          )}
          {revision.founderNames.length > 0 && (
            <>
              <h6 className="mt-3 text-sm font-semibold text-slate-700">Founders’ roles</h6>
              <ul className="mt-1 space-y-1 text-sm text-slate-700">
                {revision.founderNames.map((founder) => (
                  <li key={founder.memberId} className="break-words">
                    {founder.name}: {roleOf(version, founder.memberId)}
                    {roleOf(current, founder.memberId) !== roleOf(proposed, founder.memberId) &&
                      title === 'Proposed' && (
                        <span className="ml-2 rounded bg-white px-1.5 text-xs font-semibold text-ink ring-1 ring-slate-300">
                          Changed
                        </span>
                      )}
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      ))}
    </div>
  );
}

function ReturnForm({
  revision,
  onCancel,
  onDone,
}: {
  revision: AdminRevision;
  onCancel: () => void;
  onDone: (message: string) => void;
}) {
  const decide = useDecideRevision();
  const form = useServerForm(returnRevisionInputSchema, {
    defaultValues: { note: '' },
    failureMessage: apiMessageOr('The change could not be sent back. Check your connection and try again.'),
  });
  const submit = form.handleSubmit((values) => {
    form.clearFormError();
    decide.mutate(
      { id: revision.id, note: values.note },
      { onSuccess: (answer) => onDone(answer.message), onError: form.showServerError },
    );
  });
  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label={`Send back the change of ${revision.startupName}`}
      className="space-y-3"
    >
      <FormField
        form={form}
        name="note"
        label="What should the founders change?"
        hint="They get it by email and see it on My cohort."
        required
        multiline
        rows={3}
        maxLength={L.returnNote}
      />
      <FormError message={form.formError} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={decide.isPending}>
          {decide.isPending ? 'Sending...' : 'Send back with this note'}
        </Button>
        <Button type="button" variant="secondary" onClick={onCancel} disabled={decide.isPending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
