import { describe, expect, it } from 'vitest';
import { generateSlots, localToUtc, weekBounds, windowsOverlap, type SlotWindow } from './office-hours-slots';

// docs/product.md#office-hours: a weekly window keeps its local time across daylight-saving changes.
const weekly = (timeZone: string, weekday: number, start = '10:00', end = '11:00'): SlotWindow => ({
  id: 1,
  weekday,
  date: null,
  start,
  end,
  timeZone,
});

function startsOf(window: SlotWindow, from: string, to: string, slotMinutes = 30) {
  return generateSlots([window], slotMinutes, new Date(from), new Date(to)).map((slot) => slot.startsAt);
}

describe('weekly windows across daylight-saving changes', () => {
  it('Europe/Berlin: 10:00 local stays 10:00 when clocks go forward (29 March 2026) and back (25 October 2026)', () => {
    // Mondays before and after the spring change: 10:00 CET = 09:00 UTC, then 10:00 CEST = 08:00 UTC.
    expect(startsOf(weekly('Europe/Berlin', 1), '2026-03-23T00:00:00Z', '2026-04-01T00:00:00Z')).toEqual([
      '2026-03-23T09:00:00.000Z',
      '2026-03-23T09:30:00.000Z',
      '2026-03-30T08:00:00.000Z',
      '2026-03-30T08:30:00.000Z',
    ]);
    expect(startsOf(weekly('Europe/Berlin', 1), '2026-10-19T00:00:00Z', '2026-10-28T00:00:00Z')).toEqual([
      '2026-10-19T08:00:00.000Z',
      '2026-10-19T08:30:00.000Z',
      '2026-10-26T09:00:00.000Z',
      '2026-10-26T09:30:00.000Z',
    ]);
  });

  it('America/New_York: 10:00 local stays 10:00 when clocks go forward (8 March 2026) and back (1 November 2026)', () => {
    // Mondays: 10:00 EST = 15:00 UTC, then 10:00 EDT = 14:00 UTC; and back again in November.
    expect(startsOf(weekly('America/New_York', 1), '2026-03-02T00:00:00Z', '2026-03-11T00:00:00Z')).toEqual([
      '2026-03-02T15:00:00.000Z',
      '2026-03-02T15:30:00.000Z',
      '2026-03-09T14:00:00.000Z',
      '2026-03-09T14:30:00.000Z',
    ]);
    expect(startsOf(weekly('America/New_York', 1), '2026-10-26T00:00:00Z', '2026-11-04T00:00:00Z')).toEqual([
      '2026-10-26T14:00:00.000Z',
      '2026-10-26T14:30:00.000Z',
      '2026-11-02T15:00:00.000Z',
      '2026-11-02T15:30:00.000Z',
    ]);
  });

  it('a window on the day of the change keeps its local times; the skipped hour gives no slot', () => {
    // Sunday 29 March 2026 in Berlin: 02:00–03:00 does not exist.
    expect(
      startsOf(
        weekly('Europe/Berlin', 7, '01:00', '04:00'),
        '2026-03-29T00:00:00Z',
        '2026-03-30T00:00:00Z',
        60,
      ),
    ).toEqual([
      '2026-03-29T00:00:00.000Z', // 01:00 CET
      '2026-03-29T01:00:00.000Z', // 03:00 CEST
    ]);
    expect(localToUtc('2026-03-08', '02:30', 'America/New_York')).toBeNull();
    // Sunday 1 November 2026 in New York: 09:00 EST is 14:00 UTC (it was 13:00 UTC the Sunday before).
    expect(
      startsOf(
        weekly('America/New_York', 7, '09:00', '09:30'),
        '2026-10-25T00:00:00Z',
        '2026-11-02T00:00:00Z',
      ),
    ).toEqual(['2026-10-25T13:00:00.000Z', '2026-11-01T14:00:00.000Z']);
  });
});

describe('single slots, overlaps and weeks', () => {
  it('a single window gives slots only on its date, from `from` on', () => {
    const single: SlotWindow = {
      id: 2,
      weekday: null,
      date: '2026-06-10',
      start: '14:00',
      end: '15:00',
      timeZone: 'Asia/Kolkata',
    };
    expect(startsOf(single, '2026-06-10T08:45:00Z', '2026-07-01T00:00:00Z')).toEqual([
      '2026-06-10T09:00:00.000Z',
    ]);
  });

  it('windows on the same day overlap when they share a minute; touching windows do not', () => {
    const base = { weekday: 3, date: null, timeZone: 'Asia/Kolkata' };
    expect(
      windowsOverlap({ ...base, start: '10:00', end: '11:00' }, { ...base, start: '10:30', end: '12:00' }),
    ).toBe(true);
    expect(
      windowsOverlap({ ...base, start: '10:00', end: '11:00' }, { ...base, start: '11:00', end: '12:00' }),
    ).toBe(false);
    // 10 June 2026 is a Wednesday.
    expect(
      windowsOverlap(
        { ...base, start: '10:00', end: '11:00' },
        { ...base, weekday: null, date: '2026-06-10', start: '09:00', end: '10:30' },
      ),
    ).toBe(true);
  });

  it('the week runs Monday to Monday in the zone', () => {
    expect(weekBounds('2026-06-10T09:00:00.000Z', 'Asia/Kolkata')).toEqual({
      from: '2026-06-07T18:30:00.000Z',
      to: '2026-06-14T18:30:00.000Z',
    });
  });
});
