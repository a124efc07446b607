import { describe, expect, it } from 'vitest';
import { EMPTY_ORGANISER, EMPTY_VENUE } from '#common/event-details';
import type { CentreEvent } from '#common/events';
import { eventAvailability, eventStructuredData } from './page-head';

const ZONE = 'Asia/Kolkata';
const NOW = new Date('2026-12-01T06:00:00.000Z');
const EVENT: CentreEvent = {
  id: 12,
  name: 'Design sprint',
  description: 'Two days of prototyping.',
  category: 'workshop',
  image: '',
  image_ref: { src: '', srcSet: '', width: 0, height: 0 },
  start_date: '2026-12-10',
  end_date: '2026-12-11',
  time: '10:00 AM - 4:00 PM',
  location: 'Innovation Hub, Room 2',
  attendees: 60,
  registration_link: '',
  registration_mode: 'site',
  registration_opens_at: '2026-11-20T04:30:00.000Z',
  registration_closes_at: null,
  registration_question: '',
  seats_left: 40,
  waitlist_count: 0,
  attended_count: 0,
  agenda: [],
  speakers: [],
  venue: { ...EMPTY_VENUE },
  organiser: { ...EMPTY_ORGANISER },
  what_to_bring: '',
};

describe('an event for search engines (schema.org Event)', () => {
  it('says in stock, limited, or sold out from the seats left; a waitlist is not a seat', () => {
    expect(eventAvailability(EVENT, ZONE, NOW)).toBe('https://schema.org/InStock');
    expect(eventAvailability({ ...EVENT, seats_left: 6 }, ZONE, NOW)).toBe(
      'https://schema.org/LimitedAvailability',
    );
    expect(eventAvailability({ ...EVENT, seats_left: 0, waitlist_count: 9 }, ZONE, NOW)).toBe(
      'https://schema.org/SoldOut',
    );
  });

  it('says nothing is offered once the event is over or its registration has closed', () => {
    expect(eventAvailability({ ...EVENT, start_date: '2026-11-28', end_date: '2026-11-30' }, ZONE, NOW)).toBe(
      'https://schema.org/Discontinued',
    );
    expect(
      eventAvailability({ ...EVENT, registration_closes_at: '2026-12-01T05:00:00.000Z' }, ZONE, NOW),
    ).toBe('https://schema.org/Discontinued');
    // The last day, in the centre's zone, is not over yet.
    expect(eventAvailability({ ...EVENT, start_date: '2026-12-01', end_date: '2026-12-01' }, ZONE, NOW)).toBe(
      'https://schema.org/InStock',
    );
  });

  it('points the offer at the page where one registers, with a price, and the place at a postal address', () => {
    const data = eventStructuredData(EVENT, 'https://innovation.example.edu', ZONE, NOW);
    expect(data.offers).toEqual({
      '@type': 'Offer',
      url: 'https://innovation.example.edu/events/12',
      price: 0,
      priceCurrency: 'INR',
      availability: 'https://schema.org/InStock',
      validFrom: '2026-11-20T04:30:00.000Z',
    });
    expect(data.location.address).toMatchObject({
      '@type': 'PostalAddress',
      streetAddress: 'Innovation Hub, Room 2',
      addressCountry: 'IN',
    });
    expect(data.eventStatus).toBe('https://schema.org/EventScheduled');
    expect(data.organizer).toMatchObject({ '@type': 'Organization' });
    expect(data.remainingAttendeeCapacity).toBe(40);
    expect(data.startDate).toBe('2026-12-10T10:00:00+05:30');
  });

  it("sends people to the organiser's link when registration is elsewhere", () => {
    const external = { ...EVENT, registration_mode: 'external' as const, seats_left: null };
    const data = eventStructuredData(
      { ...external, registration_link: 'https://forms.example.org/sprint' },
      'https://innovation.example.edu',
      ZONE,
      NOW,
    );
    expect(data.offers.url).toBe('https://forms.example.org/sprint');
    expect(data).not.toHaveProperty('remainingAttendeeCapacity');
  });

  it('names the organiser with only the contact shown, the speakers as performers, and the room', () => {
    const data = eventStructuredData(
      {
        ...EVENT,
        speakers: [
          {
            name: 'Meera Iyer',
            role: 'Founder, Kavya Labs',
            link: 'https://kavya.example.org',
            photo: '0b5c2f4e-6a1d-4e8b-9c3f-2d7a1e5b8c90',
            photo_alt: 'Meera Iyer speaking at a podium',
            photo_ref: {
              src: '/media/0b5c2f4e-6a1d-4e8b-9c3f-2d7a1e5b8c90/128.webp',
              srcSet:
                '/media/0b5c2f4e-6a1d-4e8b-9c3f-2d7a1e5b8c90/128.webp 128w, /media/0b5c2f4e-6a1d-4e8b-9c3f-2d7a1e5b8c90/256.webp 256w',
              width: 256,
              height: 256,
            },
          },
          { name: 'Arjun Rao', role: '', link: '', photo: '', photo_alt: '', photo_ref: null },
        ],
        venue: { ...EMPTY_VENUE, room: 'Seminar Room 2', address: 'Block C, 3rd floor', map_link: '' },
        organiser: { name: 'E-Cell', contact: 'page', email: '', page: 'https://ecell.example.edu' },
      },
      'https://innovation.example.edu',
      ZONE,
      NOW,
    );
    expect(data.organizer).toEqual({
      '@type': 'Organization',
      name: 'E-Cell',
      url: 'https://ecell.example.edu',
    });
    expect(data.performer).toEqual([
      {
        '@type': 'Person',
        name: 'Meera Iyer',
        jobTitle: 'Founder, Kavya Labs',
        url: 'https://kavya.example.org',
        image: 'https://innovation.example.edu/media/0b5c2f4e-6a1d-4e8b-9c3f-2d7a1e5b8c90/256.webp',
      },
      { '@type': 'Person', name: 'Arjun Rao' },
    ]);
    expect(data.location.name).toBe('Seminar Room 2, Innovation Hub, Room 2');
    // A place that already names its room says it once.
    const named = { ...EVENT, venue: { ...EMPTY_VENUE, room: 'room 2' } };
    expect(eventStructuredData(named, 'https://innovation.example.edu', ZONE, NOW).location.name).toBe(
      'Innovation Hub, Room 2',
    );
    expect(data.location.address.streetAddress).toBe('Block C, 3rd floor');
    // Without a named organiser the centre organises; without speakers there is no performer.
    const plain = eventStructuredData(EVENT, 'https://innovation.example.edu', ZONE, NOW);
    expect(plain.organizer).toMatchObject({ '@type': 'Organization', url: 'https://innovation.example.edu' });
    expect(plain).not.toHaveProperty('performer');
  });
});
