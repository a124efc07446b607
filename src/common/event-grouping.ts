import { PROGRAM_CATEGORIES } from './events-constants';
import type { EventCategory } from './events';
import { zonedInstant } from './times';

/** What grouping needs of an event. */
export interface GroupableEvent {
  category: EventCategory | string;
  start_date: string;
  end_date: string;
  time: string;
}

export interface GroupedEvents<T> {
  upcoming: T[];
  past: T[];
  programs: T[];
}

export interface ClockTime {
  hours: number;
  minutes: number;
}

const CLOCK = /(\d{1,2}):(\d{2})\s*([ap])\.?\s*m\.?/i;

/** "h:mm AM/PM" → 24-hour clock; 12:xx AM is 00:xx and 12:xx PM is 12:xx. Anything else: null. */
export function parseClock(text: string): ClockTime | null {
  const match = CLOCK.exec(text);
  if (!match) return null;
  const hour = Number(match[1]);
  const minutes = Number(match[2]);
  if (hour < 1 || hour > 12 || minutes > 59) return null;
  const pm = match[3]!.toLowerCase() === 'p';
  return { hours: (hour % 12) + (pm ? 12 : 0), minutes };
}

/**
 * The end time is the part of the time text after a dash ("10:00 AM - 1:30 PM"); see
 * docs/product.md#event-grouping.
 */
export function parseEndTime(time: string): ClockTime | null {
  const dash = time.search(/[-–—]/);
  if (dash < 0) return null;
  return parseClock(time.slice(dash + 1));
}

/** The start time is the part before the dash, or the whole text when there is none. */
export function parseStartTime(time: string): ClockTime | null {
  const dash = time.search(/[-–—]/);
  return parseClock(dash < 0 ? time : time.slice(0, dash));
}

/**
 * docs/product.md#event-grouping: end_date at the end time of the time text, else 23:59:59, in the centre's
 * zone.
 */
export function eventEndMoment(event: GroupableEvent, timeZone: string): Date {
  const end = parseEndTime(event.time);
  return zonedInstant(event.end_date, end ?? { hours: 23, minutes: 59, seconds: 59 }, timeZone);
}

export function isProgram(event: GroupableEvent): boolean {
  return (PROGRAM_CATEGORIES as readonly string[]).includes(event.category);
}

/**
 * Sorts events into Programs (Funding, Accelerator), Upcoming (ends now or later) and Past.
 * Upcoming and programs keep the given order (by start date); past events come most recent first.
 */
export function groupEvents<T extends GroupableEvent>(
  events: readonly T[],
  now: Date,
  timeZone: string,
): GroupedEvents<T> {
  const grouped: GroupedEvents<T> = { upcoming: [], past: [], programs: [] };
  for (const event of events) {
    if (isProgram(event)) grouped.programs.push(event);
    else if (eventEndMoment(event, timeZone).getTime() >= now.getTime()) grouped.upcoming.push(event);
    else grouped.past.push(event);
  }
  grouped.past.reverse();
  return grouped;
}
