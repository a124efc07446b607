import { EVENTS_CALENDAR_URL } from '#common/event-links';
import { EVENT_MESSAGES, type CentreEvent } from '#common/events';
import { SectionHeading } from '#web/components/ui/section-heading';
import { QueryStates, PageSpinner } from '#web/components/ui/status';
import { usePageTitle } from '#web/lib/use-page-meta';
import { EventCard } from './event-card';
import { useGroupedEvents } from './use-grouped-events';

interface ListProps {
  id: string;
  title: string;
  events: CentreEvent[];
  empty: string;
  columns: string;
  register: boolean;
  muted?: boolean;
}

function EventList({ id, title, events, empty, columns, register, muted }: ListProps) {
  return (
    <section aria-labelledby={id} className="mt-14 first:mt-0">
      <h2 id={id} className="mb-6 text-2xl font-bold text-ink">
        {title}
      </h2>
      {events.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-slate-300 bg-mist px-6 py-10 text-center text-slate-700">
          {empty}
        </p>
      ) : (
        <ul className={`grid gap-6 ${columns}`}>
          {events.map((event) => (
            <li key={event.id}>
              <EventCard event={event} showRegister={register} headingLevel={3} muted={muted} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * /events (docs/product.md#events-page): upcoming in three columns, past in two; programs too. The page fills
 * at least the screen, so the footer starts below the fold and does not jump when the events arrive.
 */
export default function EventsPage() {
  usePageTitle('Events & Programs');
  const { query, grouped } = useGroupedEvents();

  return (
    <div className="mx-auto min-h-svh max-w-6xl px-4 pt-28 pb-20 sm:px-6">
      <SectionHeading
        id="events-page-heading"
        level={1}
        eyebrow="Events"
        title="Events & Programs"
        intro="Workshops, hackathons, seminars, networking evenings and the centre's funding and accelerator programs."
      />
      <p className="-mt-4 mb-10 text-center">
        <a href={EVENTS_CALENDAR_URL} className="font-semibold text-brand-dark underline hover:text-ink">
          Subscribe to the events calendar (.ics)
        </a>
      </p>
      <QueryStates
        query={query}
        pending={<PageSpinner label="Loading events" />}
        failure={EVENT_MESSAGES.loadFailed}
      >
        {() =>
          grouped && (
            <>
              <EventList
                id="upcoming-events"
                title="Upcoming Events"
                events={grouped.upcoming}
                empty="No upcoming events at the moment."
                columns="sm:grid-cols-2 lg:grid-cols-3"
                register
              />
              {grouped.programs.length > 0 && (
                <EventList
                  id="program-events"
                  title="Programs"
                  events={grouped.programs}
                  empty=""
                  columns="sm:grid-cols-2 lg:grid-cols-3"
                  register
                />
              )}
              <EventList
                id="past-events"
                title="Past Events"
                events={grouped.past}
                empty="No past events to display."
                columns="md:grid-cols-2"
                register={false}
                muted
              />
            </>
          )
        }
      </QueryStates>
    </div>
  );
}
