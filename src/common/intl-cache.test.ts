import { describe, expect, it } from 'vitest';
import { dateTimeFormat, formatDate, isKnownTimeZone, numberFormat } from './intl-cache';

describe('Intl cache', () => {
  it('makes one format per locale and options, and another for other options', () => {
    const first = dateTimeFormat('en-IN', { dateStyle: 'medium', timeZone: 'Asia/Kolkata' });
    expect(dateTimeFormat('en-IN', { dateStyle: 'medium', timeZone: 'Asia/Kolkata' })).toBe(first);
    expect(dateTimeFormat('en-IN', { dateStyle: 'medium', timeZone: 'UTC' })).not.toBe(first);
    expect(dateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'Asia/Kolkata' })).not.toBe(first);
    expect(numberFormat('en-IN')).toBe(numberFormat('en-IN'));
  });

  it('formats as a new Intl format with the same options would', () => {
    const at = '2027-01-15T18:29:00Z';
    expect(formatDate(at, 'day')).toBe(
      new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' }).format(
        new Date(at),
      ),
    );
    expect(numberFormat('en-IN').format(1500000)).toBe('15,00,000');
  });

  it('does not keep a format whose options are refused', () => {
    expect(() => dateTimeFormat('en-IN', { timeZone: 'Not/AZone' })).toThrow(RangeError);
    expect(() => dateTimeFormat('en-IN', { timeZone: 'Not/AZone' })).toThrow(RangeError);
  });

  it('tells a time zone Intl knows from one it does not', () => {
    expect(isKnownTimeZone('Asia/Kolkata')).toBe(true);
    expect(isKnownTimeZone('UTC')).toBe(true);
    expect(isKnownTimeZone('Not/AZone')).toBe(false);
    expect(isKnownTimeZone('')).toBe(false);
  });
});
