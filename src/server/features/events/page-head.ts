import { jsonForScript, largestImageUrl, previewImageTags } from '#server/lib/page-head';
import { zonedInstant } from '#common/times';
import { eventPagePath, type CentreEvent } from '#common/events';
import { recordIdSchema } from '#common/ids';
import { SITE } from '#common/site';
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

/** schema.org Event for search engines; times carry the centre zone's offset. */
export function eventStructuredData(event: CentreEvent, publicUrl: string, timeZone: string) {
  const times = calendarTimes(event);
  const url = `${publicUrl}${eventPagePath(event.id)}`;
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.name,
    description: event.description,
    startDate: times.allDay ? event.start_date : withOffset(times.start, timeZone),
    endDate: times.allDay ? event.end_date : withOffset(times.end, timeZone),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: { '@type': 'Place', name: event.location, address: event.location },
    image: event.image
      ? [largestImageUrl({ src: event.image, srcSet: event.image_ref.srcSet }, publicUrl)]
      : undefined,
    url,
    maximumAttendeeCapacity: event.attendees,
    organizer: { '@type': 'Organization', name: SITE.name, url: publicUrl },
    offers: { '@type': 'Offer', url: event.registration_link, availability: 'https://schema.org/InStock' },
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

/** Puts an event's head into the page shell in place of the shell's own title and description. */
export function injectHead(shellHtml: string, head: string): string {
  const own = /<title>[\s\S]*?<\/title>\s*<meta name="description"[^>]*>/;
  if (own.test(shellHtml)) return shellHtml.replace(own, () => head);
  return shellHtml.replace('</head>', () => `    ${head}\n  </head>`);
}
