import { Link, Navigate, useParams } from 'react-router-dom';
import { EVENT_MESSAGES } from '#common/events';
import { recordIdSchema } from '#common/ids';
import { eventEndMoment, isProgram } from '#common/event-grouping';
import { ErrorNotice } from '#web/components/ui/status';
import { usePageTitle } from '#web/lib/use-page-meta';
import { useEvent } from './api/get-events';
import { EventCard } from './event-card';
import { useNow } from './use-grouped-events';

/** /events/:id: one event, shareable (the server sends its title and preview tags with the page). */
export default function EventDetailPage() {
  const { id } = useParams();
  const parsed = recordIdSchema().safeParse(id);
  const eventId = parsed.success ? parsed.data : 0;
  const { event, timezone, isPending, isError, notFound, refetch } = useEvent(eventId);
  usePageTitle(event?.name ?? 'Events & Programs');
  const now = useNow();

  if (!parsed.success || notFound) return <Navigate to="/events" replace />;
  const upcoming =
    event && timezone
      ? isProgram(event) || eventEndMoment(event, timezone).getTime() >= now.getTime()
      : false;

  return (
    <div className="mx-auto max-w-4xl px-4 pt-28 pb-20 sm:px-6">
      <p className="mb-6">
        <Link to="/events" className="font-semibold text-brand-dark hover:underline">
          <span aria-hidden="true">← </span>All events
        </Link>
      </p>
      <h1 className="sr-only">{event?.name ?? 'Event'}</h1>
      {isPending && (
        <p role="status" className="py-16 text-center text-lg text-slate-600">
          Loading events...
        </p>
      )}
      {isError && <ErrorNotice onRetry={refetch}>{EVENT_MESSAGES.loadFailed}</ErrorNotice>}
      {event && (
        <EventCard
          event={event}
          showRegister={upcoming}
          headingLevel={2}
          layout="wide"
          registration="full"
          timezone={timezone}
        />
      )}
    </div>
  );
}
