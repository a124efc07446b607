import { Link, useParams } from 'react-router-dom';
import { ADMIN_PATH } from '#common/routes';
import { EmptyState, LiveStatus, QueryStates } from '#web/components/ui/status';
import { usePageTitle } from '#web/lib/use-page-meta';
import { useEvent } from '../api/get-events';
import { useRegistrants } from '../api/registrants';
import { CheckInPanel } from './check-in-panel';

/** Other staff check people in at the same time: the counts catch up this often. */
const COUNTS_REFRESH_MS = 30_000;

/** Checked in of registered (attended people hold their seat too), from the admin list. */
function CheckInCounts({ eventId }: { eventId: number }) {
  const list = useRegistrants(eventId, COUNTS_REFRESH_MS);
  return (
    <QueryStates query={list} loading="Loading the counts" failure="The counts could not be loaded.">
      {({ items }) => {
        const attended = items.filter((row) => row.state === 'attended').length;
        const holding = attended + items.filter((row) => row.state === 'registered').length;
        return (
          <LiveStatus className="text-lg text-ink">
            <span className="text-3xl font-bold tabular-nums">{attended}</span> of{' '}
            <span className="font-semibold tabular-nums">{holding}</span> registered checked in
          </LiveStatus>
        );
      }}
    </QueryStates>
  );
}

/**
 * /ad123/events/:id/check-in (docs/product.md#check-in-page): one event's check-in at the door, made
 * for a phone and for a bookmark, so staff open it straight at the event.
 */
export function CheckInPage() {
  const params = useParams();
  const eventId = /^\d{1,12}$/.test(params.id ?? '') ? Number(params.id) : 0;
  const { event, isError, notFound, refetch } = useEvent(eventId);
  usePageTitle(event ? `Check-in: ${event.name}` : 'Check-in');
  // null: there is no such event; undefined: not known yet.
  const found = notFound || eventId === 0 ? null : event;
  const body = (
    <QueryStates
      query={{ isPending: found === undefined && !isError, isError, data: found, refetch }}
      loading="Loading the event"
      failure="The event could not be loaded."
      isEmpty={(shown) => shown === null}
      empty={<EmptyState title="There is no such event" />}
    >
      {(shown) =>
        shown?.registration_mode === 'site' ? (
          <>
            <CheckInCounts eventId={eventId} />
            <CheckInPanel eventId={eventId} />
          </>
        ) : (
          <EmptyState title="This event does not take registrations on this site">
            People register through its external link, so there is nobody to check in here.
          </EmptyState>
        )
      }
    </QueryStates>
  );
  return (
    <div className="min-h-[70vh] bg-white pt-24 pb-16">
      <div className="mx-auto max-w-xl space-y-5 px-4">
        <div>
          <p className="text-sm font-semibold text-slate-600">Check-in at the door</p>
          <h1 className="text-2xl font-bold wrap-anywhere text-ink">{event?.name ?? 'Check-in'}</h1>
          {event && (
            <p className="text-slate-700">
              {event.start_date}
              {event.time ? ` · ${event.time}` : ''}
              {event.location ? ` · ${event.location}` : ''}
            </p>
          )}
        </div>
        {body}
        <p>
          <Link to={`${ADMIN_PATH}/registrations`} className="font-semibold text-brand-dark underline">
            All registrations
          </Link>
        </p>
      </div>
    </div>
  );
}
