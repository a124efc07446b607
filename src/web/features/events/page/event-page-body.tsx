import { eventPlace } from '#common/event-wording';
import type { CentreEvent } from '#common/events';
import { ResponsiveImage } from '#web/components/ui/responsive-image';
import { CategoryBadge } from '../category-badge';
import { formatDateRange } from '../format';
import { AgendaSection } from './agenda-section';
import { OrganiserSection } from './organiser-section';
import { RegistrationSection } from './registration-section';
import { SpeakersSection } from './speakers-section';
import { VenueSection } from './venue-section';

interface EventPageBodyProps {
  event: CentreEvent;
  open: boolean;
  timezone?: string;
  now: Date;
}

/**
 * An event's own page (docs/product.md#single-event-page): the picture and the facts, then the agenda and
 * speakers beside the registration, venue and organiser (one column on phones, registration first after
 * the facts).
 */
export function EventPageBody({ event, open, timezone, now }: EventPageBodyProps) {
  const when = [formatDateRange(event.start_date, event.end_date), event.time].filter(Boolean).join(' · ');
  const place = eventPlace(event);
  return (
    <article aria-labelledby="event-name">
      <header className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 lg:flex">
        <div className="relative bg-mist lg:w-5/12 lg:shrink-0">
          {event.image_ref.src ? (
            <ResponsiveImage
              image={event.image_ref}
              alt=""
              sizes="(min-width: 1024px) 460px, 100vw"
              className="aspect-video w-full object-cover lg:h-full"
            />
          ) : (
            <div aria-hidden="true" className="aspect-video w-full" />
          )}
        </div>
        <div className="p-5 sm:p-6">
          <CategoryBadge category={event.category} />
          <h1 id="event-name" className="mt-3 break-words text-2xl font-bold text-ink sm:text-3xl">
            {event.name}
          </h1>
          <p className="mt-3 font-semibold text-slate-800">{when}</p>
          <p className="text-slate-700">{place}</p>
          <p className="mt-4 whitespace-pre-line break-words text-slate-700">{event.description}</p>
        </div>
      </header>
      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="space-y-6 lg:order-2">
          <RegistrationSection event={event} open={open} timezone={timezone} now={now} />
        </div>
        <div className="space-y-6 lg:order-1 lg:row-span-2">
          <AgendaSection agenda={event.agenda} firstDay={event.start_date} />
          <SpeakersSection speakers={event.speakers} />
        </div>
        <div className="space-y-6 lg:order-3">
          <VenueSection event={event} />
          <OrganiserSection organiser={event.organiser} />
        </div>
      </div>
    </article>
  );
}
