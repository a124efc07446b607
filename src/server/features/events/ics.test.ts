import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { buildCalendar, type CalendarEvent } from './ics';

const EVENT: CalendarEvent = {
  id: 7,
  name: 'Design sprint, part 1; with a "long" name that is folded because it runs past seventy-five octets',
  description: 'Bring a laptop.',
  category: 'workshop',
  start_date: '2026-12-04',
  end_date: '2026-12-04',
  time: '10:00 AM - 1:00 PM',
  location: 'Innovation Hub, Room 2',
  registration_link: '',
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-21T10:00:00.000Z',
};

describe('buildCalendar as RFC 5545 orders it', () => {
  const text = buildCalendar([EVENT], {
    timeZone: 'Asia/Kolkata',
    publicUrl: 'https://innovation.example.edu',
    name: 'Events',
  });
  const lines = text.split('\r\n');

  it('ends with CRLF and uses CRLF only', () => {
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.replaceAll('\r\n', '')).not.toMatch(/[\r\n]/);
  });

  it('writes every calendar property, METHOD:PUBLISH included, before the first component', () => {
    const firstComponent = lines.findIndex((line, index) => index > 0 && line.startsWith('BEGIN:'));
    const head = lines.slice(0, firstComponent);
    expect(head).toContain('METHOD:PUBLISH');
    expect(head).toContain('REFRESH-INTERVAL;VALUE=DURATION:PT1H');
    expect(head).toContain('X-PUBLISHED-TTL:PT1H');
    expect(lines[firstComponent]).toBe('BEGIN:VTIMEZONE');
  });

  it('reads back with ical.js: the event in the centre zone, its long name whole', () => {
    const calendar = new ICAL.Component(ICAL.parse(text));
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
    expect(event.summary).toBe(EVENT.name);
    expect(event.startDate.toString()).toBe('2026-12-04T10:00:00');
  });
});
