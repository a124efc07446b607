import { describe, expect, expectTypeOf, it } from 'vitest';
import { endpointLink, endpointUrl } from './api-contract';
import { eventEndpoints } from './event-endpoints';
import { EVENTS_CALENDAR_URL, eventCalendarUrl, eventStreamUrl } from './event-links';

describe('event addresses built without the declarations (docs/decisions/035-one-contract-per-endpoint.md)', () => {
  it('are the addresses the declarations give', () => {
    expect(EVENTS_CALENDAR_URL).toBe(endpointUrl(eventEndpoints.calendar));
    expect(eventCalendarUrl(42)).toBe(endpointUrl(eventEndpoints.eventCalendar, { params: { id: 42 } }));
    expect(eventCalendarUrl(42)).toBe('/api/events/42.ics');
    expect(eventStreamUrl(null)).toBe(endpointUrl(eventEndpoints.stream));
    expect(eventStreamUrl(17)).toBe(endpointUrl(eventEndpoints.stream, { query: { lastEventId: '17' } }));
    expect(eventStreamUrl(17)).toBe('/api/events/stream?lastEventId=17');
  });

  // Type-level: `npm run typecheck` fails when one of these stops holding.
  it('fail typecheck for a path or parameter the declaration does not have', () => {
    type OneCalendar = typeof eventEndpoints.eventCalendar;
    expectTypeOf<Parameters<typeof endpointLink<OneCalendar>>[0]>().toEqualTypeOf<'/api/events/:id.ics'>();
    const links = () => [
      // @ts-expect-error a path other than the declared one
      endpointLink<OneCalendar>('/api/event/:id.ics', { params: { id: 1 } }),
      // @ts-expect-error the id is required
      endpointLink<OneCalendar>('/api/events/:id.ics'),
      // @ts-expect-error the id is a number, as the route reads it
      endpointLink<OneCalendar>('/api/events/:id.ics', { params: { id: 'one' } }),
      // @ts-expect-error the stream's query has no such value
      endpointLink<typeof eventEndpoints.stream>('/api/events/stream', { query: { after: '1' } }),
      endpointLink<typeof eventEndpoints.calendar>('/api/events.ics'),
    ];
    expect(links).toBeTypeOf('function');
  });
});
