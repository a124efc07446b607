import { jsonForScript, largestImageUrl, previewImageTags } from '#server/lib/page-head';
import { calendarDateInZone, zonedInstant } from '#common/times';
import { eventPagePath, type CentreEvent } from '#common/events';
import { recordIdSchema } from '#common/ids';
import { SITE } from '#common/site';
import { eventPlace } from '#common/event-wording';
import { escapeHtml } from '#server/modules/mail';
import type { Database } from '#server/db/database';
import { calendarTimes } from './ics';
import { loadEventViews } from './event-views';
import { findEvent } from './repository';

/** The event behind /events/:id, or null for an id that is not an event. */
export async function findEventForPage(db: Database, rawId: string): Promise<CentreEvent | null> {
  const id = recordIdSchema().safeParse(rawId);
  if (!/^\d{1,12}$/.test(rawId) || !id.success) return null;
  const row = await findEvent(db, id.data);
  if (!row) return null;
  const [view] = await loadEventViews(db, [row]);
  return view ?? null;
}

/** ISO 8601 with the centre zone's offset at that moment, e.g. 2025-03-10T10:00:00+05:30. */
export function withOffset(localDateTime: string, timeZone: string): string {
  const [date, time] = localDateTime.split('T') as [string, string];
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const instant = zonedInstant(date, { hours, minutes }, timeZone).getTime();
  const offsetMinutes = Math.round((Date.UTC(year, month - 1, day, hours, minutes) - instant) / 60_000);
  const sign = offsetMinutes < 0 ? '-' : '+';
  const absolute = Math.abs(offsetMinutes);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${localDateTime}${sign}${pad(Math.floor(absolute / 60))}:${pad(absolute % 60)}`;
}

function truncate(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
}

/** Few enough seats left to say "limited": a tenth of the room, and at least five. */
function isLimited(seatsLeft: number, capacity: number): boolean {
  return seatsLeft <= Math.max(5, Math.ceil(capacity / 10));
}

const AVAILABILITY = {
  inStock: 'https://schema.org/InStock',
  limited: 'https://schema.org/LimitedAvailability',
  soldOut: 'https://schema.org/SoldOut',
  /** The event is over, or its registration closed: nothing is offered any more. */
  over: 'https://schema.org/Discontinued',
} as const;

/**
 * Whether a place can still be had (docs/product.md#search-engines): over once the event has ended or its
 * registration closed; on the site, from the seats left (a full event with a waitlist is sold out: the
 * waitlist is not a seat); for a registration elsewhere we cannot know, so in stock.
 */
export function eventAvailability(event: CentreEvent, timeZone: string, now: Date): string {
  if (event.end_date < calendarDateInZone(now, timeZone)) return AVAILABILITY.over;
  if (event.registration_closes_at && Date.parse(event.registration_closes_at) <= now.getTime())
    return AVAILABILITY.over;
  if (event.registration_mode !== 'site' || event.seats_left === null) return AVAILABILITY.inStock;
  if (event.seats_left <= 0) return AVAILABILITY.soldOut;
  return isLimited(event.seats_left, event.attendees) ? AVAILABILITY.limited : AVAILABILITY.inStock;
}

/**
 * The organiser the page names, with only the contact the admin chose to show; the centre when none is
 * named (docs/product.md#single-event-page).
 */
function organizerOf(event: CentreEvent, publicUrl: string) {
  const { organiser } = event;
  if (!organiser.name) return { '@type': 'Organization', name: SITE.name, url: publicUrl };
  return {
    '@type': 'Organization',
    name: organiser.name,
    ...(organiser.contact === 'page' && organiser.page ? { url: organiser.page } : {}),
    ...(organiser.contact === 'email' && organiser.email ? { email: organiser.email } : {}),
  };
}

/** schema.org Event for search engines; times carry the centre zone's offset. */
export function eventStructuredData(
  event: CentreEvent,
  publicUrl: string,
  timeZone: string,
  now = new Date(),
) {
  const times = calendarTimes(event);
  const url = `${publicUrl}${eventPagePath(event.id)}`;
  // On-site registration happens on the event's own page; otherwise at the organiser's link.
  const registerAt = event.registration_mode === 'site' ? url : event.registration_link || url;
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.name,
    description: event.description,
    startDate: times.allDay ? event.start_date : withOffset(times.start, timeZone),
    endDate: times.allDay ? event.end_date : withOffset(times.end, timeZone),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: {
      '@type': 'Place',
      // The room is part of the place people look for ("Seminar Room 2, Innovation Hub").
      name: eventPlace(event),
      address: {
        '@type': 'PostalAddress',
        streetAddress: event.venue.address || event.location,
        addressLocality: SITE.postalAddress.locality,
        addressRegion: SITE.postalAddress.region,
        postalCode: SITE.postalAddress.postalCode,
        addressCountry: SITE.postalAddress.country,
      },
      ...(event.venue.map_link ? { hasMap: event.venue.map_link } : {}),
    },
    image: event.image
      ? [largestImageUrl({ src: event.image, srcSet: event.image_ref.srcSet }, publicUrl)]
      : undefined,
    url,
    maximumAttendeeCapacity: event.attendees,
    ...(event.registration_mode === 'site' && event.seats_left !== null
      ? { remainingAttendeeCapacity: Math.max(0, event.seats_left) }
      : {}),
    organizer: organizerOf(event, publicUrl),
    ...(event.speakers.length > 0
      ? {
          performer: event.speakers.map((speaker) => ({
            '@type': 'Person',
            name: speaker.name,
            ...(speaker.role ? { jobTitle: speaker.role } : {}),
            ...(speaker.link ? { url: speaker.link } : {}),
            ...(speaker.photo_ref ? { image: largestImageUrl(speaker.photo_ref, publicUrl) } : {}),
          })),
        }
      : {}),
    offers: {
      '@type': 'Offer',
      url: registerAt,
      price: 0,
      priceCurrency: 'INR',
      availability: eventAvailability(event, timeZone, now),
      ...(event.registration_opens_at ? { validFrom: event.registration_opens_at } : {}),
    },
  };
}

/** The <head> tags of an event's shareable page: title, description, Open Graph, Twitter, JSON-LD. */
export function eventHead(event: CentreEvent, publicUrl: string, timeZone: string): string {
  const title = `${event.name} | ${SITE.name}`;
  const description = truncate(event.description, 200);
  const url = `${publicUrl}${eventPagePath(event.id)}`;
  const image = event.image
    ? largestImageUrl({ src: event.image, srcSet: event.image_ref.srcSet }, publicUrl)
    : '';
  const attr = (text: string) => escapeHtml(text);
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${attr(description)}" />`,
    `<link rel="canonical" href="${attr(url)}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${attr(SITE.name)}" />`,
    `<meta property="og:title" content="${attr(event.name)}" />`,
    `<meta property="og:description" content="${attr(description)}" />`,
    `<meta property="og:url" content="${attr(url)}" />`,
    ...previewImageTags(
      event.image ? { ...event.image_ref, src: event.image } : null,
      event.name,
      publicUrl,
      attr,
    ),
    `<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}" />`,
    `<meta name="twitter:title" content="${attr(event.name)}" />`,
    `<meta name="twitter:description" content="${attr(description)}" />`,
    ...(image ? [`<meta name="twitter:image" content="${attr(image)}" />`] : []),
    `<script type="application/ld+json">${jsonForScript(eventStructuredData(event, publicUrl, timeZone))}</script>`,
  ];
  return tags.join('\n    ');
}
