// Without zod: the home page's live feed and the public event cards use these at their first paint
// (docs/performance.md#front-end-budgets); each is typed from its declaration in ./event-endpoints.
import { endpointLink } from './api-contract';
import type { eventEndpoints } from './event-endpoints';

type Events = typeof eventEndpoints;

/** Every event as a calendar to subscribe to. */
export const EVENTS_CALENDAR_URL = endpointLink<Events['calendar']>('/api/events.ics');

/** One event as a calendar file. */
export function eventCalendarUrl(id: number): string {
  return endpointLink<Events['eventCalendar']>('/api/events/:id.ics', { params: { id } });
}

/** The live feed, resuming after the last change seen (a new EventSource cannot send Last-Event-ID). */
export function eventStreamUrl(lastEventId: number | null): string {
  return endpointLink<Events['stream']>('/api/events/stream', {
    query: lastEventId === null ? {} : { lastEventId: String(lastEventId) },
  });
}
