import { describe, expect, it } from 'vitest';
import { inCalendarOrder } from './icalendar';

const CRLF = '\r\n';

describe('inCalendarOrder', () => {
  it('moves calendar properties written after a component to before the first one, and ends with CRLF', () => {
    const written = [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'BEGIN:VTIMEZONE',
      'TZID:Asia/Kolkata',
      'BEGIN:STANDARD',
      'TZOFFSETTO:+0530',
      'END:STANDARD',
      'END:VTIMEZONE',
      'REFRESH-INTERVAL;VALUE=DURATION:PT1H',
      'X-PUBLISHED-TTL:PT1H',
      'BEGIN:VEVENT',
      'SUMMARY:A long summary that was',
      '  folded onto a second line',
      'END:VEVENT',
      'END:VCALENDAR',
    ].join(CRLF);
    expect(inCalendarOrder(written).split(CRLF)).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'REFRESH-INTERVAL;VALUE=DURATION:PT1H',
      'X-PUBLISHED-TTL:PT1H',
      'BEGIN:VTIMEZONE',
      'TZID:Asia/Kolkata',
      'BEGIN:STANDARD',
      'TZOFFSETTO:+0530',
      'END:STANDARD',
      'END:VTIMEZONE',
      'BEGIN:VEVENT',
      'SUMMARY:A long summary that was',
      '  folded onto a second line',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ]);
  });

  it('keeps a folded calendar property with its first line', () => {
    const written = [
      'BEGIN:VCALENDAR',
      'BEGIN:VEVENT',
      'END:VEVENT',
      'X-WR-CALNAME:A very',
      ' long name',
      'END:VCALENDAR',
    ].join(CRLF);
    expect(inCalendarOrder(written)).toBe(
      [
        'BEGIN:VCALENDAR',
        'X-WR-CALNAME:A very',
        ' long name',
        'BEGIN:VEVENT',
        'END:VEVENT',
        'END:VCALENDAR',
        '',
      ].join(CRLF),
    );
  });

  it('changes nothing else in a calendar already in order but the final CRLF', () => {
    const written = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'BEGIN:VEVENT', 'END:VEVENT', 'END:VCALENDAR'].join(
      CRLF,
    );
    expect(inCalendarOrder(written)).toBe(`${written}${CRLF}`);
    expect(inCalendarOrder(`${written}${CRLF}`)).toBe(`${written}${CRLF}`);
  });
});
