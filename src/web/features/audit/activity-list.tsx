import { secondaryButton } from '#web/components/ui/form-styles';
import { EmailText } from '#web/components/ui/email-text';
import { EmptyState, ErrorNotice, Spinner } from '#web/components/ui/status';
import { useAuditTrail } from './api/get-audit';

const WHEN = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

/** The audit trail: who did what and when, newest first, older pages on demand. */
export function ActivityList() {
  const trail = useAuditTrail();

  if (trail.isPending) return <Spinner label="Loading activity" />;
  if (trail.isError && !trail.data)
    return <ErrorNotice onRetry={() => void trail.refetch()}>The activity could not be loaded.</ErrorNotice>;

  const entries = trail.data.pages.flatMap((page) => page.items);
  if (entries.length === 0)
    return (
      <EmptyState title="No admin actions yet.">
        Changes made in the admin area will be listed here with who made them and when.
      </EmptyState>
    );

  return (
    <div>
      <ol
        aria-label="Admin actions, newest first"
        className="divide-y divide-slate-200 rounded-xl ring-1 ring-slate-200"
      >
        {entries.map((entry) => (
          <li key={entry.id} className="grid gap-1 p-4 sm:grid-cols-[12rem_1fr] sm:gap-4">
            <time dateTime={entry.at} className="text-sm text-slate-600">
              {WHEN.format(new Date(entry.at))}
            </time>
            <div className="min-w-0">
              <p className="text-ink">{entry.summary}</p>
              <p className="text-sm wrap-anywhere text-slate-600">
                by <EmailText email={entry.actorEmail} /> ·{' '}
                <span className="font-mono text-xs">{entry.action}</span>
              </p>
            </div>
          </li>
        ))}
      </ol>
      <div className="mt-4 flex flex-col items-center gap-2" aria-live="polite">
        {trail.isFetchNextPageError && (
          <p className="text-sm text-red-700">Older actions could not be loaded.</p>
        )}
        {trail.hasNextPage ? (
          <button
            type="button"
            className={secondaryButton}
            disabled={trail.isFetchingNextPage}
            onClick={() => void trail.fetchNextPage()}
          >
            {trail.isFetchingNextPage ? 'Loading...' : 'Load more'}
          </button>
        ) : (
          <p className="text-sm text-slate-600">That is everything.</p>
        )}
      </div>
    </div>
  );
}
