import { describe, expect, it } from 'vitest';
import {
  eventEndMoment,
  groupEvents,
  parseEndTime,
  parseStartTime,
  type GroupableEvent,
} from './event-grouping';
import { zonedInstant } from './times';

const event = (overrides: Partial<GroupableEvent> & { name?: string } = {}) => ({
  name: 'Demo',
  category: 'workshop',
  start_date: '2025-03-10',
  end_date: '2025-03-10',
  time: '',
  ...overrides,
});

describe('parseEndTime', () => {
  it.each([
    ['10:00 AM - 1:30 PM', { hours: 13, minutes: 30 }],
    ['9:00 am – 11:15 am', { hours: 11, minutes: 15 }],
    ['6 PM - 12:00 AM', { hours: 0, minutes: 0 }],
    ['11:00 AM - 12:45 AM', { hours: 0, minutes: 45 }],
    ['10:00 AM - 12:00 PM', { hours: 12, minutes: 0 }],
    ['10:00 AM - 12:30 PM', { hours: 12, minutes: 30 }],
    ['10:00 AM-11:30 P.M.', { hours: 23, minutes: 30 }],
    ['10:00 AM — 1:05 pm', { hours: 13, minutes: 5 }],
  ])('reads the end of "%s"', (text, expected) => {
    expect(parseEndTime(text)).toEqual(expected);
  });

  it.each([
    ['', 'empty text'],
    ['10:00 AM', 'no dash'],
    ['All day', 'garbage'],
    ['10:00 AM - late', 'garbage after the dash'],
    ['10:00 - 14:00', 'a 24-hour clock without AM/PM'],
    ['10:00 AM - 13:30 PM', 'an hour beyond 12'],
    ['10:00 AM - 0:30 AM', 'hour zero'],
    ['10:00 AM - 1:75 PM', 'minutes beyond 59'],
  ])('gives no end time for %j (%s)', (text) => {
    expect(parseEndTime(text)).toBeNull();
  });

  it('reads the start from the part before the dash, or the whole text', () => {
    expect(parseStartTime('10:00 AM - 1:30 PM')).toEqual({ hours: 10, minutes: 0 });
    expect(parseStartTime('12:15 AM')).toEqual({ hours: 0, minutes: 15 });
    expect(parseStartTime('Evening')).toBeNull();
  });
});

describe('zonedInstant', () => {
  it('places a wall-clock time in the given zone, whatever the machine zone', () => {
    expect(zonedInstant('2025-03-10', { hours: 23, minutes: 30 }, 'Asia/Kolkata').toISOString()).toBe(
      '2025-03-10T18:00:00.000Z',
    );
    expect(zonedInstant('2025-03-10', { hours: 0, minutes: 0 }, 'UTC').toISOString()).toBe(
      '2025-03-10T00:00:00.000Z',
    );
    expect(zonedInstant('2025-01-15', { hours: 9, minutes: 0 }, 'America/New_York').toISOString()).toBe(
      '2025-01-15T14:00:00.000Z',
    );
  });

  it('uses the offset valid on the day across daylight-saving changes', () => {
    // New York: EST (-5) until 9 March 2025 02:00, EDT (-4) after.
    expect(zonedInstant('2025-03-09', { hours: 23, minutes: 59 }, 'America/New_York').toISOString()).toBe(
      '2025-03-10T03:59:00.000Z',
    );
    expect(zonedInstant('2025-03-08', { hours: 23, minutes: 59 }, 'America/New_York').toISOString()).toBe(
      '2025-03-09T04:59:00.000Z',
    );
    // Sydney: AEDT (+11) until 6 April 2025 03:00, AEST (+10) after.
    expect(zonedInstant('2025-04-07', { hours: 12, minutes: 0 }, 'Australia/Sydney').toISOString()).toBe(
      '2025-04-07T02:00:00.000Z',
    );
  });
});

describe('eventEndMoment', () => {
  it('is end_date at the end time, or 23:59:59 without a usable one', () => {
    expect(eventEndMoment(event({ time: '10:00 AM - 11:30 PM' }), 'Asia/Kolkata').toISOString()).toBe(
      '2025-03-10T18:00:00.000Z',
    );
    expect(eventEndMoment(event({ time: 'Evening' }), 'Asia/Kolkata').toISOString()).toBe(
      '2025-03-10T18:29:59.000Z',
    );
    expect(
      eventEndMoment(event({ end_date: '2025-03-12', time: '9:00 AM - 12:00 AM' }), 'Asia/Kolkata'),
    ).toEqual(new Date('2025-03-11T18:30:00.000Z'));
  });
});

