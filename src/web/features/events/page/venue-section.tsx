import { eventPlace } from '#common/event-wording';
import type { CentreEvent } from '#common/events';
import { DetailSection } from './detail-section';

/** Where the event is: room, place, address, map, how to get there and accessibility. */
export function VenueSection({ event }: { event: CentreEvent }) {
  const { venue } = event;
  return (
    <DetailSection id="event-venue" title="Venue">
      <address className="not-italic text-slate-700">
        <span className="block font-semibold text-ink">{eventPlace(event)}</span>
        {venue.address && <span className="block break-words">{venue.address}</span>}
      </address>
      {venue.map_link && (
        <p className="mt-2">
          <a
            href={venue.map_link}
            target="_blank"
            rel="noopener noreferrer"
            className="font-semibold text-brand-dark underline hover:text-ink"
          >
            Open the map<span className="sr-only"> (opens in a new tab)</span>
          </a>
        </p>
      )}
      {(venue.directions || venue.accessibility) && (
        <dl className="mt-4 space-y-3 text-slate-700">
          {venue.directions && (
            <div>
              <dt className="font-semibold text-ink">How to get there</dt>
              <dd className="whitespace-pre-line break-words">{venue.directions}</dd>
            </div>
          )}
          {venue.accessibility && (
            <div>
              <dt className="font-semibold text-ink">Accessibility</dt>
              <dd className="whitespace-pre-line break-words">{venue.accessibility}</dd>
            </div>
          )}
        </dl>
      )}
    </DetailSection>
  );
}
