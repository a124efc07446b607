import { Link, useParams } from 'react-router-dom';
import { EVENT_MESSAGES } from '#common/events';
import { recordIdSchema } from '#common/ids';
import { NOT_FOUND_TITLE } from '#common/routes';
import { eventEndMoment, isProgram } from '#common/event-grouping';
import { NotFoundPage } from '#web/components/ui/not-found-page';
import { PageSpinner, QueryStates } from '#web/components/ui/status';
import { usePageTitle } from '#web/lib/use-page-meta';
import { useEvent } from './api/get-events';
import { EventPageBody } from './page/event-page-body';
import { useNow } from './use-grouped-events';

/** /events/:id: one event, shareable (the server sends its title and preview tags with the page). */
export default function EventDetailPage() {
  const { id } = useParams();
  const parsed = recordIdSchema().safeParse(id);
  const eventId = parsed.success ? parsed.data : 0;
  const { event, timezone, isPending, isError, notFound, refetch } = useEvent(eventId);
  const missing = !parsed.success || notFound;
  usePageTitle(missing ? NOT_FOUND_TITLE : (event?.name ?? 'Events & Programs'));
  const now = useNow();

  if (missing) return <NotFoundPage />;
  const upcoming =
    event && timezone
      ? isProgram(event) || eventEndMoment(event, timezone).getTime() >= now.getTime()
      : false;

  return (
    <div className="mx-auto max-w-6xl px-4 pt-28 pb-20 sm:px-6">
      <p className="mb-6">
        <Link to="/events" className="font-semibold text-brand-dark hover:underline">
          <span aria-hidden="true">← </span>All events
        </Link>
      </p>
      {!event && <h1 className="sr-only">Event</h1>}
      <QueryStates
        query={{ isPending, isError, data: event, refetch }}
        pending={<PageSpinner label="Loading the event" />}
        failure={EVENT_MESSAGES.loadFailed}
      >
        {(loaded) => <EventPageBody event={loaded} open={upcoming} timezone={timezone} now={now} />}
      </QueryStates>
    </div>
  );
}
