import type { AuditEntryView } from '#common/audit';
import { EmptyState, QueryStates } from '#web/components/ui/status';
import { useAuditTrail } from './api/get-audit';
import { formatDate } from '#common/intl-cache';
import { Button } from '#web/components/ui/button';
import { PersonName } from '#web/components/ui/person-name';

/** The audit trail: who did what and when, newest first, older pages on demand. */
export function ActivityList() {
  const trail = useAuditTrail();
  return (
    <QueryStates
      query={trail}
      what="activity"
      isEmpty={(data) => data.pages.every((page) => page.items.length === 0)}
      empty={
        <EmptyState title="No admin actions yet.">
          Changes made in the admin area will be listed here with who made them and when.
        </EmptyState>
      }
    >
      {(data) => <Entries trail={trail} entries={data.pages.flatMap((page) => page.items)} />}
    </QueryStates>
  );
}

function Entries({ trail, entries }: { trail: ReturnType<typeof useAuditTrail>; entries: AuditEntryView[] }) {
  return (
    <div>
      <ol
        aria-label="Admin actions, newest first"
        className="divide-y divide-slate-200 rounded-xl ring-1 ring-slate-200"
      >
        {entries.map((entry) => (
          <li key={entry.id} className="grid gap-1 p-4 sm:grid-cols-[12rem_1fr] sm:gap-4">
            <time dateTime={entry.at} className="text-sm text-slate-600">
              {formatDate(entry.at, 'dateTime')}
            </time>
            <div className="min-w-0">
              <p className="text-ink">{entry.summary}</p>
              <p className="text-sm wrap-anywhere text-slate-600">
                by <PersonName name={entry.actorName} email={entry.actorEmail} /> ·{' '}
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
          <Button
            type="button"
            variant="secondary"
            disabled={trail.isFetchingNextPage}
            onClick={() => void trail.fetchNextPage()}
          >
            {trail.isFetchingNextPage ? 'Loading more…' : 'Load more'}
          </Button>
        ) : (
          <p className="text-sm text-slate-600">That is everything.</p>
        )}
      </div>
    </div>
  );
}
