import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ALERT_NAME_MAX, alertUpdateSchema, type Alert, type AlertUpdate } from '#common/alerts';
import { FieldMessage } from '#web/components/ui/form-field';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { inputClass } from '#web/components/ui/form-styles';
import {
  ActionNotice,
  type ActionOutcome,
  EmptyState,
  QueryStates,
  PageSpinner,
  failedOutcome,
} from '#web/components/ui/status';
import { SignedInPage } from '#web/features/auth';
import { usePageTitle } from '#web/lib/use-page-meta';
import { useChangeAlert } from './api/change-alert';
import { useMyAlerts } from './api/my-alerts';
import { Button } from '#web/components/ui/button';
import { useServerForm } from '#web/lib/use-server-form';

const LIST_PATHS = {
  ideas: '/wall-of-ideas',
  projects: '/projects',
  internships: '/internships',
  calls: '/programs',
} as const;
const LIST_NAMES = {
  ideas: 'Ideas',
  projects: 'Projects',
  internships: 'Internships',
  calls: 'Calls',
} as const;

/** /my/alerts (docs/product.md#my-alerts): the person's saved searches, to rename, pause, resume or delete. */
export default function MyAlertsPage() {
  usePageTitle('My alerts');
  return (
    <SignedInPage
      headingId="my-alerts-heading"
      title="My alerts"
      intro="Saved searches: we mail you one digest a day or a week with the new posts that match."
      returnTo="/my/alerts"
      loginNotice="Sign in to see your alerts."
      loadingLabel="Loading your alerts"
    >
      {() => <MyAlerts />}
    </SignedInPage>
  );
}

function MyAlerts() {
  const mine = useMyAlerts();
  return (
    <QueryStates
      query={mine}
      failure="Your alerts could not be loaded."
      pending={<PageSpinner label="Loading your alerts" />}
      isEmpty={(data) => data.items.length === 0}
      empty={
        <EmptyState title="You have no alerts yet">
          Search the{' '}
          <Link to="/internships" className="font-semibold text-brand-dark hover:underline">
            internships
          </Link>
          ,{' '}
          <Link to="/projects" className="font-semibold text-brand-dark hover:underline">
            projects
          </Link>{' '}
          or the{' '}
          <Link to="/wall-of-ideas" className="font-semibold text-brand-dark hover:underline">
            Wall of Ideas
          </Link>{' '}
          and choose “Alert me”.
        </EmptyState>
      }
    >
      {(data) => (
        <ul className="space-y-4">
          {data.items.map((alert) => (
            <li key={alert.id}>
              <AlertItem alert={alert} />
            </li>
          ))}
        </ul>
      )}
    </QueryStates>
  );
}

function AlertItem({ alert }: { alert: Alert }) {
  const change = useChangeAlert();
  const [notice, setNotice] = useState<ActionOutcome | null>(null);
  const [confirming, setConfirming] = useState(false);
  // Only the name is typed; How often, Pause and Delete change the alert at once.
  const rename = useServerForm(alertUpdateSchema, {
    defaultValues: { name: alert.name },
    failureMessage: () => null,
  });
  const nameError = rename.formState.errors.name?.message;
  const nameErrorId = `alert-${alert.id}-name-error`;
  const run = (update: AlertUpdate | 'delete') => {
    setNotice(null);
    change.mutate(
      { id: alert.id, change: update },
      {
        onSuccess: (answer) => {
          setConfirming(false);
          setNotice({ tone: 'ok', text: answer.message });
        },
        onError: (error) => setNotice(failedOutcome(error)),
      },
    );
  };
  const headingId = `alert-${alert.id}`;
  return (
    <article aria-labelledby={headingId} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={headingId} className="text-lg font-semibold break-words text-ink">
            {alert.name}
          </h2>
          <p className="text-sm break-words text-slate-600">
            <Link to={LIST_PATHS[alert.list]} className="font-semibold text-brand-dark hover:underline">
              {LIST_NAMES[alert.list]}
            </Link>
            {' · '}
            {alert.q ? `“${alert.q}”` : 'any text'}
            {alert.filter !== 'All' ? ` · ${alert.filter}` : ''}
          </p>
        </div>
        <span
          className={`rounded-full px-3 py-1 text-xs font-bold ${alert.paused ? 'bg-amber-100 text-amber-900' : 'bg-green-100 text-green-900'}`}
        >
          {alert.paused ? 'Paused' : alert.frequency === 'daily' ? 'Daily' : 'Weekly'}
        </span>
      </div>
      <form
        className="mt-3 flex flex-wrap items-end gap-2"
        onSubmit={rename.handleSubmit(({ name }) => {
          if (name !== undefined && name !== alert.name) run({ name });
        })}
      >
        {/* The name and its button wrap together (the button under the name on the narrowest phones), so
            Rename never lands beside How often as if it were that select's button. */}
        <div className="flex min-w-0 flex-1 basis-56 flex-wrap items-end gap-2">
          <label className="min-w-0 flex-1 basis-48 text-sm font-medium text-ink">
            Name
            <input
              className={inputClass}
              maxLength={ALERT_NAME_MAX}
              aria-invalid={nameError ? true : undefined}
              aria-describedby={nameError ? nameErrorId : undefined}
              {...rename.register('name')}
            />
          </label>
          <Button type="submit" variant="secondary" size="sm" disabled={change.isPending}>
            Rename<span className="sr-only">: {alert.name}</span>
          </Button>
          {nameError && (
            <div className="basis-full">
              <FieldMessage id={nameErrorId} message={nameError} />
            </div>
          )}
        </div>
        <label className="text-sm font-medium text-ink">
          How often
          <select
            className={inputClass}
            value={alert.frequency}
            disabled={change.isPending}
            onChange={(event) => run({ frequency: event.target.value as Alert['frequency'] })}
          >
            <option value="daily">Daily</option>
            <option value="weekly">Weekly</option>
          </select>
        </label>
      </form>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button
          type="button"
          variant="secondary"
          size="sm"
          disabled={change.isPending}
          onClick={() => run({ paused: !alert.paused })}
        >
          {alert.paused ? 'Resume' : 'Pause'}
          <span className="sr-only">: {alert.name}</span>
        </Button>
        <Button
          type="button"
          variant="secondary"
          size="sm"
          disabled={change.isPending}
          onClick={() => setConfirming(true)}
        >
          Delete<span className="sr-only">: {alert.name}</span>
        </Button>
      </div>
      <ActionNotice notice={notice} />
      {confirming && (
        <ConfirmDialog
          title="Delete this alert?"
          confirmLabel="Delete alert"
          busy={change.isPending}
          onConfirm={() => run('delete')}
          onCancel={() => setConfirming(false)}
        >
          “{alert.name}” will send no more mail.
        </ConfirmDialog>
      )}
    </article>
  );
}
