import { http, HttpResponse } from 'msw';
import type { Registrant, RegistrantList } from '#common/event-registrations';
import { EMPTY_ORGANISER, EMPTY_VENUE } from '#common/event-details';
import type { CentreEvent, EventList } from '#common/events';
import { image } from '#web/test-support/fixtures';
import { eventFeedbackHandler } from './feedback/test-fixtures';

/** Events shaped like GET /api/events answers, far enough from today to stay in their groups. */
export function eventFixture(overrides: Partial<CentreEvent> & { id: number; name: string }): CentreEvent {
  return {
    description: `About ${overrides.name}.`,
    category: 'workshop',
    image: `/media/${overrides.id}-640.webp`,
    image_ref: image(`event-${overrides.id}`),
    start_date: '2099-03-10',
    end_date: '2099-03-10',
    time: '10:00 AM - 1:30 PM',
    location: 'Main auditorium',
    attendees: 120,
    registration_link: `https://example.org/register/${overrides.id}`,
    registration_mode: 'external',
    registration_opens_at: null,
    registration_closes_at: null,
    registration_question: '',
    seats_left: null,
    waitlist_count: 0,
    attended_count: 0,
    agenda: [],
    speakers: [],
    venue: { ...EMPTY_VENUE },
    organiser: { ...EMPTY_ORGANISER },
    what_to_bring: '',
    ...overrides,
  };
}

export const UPCOMING = [
  eventFixture({ id: 1, name: 'Hack the Campus', category: 'hackathon', attendees: 300 }),
  eventFixture({
    id: 2,
    name: 'Design Thinking Lab',
    category: 'workshop',
    start_date: '2099-04-01',
    end_date: '2099-04-02',
  }),
];
export const PAST = [
  eventFixture({
    id: 3,
    name: 'Founders Evening',
    category: 'networking',
    start_date: '2001-01-05',
    end_date: '2001-01-05',
  }),
];
export const PROGRAMS = [
  eventFixture({ id: 4, name: 'Seed Fund 2099', category: 'Funding', attendees: 1000, time: '' }),
];

export function eventList(items: CentreEvent[], version = 7): EventList {
  return { items, timezone: 'Asia/Kolkata', version };
}

/** A person on an event's registrations list (GET /api/events/:id/registrations). */
export function registrantFixture(overrides: Partial<Registrant> = {}): Registrant {
  return {
    id: 1,
    name: 'Asha Rao',
    email: 'asha@example.org',
    state: 'registered',
    waitlist_position: null,
    offer_expires_at: null,
    answer: '',
    registered_at: '2099-01-01T00:00:00.000Z',
    checked_in_at: null,
    ...overrides,
  };
}

/**
 * The admin's registration screens' answers: one event, 5 "Pitch Night", taking registrations on the
 * site, and its registrations list as `list()` says at the time of each request.
 */
export function pitchNightRegistrations(list: () => RegistrantList) {
  return [
    http.get('*/api/events', () =>
      HttpResponse.json(
        eventList(
          [eventFixture({ id: 5, name: 'Pitch Night', registration_mode: 'site', seats_left: 10 })],
          1,
        ),
      ),
    ),
    http.get('*/api/events/5/registrations', () => HttpResponse.json(list())),
    // The event's feedback shows under its registrations (docs/product.md#event-feedback).
    eventFeedbackHandler(5),
  ];
}
