import { describe, expect, it } from 'vitest';
import { formatForViewer, formatInZone, utcToZonedTime, zonedTimeToUtc } from './times';

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
});
