import { ICalCalendar, ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { tzlib_get_ical_block } from 'timezones-ical-library';
import { parseEndTime, parseStartTime, type ClockTime } from '#common/event-grouping';
import { eventPagePath, EVENT_CATEGORY_LABELS, type CentreEvent } from '#common/events';
import { SITE } from '#common/site';
import { inCalendarOrder } from '#server/lib/icalendar';

const pad = (value: number) => String(value).padStart(2, '0');

function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** A wall-clock time in the centre's zone, as ical-generator takes it with an event time zone. */
function local(date: string, clock: ClockTime): string {
  return `${date}T${pad(clock.hours)}:${pad(clock.minutes)}:00`;
}

/**
 * When an event happens, for a calendar: with a start time it is timed in the centre's zone
 * (ending at the time after the dash, else an hour after the start); without one it is all-day.
 */
export function calendarTimes(
  event: Pick<CentreEvent, 'start_date' | 'end_date' | 'time'>,
): { allDay: true; start: string; end: string } | { allDay: false; start: string; end: string } {
  const startClock = parseStartTime(event.time);
  if (!startClock) return { allDay: true, start: event.start_date, end: addDays(event.end_date, 1) };
  const start = local(event.start_date, startClock);
  const endClock = parseEndTime(event.time);
  let end: string;
  if (endClock) {
    end = local(event.end_date, endClock);
    // "8:00 PM - 12:00 AM" ends at the next midnight, not before it started.
    if (end <= start) end = local(addDays(event.end_date, 1), endClock);
  } else {
    const hours = startClock.hours + 1;
    end =
      hours < 24
        ? local(event.end_date, { hours, minutes: startClock.minutes })
        : local(addDays(event.end_date, 1), { hours: hours - 24, minutes: startClock.minutes });
  }
  return { allDay: false, start, end };
}

/** What a calendar entry needs of an event: what it says, and when it was created and last changed. */
export type CalendarEvent = Pick<
  CentreEvent,
  | 'id'
  | 'name'
  | 'description'
  | 'category'
  | 'start_date'
  | 'end_date'
  | 'time'
  | 'location'
  | 'registration_link'
> & { created_at: string; updated_at: string };

/**
 * RFC 5545's SEQUENCE must grow with every revision, or calendar apps keep the old copy. Whole
 * seconds from creation to the last change grow with every edit without a counter column.
 */
export function revisionNumber(event: Pick<CalendarEvent, 'created_at' | 'updated_at'>): number {
  const seconds = Math.floor((Date.parse(event.updated_at) - Date.parse(event.created_at)) / 1000);
  return Number.isFinite(seconds) && seconds > 0 ? seconds : 0;
}

/** TEXT as RFC 5545 (section 3.3.11) writes it; ical-generator leaves the calendar's name unescaped. */
export function escapeCalendarText(text: string): string {
  return text.replace(/([\\;,])/g, '\\$1').replace(/\r?\n/g, '\\n');
}

interface CalendarOptions {
  timeZone: string;
  publicUrl: string;
  name: string;
}

/** An iCalendar file (RFC 5545) of events, with the centre's VTIMEZONE so clients place times right. */
export function buildCalendar(events: CalendarEvent[], options: CalendarOptions): string {
  const host = new URL(options.publicUrl).host;
  const calendar = new ICalCalendar({
    name: escapeCalendarText(options.name),
    prodId: { company: SITE.name, product: 'Events', language: 'EN' },
    url: `${options.publicUrl}/events`,
    ttl: 60 * 60,
    // The feed and the mailed attachment alike publish: the mail's MIME type says method=PUBLISH too.
    method: ICalCalendarMethod.PUBLISH,
  });
  // No calendar-wide zone: with one, ical-generator writes DTSTAMP and LAST-MODIFIED as floating local
  // times instead of UTC. Each timed event names the zone, and the generator adds its VTIMEZONE.
  calendar.timezone({ name: null, generator: (zone) => tzlib_get_ical_block(zone)[0] ?? null });
  for (const event of events) {
    const times = calendarTimes(event);
    const url = `${options.publicUrl}${eventPagePath(event.id)}`;
    calendar.createEvent({
      id: `event-${event.id}@${host}`,
      summary: event.name,
      description: `${event.description}\n\nRegister: ${event.registration_link || url}`,
      location: event.location,
      url,
      categories: [{ name: EVENT_CATEGORY_LABELS[event.category] }],
      status: ICalEventStatus.CONFIRMED,
      sequence: revisionNumber(event),
      created: new Date(event.created_at),
      lastModified: new Date(event.updated_at),
      start: times.start,
      end: times.end,
      ...(times.allDay ? { allDay: true } : { timezone: options.timeZone }),
    });
  }
  return inCalendarOrder(calendar.toString());
}

/** A file name for the download: the event's name in plain letters. */
export function icsFileName(event: Pick<CentreEvent, 'id' | 'name'>): string {
  const slug = event.name
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .replace(/[\s_-]+/g, '-')
    .toLowerCase()
    .slice(0, 60);
  return `${slug || `event-${event.id}`}.ics`;
}
