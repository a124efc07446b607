import { describe, expect, it } from 'vitest';
import {
  formatForViewer,
  formatInZone,
  nextZonedDay,
  utcToZonedTime,
  zonedDayStart,
  zonedTimeToUtc,
} from './times';

describe('times (docs/product.md#times)', () => {
  it('shows a deadline in the centre’s zone, marked', () => {
    expect(formatInZone('2027-01-15T18:29:00.000Z', 'Asia/Kolkata')).toBe('15 Jan, 23:59 IST');
    expect(formatInZone('2027-01-15T18:29:00.000Z', 'Asia/Kolkata', true)).toBe('15 Jan 2027, 23:59 IST');
  });

  it('adds the viewer’s own time only when their clock differs', () => {
    expect(formatForViewer('2027-01-15T18:29:00.000Z', 'Asia/Kolkata', 'Asia/Kolkata')).toBe(
      '15 Jan, 23:59 IST',
    );
    expect(formatForViewer('2027-01-15T18:29:00.000Z', 'Asia/Kolkata', 'Europe/Berlin')).toBe(
      '15 Jan, 23:59 IST (15 Jan, 19:29 GMT+1 your time)',
    );
  });

  it('turns a wall-clock time in a zone into UTC and back, across daylight saving', () => {
    expect(zonedTimeToUtc('2027-01-15T23:59', 'Asia/Kolkata')).toBe('2027-01-15T18:29:00.000Z');
    expect(zonedTimeToUtc('2027-07-01T09:00', 'Europe/Berlin')).toBe('2027-07-01T07:00:00.000Z');
    expect(zonedTimeToUtc('2027-01-01T09:00', 'Europe/Berlin')).toBe('2027-01-01T08:00:00.000Z');
    expect(utcToZonedTime('2027-01-15T18:29:00.000Z', 'Asia/Kolkata')).toBe('2027-01-15T23:59');
    expect(zonedTimeToUtc('2027-02-30T10:00', 'Asia/Kolkata')).toBeNull();
    expect(zonedTimeToUtc('tomorrow', 'Asia/Kolkata')).toBeNull();
  });

  describe('periods that begin at midnight in a zone (the alert digests)', () => {
    const next = (iso: string, zone: string, weekday?: number) => {
      const { date, start } = nextZonedDay(new Date(iso), zone, weekday);
      return [date, start.toISOString()];
    };

    it('starts the next day at the zone’s midnight, not UTC’s, one second either side of it', () => {
      // 23:59:59 IST on 15 January: the 16th begins a second later, at 18:30 UTC on the 15th.
      expect(next('2027-01-15T18:29:59.000Z', 'Asia/Kolkata')).toEqual([
        '2027-01-16',
        '2027-01-15T18:30:00.000Z',
      ]);
      // At midnight IST the 16th has begun, so the next period is the 17th.
      expect(next('2027-01-15T18:30:00.000Z', 'Asia/Kolkata')).toEqual([
        '2027-01-17',
        '2027-01-16T18:30:00.000Z',
      ]);
      // UTC midnight is 05:30 IST, inside the day.
      expect(next('2027-01-16T00:00:00.000Z', 'Asia/Kolkata')).toEqual([
        '2027-01-17',
        '2027-01-16T18:30:00.000Z',
      ]);
    });

    it('finds the next Monday for weekly periods', () => {
      // Friday evening and Sunday 23:59 IST: Monday the 18th; Monday 00:00 IST itself: the Monday after.
      expect(next('2027-01-15T12:00:00.000Z', 'Asia/Kolkata', 1)).toEqual([
        '2027-01-18',
        '2027-01-17T18:30:00.000Z',
      ]);
      expect(next('2027-01-17T18:29:00.000Z', 'Asia/Kolkata', 1)).toEqual([
        '2027-01-18',
        '2027-01-17T18:30:00.000Z',
      ]);
      expect(next('2027-01-17T18:30:00.000Z', 'Asia/Kolkata', 1)).toEqual([
        '2027-01-25',
        '2027-01-24T18:30:00.000Z',
      ]);
    });

    it('follows daylight saving: 23- and 25-hour days, and a midnight the clock skips', () => {
      // Berlin springs forward on 28 March 2027: the 28th begins at 23:00 UTC, the 29th at 22:00 UTC.
      expect(next('2027-03-27T12:00:00.000Z', 'Europe/Berlin')).toEqual([
        '2027-03-28',
        '2027-03-27T23:00:00.000Z',
      ]);
      expect(next('2027-03-28T12:00:00.000Z', 'Europe/Berlin')).toEqual([
        '2027-03-29',
        '2027-03-28T22:00:00.000Z',
      ]);
      // …and falls back on 31 October: 01:30 summer time on the 31st, then 1 November begins at 23:00 UTC.
      expect(next('2027-10-30T23:30:00.000Z', 'Europe/Berlin')).toEqual([
        '2027-11-01',
        '2027-10-31T23:00:00.000Z',
      ]);
      // Santiago's clocks jump from 00:00 to 01:00 on 6 September 2026: that day begins at 01:00 (04:00 UTC).
      expect(zonedDayStart('2026-09-06', 'America/Santiago').toISOString()).toBe('2026-09-06T04:00:00.000Z');
      expect(next('2026-09-05T12:00:00.000Z', 'America/Santiago')).toEqual([
        '2026-09-06',
        '2026-09-06T04:00:00.000Z',
      ]);
      expect(zonedDayStart('2026-09-07', 'America/Santiago').toISOString()).toBe('2026-09-07T03:00:00.000Z');
    });
  });
});
