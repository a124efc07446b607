import { Link } from 'react-router-dom';
import { eventIcsPath, eventPagePath, type CentreEvent } from '../../../common/events';
import { ResponsiveImage } from '../../components/ui/responsive-image';
import { CategoryBadge } from './category-badge';
import { formatAttendees, formatDateRange } from './format';

interface EventCardProps {
  event: CentreEvent;
  /** Upcoming events and programs offer registration (SPEC.md §2). */
  showRegister: boolean;
  headingLevel: 2 | 3 | 4;
  /** `wide` puts the picture beside the text on large screens (the home carousel). */
  layout?: 'wide' | 'tile';
  /** Past events are shown a little muted. */
  muted?: boolean;
}

function Detail({ icon, label, children }: { icon: string; label: string; children: string }) {
  return (
    <div className="flex items-start gap-2">
      <dt className="shrink-0">
        <span aria-hidden="true">{icon}</span>
        <span className="sr-only">{label}</span>
      </dt>
      <dd>{children}</dd>
    </div>
  );
}

export function EventCard({
  event,
  showRegister,
  headingLevel,
  layout = 'tile',
  muted = false,
}: EventCardProps) {
  const Heading = `h${headingLevel}` as const;
  const wide = layout === 'wide';
  return (
    <article
      aria-labelledby={`event-${event.id}-name`}
      className={`flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 ${wide ? 'lg:flex-row' : ''}`}
    >
      <div className={`relative shrink-0 bg-mist ${wide ? 'lg:w-1/2' : ''}`}>
        {event.image_ref.src ? (
          <ResponsiveImage
            image={event.image_ref}
            alt=""
            sizes={
              wide
                ? '(min-width: 1024px) 560px, 100vw'
                : '(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw'
            }
            className={`aspect-video w-full object-cover ${wide ? 'lg:h-full' : ''} ${muted ? 'grayscale-[40%]' : ''}`}
          />
        ) : (
          <div aria-hidden="true" className="aspect-video w-full" />
        )}
        <div className="absolute top-3 left-3">
          <CategoryBadge category={event.category} />
        </div>
      </div>
      <div className="flex flex-1 flex-col p-5 sm:p-6">
        <Heading id={`event-${event.id}-name`} className="text-xl font-bold text-ink">
          <Link to={eventPagePath(event.id)} className="hover:text-brand-dark hover:underline">
            {event.name}
          </Link>
        </Heading>
        <p className={`mt-2 text-slate-700 ${wide ? 'line-clamp-4' : 'line-clamp-3'}`}>{event.description}</p>
        <dl className="mt-4 space-y-1.5 text-sm text-slate-700">
          <Detail icon="📅" label="Dates">
            {formatDateRange(event.start_date, event.end_date)}
          </Detail>
          {event.time && (
            <Detail icon="⏰" label="Time">
              {event.time}
            </Detail>
          )}
          <Detail icon="📍" label="Location">
            {event.location}
          </Detail>
          <Detail icon="👥" label="Attendees">
            {formatAttendees(event.attendees)}
          </Detail>
        </dl>
        <div className="mt-auto flex flex-wrap items-center gap-3 pt-5">
          {showRegister && (
            <a
              href={event.registration_link}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center justify-center rounded-full bg-brand-dark px-5 py-2 text-sm font-semibold text-white shadow hover:bg-ink"
            >
              Register Now<span className="sr-only"> for {event.name} (opens in a new tab)</span>
            </a>
          )}
          <a
            href={eventIcsPath(event.id)}
            download
            className="inline-flex items-center justify-center rounded-full px-4 py-2 text-sm font-semibold text-brand-dark ring-1 ring-slate-300 hover:bg-mist"
          >
            Add to calendar<span className="sr-only">: {event.name}</span>
          </a>
        </div>
      </div>
    </article>
  );
}
