import { describe, expect, it } from 'vitest';
import { eventFixture } from '../test-fixtures';
import { defaultRegistrationEvent } from './default-registration-event';

const NOW = new Date(2030, 5, 15, 12);
const event = (id: number, start: string, people: { registered?: number; waiting?: number } = {}) =>
  eventFixture({
    id,
    name: `Event ${id}`,
    registration_mode: 'site',
    start_date: start,
    end_date: start,
    attendees: 50,
    seats_left: 50 - (people.registered ?? 0),
    waitlist_count: people.waiting ?? 0,
  });

describe('the event the Registrations tab opens on', () => {
  it('is the next event with people registered or waiting, not an empty one nor a past one', () => {
    const events = [
      event(1, '2030-06-01', { registered: 30 }),
      event(2, '2030-06-20'),
      event(3, '2030-07-10', { registered: 4 }),
      event(4, '2030-08-01', { registered: 50, waiting: 3 }),
    ];
    expect(defaultRegistrationEvent(events, NOW)?.id).toBe(3);
    expect(defaultRegistrationEvent([events[3]!, events[1]!, events[0]!], NOW)?.id).toBe(4);
  });

  it('counts an event running today as ahead, and a waitlist alone as people', () => {
    expect(
      defaultRegistrationEvent([event(1, '2030-06-15'), event(2, '2030-06-30', { waiting: 1 })], NOW)?.id,
    ).toBe(2);
    expect(defaultRegistrationEvent([event(1, '2030-06-15', { registered: 1 })], NOW)?.id).toBe(1);
  });

  it('falls back to the next event, then to the latest past one', () => {
    expect(
      defaultRegistrationEvent([event(1, '2030-06-01', { registered: 9 }), event(2, '2030-09-01')], NOW)?.id,
    ).toBe(2);
    expect(defaultRegistrationEvent([event(2, '2030-05-01'), event(1, '2030-01-01')], NOW)?.id).toBe(2);
    expect(defaultRegistrationEvent([], NOW)).toBeUndefined();
  });
});