describe('groupEvents', () => {
  const lateEvening = event({ name: 'Late', time: '6:00 PM - 11:30 PM' });

  it('an event ending 11:30 PM in Kolkata is upcoming at 17:59 UTC and past at 18:01 UTC', () => {
    const before = groupEvents([lateEvening], new Date('2025-03-10T17:59:00Z'), 'Asia/Kolkata');
    expect(before.upcoming.map((item) => item.name)).toEqual(['Late']);
    const after = groupEvents([lateEvening], new Date('2025-03-10T18:01:00Z'), 'Asia/Kolkata');
    expect(after.past.map((item) => item.name)).toEqual(['Late']);
    expect(after.upcoming).toEqual([]);
  });

  it('counts the exact end moment as still upcoming', () => {
    const grouped = groupEvents([lateEvening], new Date('2025-03-10T18:00:00Z'), 'Asia/Kolkata');
    expect(grouped.upcoming).toHaveLength(1);
  });

  it('depends on the centre zone, not on where the clock is read', () => {
    const now = new Date('2025-03-10T20:00:00Z');
    // 23:30 in Kolkata has passed (18:00 UTC); 23:30 in New York (03:30 UTC next day) has not.
    expect(groupEvents([lateEvening], now, 'Asia/Kolkata').past).toHaveLength(1);
    expect(groupEvents([lateEvening], now, 'America/New_York').upcoming).toHaveLength(1);
  });

  it('ends an event without a time at 23:59:59 on its end date in the centre zone', () => {
    const allDay = event({ name: 'All day', end_date: '2025-03-11', time: '' });
    expect(groupEvents([allDay], new Date('2025-03-11T18:29:59Z'), 'Asia/Kolkata').upcoming).toHaveLength(1);
    expect(groupEvents([allDay], new Date('2025-03-11T18:30:00Z'), 'Asia/Kolkata').past).toHaveLength(1);
  });

  it('12 AM as an end time means the start of the end date', () => {
    const midnight = event({ time: '8:00 PM - 12:00 AM' });
    expect(groupEvents([midnight], new Date('2025-03-09T18:31:00Z'), 'Asia/Kolkata').past).toHaveLength(1);
    expect(groupEvents([midnight], new Date('2025-03-09T18:29:00Z'), 'Asia/Kolkata').upcoming).toHaveLength(
      1,
    );
  });

  it('12 PM as an end time means noon', () => {
    const morning = event({ time: '9:00 AM - 12:00 PM' });
    expect(groupEvents([morning], new Date('2025-03-10T06:29:00Z'), 'Asia/Kolkata').upcoming).toHaveLength(1);
    expect(groupEvents([morning], new Date('2025-03-10T06:31:00Z'), 'Asia/Kolkata').past).toHaveLength(1);
  });

  it('puts Funding and Accelerator under Programs, whatever their dates', () => {
    const events = [
      event({ name: 'Seed fund', category: 'Funding', end_date: '2020-01-01' }),
      event({ name: 'Accelerate', category: 'Accelerator', end_date: '2099-01-01' }),
      event({ name: 'Hack', category: 'hackathon', end_date: '2099-01-01' }),
      event({ name: 'Old talk', category: 'seminar', end_date: '2020-01-01' }),
    ];
    const grouped = groupEvents(events, new Date('2025-03-10T00:00:00Z'), 'Asia/Kolkata');
    expect(grouped.programs.map((item) => item.name)).toEqual(['Seed fund', 'Accelerate']);
    expect(grouped.upcoming.map((item) => item.name)).toEqual(['Hack']);
    expect(grouped.past.map((item) => item.name)).toEqual(['Old talk']);
  });

  it('lists past events most recent first and upcoming ones in the given order', () => {
    const events = ['2025-01-01', '2025-02-01', '2025-05-01', '2025-06-01'].map((date) =>
      event({ name: date, start_date: date, end_date: date }),
    );
    const grouped = groupEvents(events, new Date('2025-03-10T00:00:00Z'), 'Asia/Kolkata');
    expect(grouped.past.map((item) => item.name)).toEqual(['2025-02-01', '2025-01-01']);
    expect(grouped.upcoming.map((item) => item.name)).toEqual(['2025-05-01', '2025-06-01']);
  });
});
