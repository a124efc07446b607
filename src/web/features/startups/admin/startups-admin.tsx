import { useState } from 'react';
import { Link } from 'react-router-dom';
import { STARTUP_STATUS_LABELS, startupPagePath, type StartupProfile } from '#common/startups';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { QueryItemList, ActionNotice, type ActionOutcome } from '#web/components/ui/status';
import { ApiError } from '#web/lib/api-client';
import {
  useAdminCohorts,
  useAdminStartups,
  useDeleteStartup,
  useSaveAdminStartup,
} from '../api/admin-startups';
import { StartupImpactPanel } from '#web/features/impact';
import { AdminStartupForm, adminStartupValues } from './admin-startup-form';
import { Button } from '#web/components/ui/button';

const failureOf = (error: unknown) =>
  error instanceof ApiError
    ? error.message
    : 'The change could not be saved. Check your connection and try again.';

function StartupRow({
  startup,
  onEdit,
  onDelete,
  onMessage,
}: {
  startup: StartupProfile;
  onEdit: () => void;
  onDelete: () => void;
  onMessage: (tone: 'success' | 'error', message: string) => void;
}) {
  const save = useSaveAdminStartup();
  // Hiding keeps every other field: the form's own values with the published flag flipped.
  const toggle = () =>
    save.mutate(
      {
        id: startup.id,
        input: {
          fields: { ...adminStartupValues(startup), published: startup.published ? 'false' : 'true' },
          logo: null,
          removeLogo: false,
        },
      },
      {
        onSuccess: () =>
          onMessage(
            'success',
            startup.published
              ? `"${startup.name}" is hidden from the portfolio.`
              : `"${startup.name}" is in the portfolio.`,
          ),
        onError: (error) => onMessage('error', failureOf(error)),
      },
    );
  const founders = startup.team.filter((member) => member.role === 'founder' && !member.pending);
  return (
    <li className="space-y-2 rounded-xl p-4 ring-1 ring-slate-200">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h4 className="font-semibold break-words text-ink">
            {startup.published ? (
              <Link to={startupPagePath(startup.slug)} className="hover:underline">
                {startup.name}
              </Link>
            ) : (
              startup.name
            )}
          </h4>
          <p className="text-sm break-words text-slate-700">
            {startup.cohort || 'No cohort'} · {STARTUP_STATUS_LABELS[startup.status]} ·{' '}
            {startup.published ? 'Published' : 'Hidden'}
            {founders.length > 0 && ` · Founders: ${founders.map((member) => member.name).join(', ')}`}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="secondary" onClick={onEdit} aria-label={`Edit ${startup.name}`}>
            Edit
          </Button>
          <Button
            type="button"
            variant="secondary"
            onClick={toggle}
            disabled={save.isPending}
            aria-label={`${startup.published ? 'Hide' : 'Publish'} ${startup.name}`}
          >
            {save.isPending ? 'Saving...' : startup.published ? 'Hide' : 'Publish'}
          </Button>
          <Button type="button" variant="secondary" onClick={onDelete} aria-label={`Delete ${startup.name}`}>
            Delete
          </Button>
        </div>
      </div>
    </li>
  );
}

/** Every startup (docs/product.md#startup-profiles): alumni entered by hand, edits, hiding, deleting. */
export function StartupsAdmin() {
  const startups = useAdminStartups();
  const cohorts = useAdminCohorts();
  const remove = useDeleteStartup();
  const [editing, setEditing] = useState<StartupProfile | 'new' | null>(null);
  const [deleting, setDeleting] = useState<StartupProfile | null>(null);
  const [message, setMessage] = useState<ActionOutcome | null>(null);
  const show = (tone: 'success' | 'error', text: string) =>
    setMessage({ tone: tone === 'success' ? 'ok' : 'error', text });
  return (
    <section aria-labelledby="admin-startups-heading" className="space-y-4">
      <h3 id="admin-startups-heading" className="text-lg font-bold text-ink">
        Startups
      </h3>
      <ActionNotice look="box" notice={message} />
      {editing ? (
        <>
          <AdminStartupForm
            key={editing === 'new' ? 'new' : editing.id}
            startup={editing === 'new' ? null : editing}
            cohorts={cohorts.data?.items ?? []}
            onCancel={() => setEditing(null)}
            onDone={(text) => {
              show('success', text);
              setEditing(null);
            }}
          />
          {/* Jobs and funds raised are impact facts; an alumnus has no founders on the site to enter them. */}
          {editing !== 'new' && <StartupImpactPanel key={`impact-${editing.id}`} startupId={editing.id} />}
        </>
      ) : (
        <Button
          type="button"

          onClick={() => {
            setMessage(null);
            setEditing('new');
          }}
        >
          Add a startup
        </Button>
      )}
      <QueryItemList
        query={startups}
        what="startups"
        emptyTitle="No startups yet."
        emptyHint="Form a cohort from a call, or add an alumnus by hand for the portfolio."
      >
        {(startup) => (
          <StartupRow
            key={startup.id}
            startup={startup}
            onEdit={() => {
              setMessage(null);
              setEditing(startup);
            }}
            onDelete={() => setDeleting(startup)}
            onMessage={show}
          />
        )}
      </QueryItemList>
      {deleting && (
        <ConfirmDialog
          title={`Delete ${deleting.name}?`}
          confirmLabel="Delete"
          busyLabel="Deleting..."
          busy={remove.isPending}
          onCancel={() => setDeleting(null)}
          onConfirm={() =>
            remove.mutate(deleting.id, {
              onSuccess: () => {
                show('success', `Deleted "${deleting.name}".`);
                setDeleting(null);
              },
              onError: (error) => {
                show('error', failureOf(error));
                setDeleting(null);
              },
            })
          }
        >
          Its profile, logo and team places go for good; to take it off the portfolio only, choose Hide.
        </ConfirmDialog>
      )}
    </section>
  );
}
