import { Link } from 'react-router-dom';
import { eventCalendarUrl } from '#common/event-links';
import { eventPagePath } from '#common/events-constants';
import type { CentreEvent } from '#common/events';
import { ResponsiveImage } from '#web/components/ui/responsive-image';
import { CategoryBadge } from './category-badge';
import { RegistrationBox } from './registration/registration-box';
import { REGISTER_LABEL, seatsText } from '#common/event-wording';
import { formatDateRange } from './format';

interface EventCardProps {
  event: CentreEvent;
  /** Upcoming events and programs offer registration (docs/product.md#events-section). */
  showRegister: boolean;
  headingLevel: 2 | 3 | 4;
  /** `wide` puts the picture beside the text on large screens (the home carousel). */
  layout?: 'wide' | 'tile';
  /** Past events are shown a little muted. */
  muted?: boolean;
  /** The event's own page shows the whole registration box (with the question); cards a short one. */
  registration?: 'compact' | 'full';
  /** The centre's zone, to mark times shown in the viewer's zone. */
  timezone?: string;
}

/** Outline icons (24-unit paths), drawn in the text colour; the font may have no emoji. */
const ICONS = {
  calendar: 'M8 3v3m8-3v3M4 9h16M5 5h14a1 1 0 0 1 1 1v13a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1z',
  clock: 'M12 7v5l3 2m6-2a9 9 0 1 1-18 0 9 9 0 0 1 18 0z',
  pin: 'M12 21s-7-6.2-7-11a7 7 0 1 1 14 0c0 4.8-7 11-7 11zm0-8.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z',
  people:
    'M16 19v-1a4 4 0 0 0-4-4H7a4 4 0 0 0-4 4v1m18 0v-1a4 4 0 0 0-3-3.9M15 4.1a4 4 0 0 1 0 7.8M13.5 7.5a4 4 0 1 1-8 0 4 4 0 0 1 8 0z',
} as const;

function Detail({ icon, label, children }: { icon: keyof typeof ICONS; label: string; children: string }) {
  return (
    <div className="flex items-start gap-2">
      <dt className="shrink-0 pt-0.5">
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
          className="h-4 w-4 text-brand-dark"
        >
          <path d={ICONS[icon]} />
        </svg>
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
  registration = 'compact',
  timezone,
}: EventCardProps) {
  const onSite = event.registration_mode === 'site';
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
          <Detail icon="calendar" label="Dates">
            {formatDateRange(event.start_date, event.end_date)}
          </Detail>
          {event.time && (
            <Detail icon="clock" label="Time">
              {event.time}
            </Detail>
          )}
          <Detail icon="pin" label="Location">
            {event.location}
          </Detail>
          <Detail icon="people" label="Seats">
            {seatsText(event, showRegister)}
          </Detail>
        </dl>
        {onSite && !showRegister && event.attended_count > 0 && (
          <p className="mt-3 text-sm text-slate-700">
            {event.attended_count.toLocaleString('en-IN')} attended
          </p>
        )}
        {onSite && (showRegister || registration === 'full') && (
          <div className="mt-4">
            <RegistrationBox
              event={event}
              open={showRegister}
              compact={registration === 'compact'}
              timezone={timezone}
            />
          </div>
        )}
        <div className="mt-auto flex flex-wrap items-center gap-3 pt-5">
          {showRegister && !onSite && (
            <a
              href={event.registration_link}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center justify-center rounded-full bg-brand-dark px-5 py-2 text-sm font-semibold text-white shadow hover:bg-ink"
            >
              {/* One flex item: a space at the start of its own item would be dropped from the name. */}
              <span>
                {REGISTER_LABEL}
                <span className="sr-only"> for {event.name} (opens in a new tab)</span>
              </span>
            </a>
          )}
          <a
            href={eventCalendarUrl(event.id)}
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
