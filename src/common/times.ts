/**
 * Times are stored in UTC and shown in the viewer's zone with the centre's zone marked
 * (docs/product.md#times): "15 Jan, 23:59 IST", and the viewer's own time beside it when their zone differs.
 */
import { dateTimeFormat } from './intl-cache';

const parts = (iso: string, timeZone: string, withYear: boolean) =>
  dateTimeFormat('en-IN', {
    timeZone,
    day: 'numeric',
    month: 'short',
    ...(withYear ? { year: 'numeric' } : {}),
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZoneName: 'short',
  }).formatToParts(new Date(iso));

/** "15 Jan, 23:59 IST" (with the year when `withYear`), in `timeZone`. */
export function formatInZone(iso: string, timeZone: string, withYear = false): string {
  const p = Object.fromEntries(parts(iso, timeZone, withYear).map((part) => [part.type, part.value]));
  const date = `${p.day} ${p.month}${withYear ? ` ${p.year}` : ''}`;
  return `${date}, ${p.hour}:${p.minute} ${p.timeZoneName}`;
}

/**
 * The centre's time, and the viewer's when their zone shows a different clock:
 * "15 Jan, 23:59 IST (15 Jan, 18:29 GMT+1 your time)".
 */
export function formatForViewer(iso: string, centreZone: string, viewerZone: string): string {
  const centre = formatInZone(iso, centreZone);
  const offsetOf = (zone: string) =>
    dateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
      .formatToParts(new Date(iso))
      .find((part) => part.type === 'timeZoneName')?.value;
  if (offsetOf(centreZone) === offsetOf(viewerZone)) return centre;
  return `${centre} (${formatInZone(iso, viewerZone)} your time)`;
}

// One format per zone, kept by the Intl cache (a registration rush works out event starts thousands of times;
// docs/performance.md#registration-rush).
const wallClockFormat = (timeZone: string) =>
  dateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  });

/** The wall clock of `timeZone` at `instant`: year, month (1–12), day, hour (0–23), minute and second. */
function wallClock(instant: number, timeZone: string) {
  const parts = wallClockFormat(timeZone).formatToParts(new Date(instant));
  const value = (type: string) => Number(parts.find((part) => part.type === type)?.value ?? 0);
  return {
    year: value('year'),
    month: value('month'),
    day: value('day'),
    hour: value('hour'),
    minute: value('minute'),
    second: value('second'),
  };
}

/** How far `timeZone`'s wall clock is ahead of UTC at `instant`, in milliseconds. */
function zoneOffsetMs(instant: number, timeZone: string): number {
  const { year, month, day, hour, minute, second } = wallClock(instant, timeZone);
  return Date.UTC(year, month - 1, day, hour, minute, second) - (instant - (instant % 1000));
}

/**
 * The instant at which a wall-clock time on a calendar date (YYYY-MM-DD) occurs in `timeZone`,
 * whatever the zone of the machine running this. Across a daylight-saving change the offset is
 * looked up twice, so the answer uses the offset valid at the result.
 */
export function zonedInstant(
  date: string,
  clock: { hours: number; minutes: number; seconds?: number },
  timeZone: string,
): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const wall = Date.UTC(year, month - 1, day, clock.hours, clock.minutes, clock.seconds ?? 0);
  let instant = wall - zoneOffsetMs(wall, timeZone);
  const corrected = wall - zoneOffsetMs(instant, timeZone);
  if (corrected !== instant) instant = corrected;
  return new Date(instant);
}

/** The UTC instant of a wall-clock time ("2027-01-15T23:59") in `timeZone`; null when not such a time. */
export function zonedTimeToUtc(local: string, timeZone: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!match) return null;
  const [y, mo, d, h, mi] = match.slice(1).map(Number) as [number, number, number, number, number];
  const asUtc = Date.UTC(y, mo - 1, d, h, mi);
  if (Number.isNaN(asUtc) || new Date(asUtc).getUTCDate() !== d) return null;
  return zonedInstant(local.slice(0, 10), { hours: h, minutes: mi }, timeZone).toISOString();
}

/** The wall-clock time ("2027-01-15T23:59") of a UTC instant in `timeZone`, for a datetime-local field. */
export function utcToZonedTime(iso: string, timeZone: string): string {
  const { year, month, day, hour, minute } = wallClock(Date.parse(iso), timeZone);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${year}-${two(month)}-${two(day)}T${two(hour)}:${two(minute)}`;
}

const DAY_MS = 86_400_000;

/** The calendar date `days` after a "2027-01-15" date. */
function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T12:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The first instant of the calendar day `date` ("2027-01-15") in `timeZone`: its 00:00, or, where a
 * daylight-saving change skips midnight, the first time the clock shows that day.
 */
export function zonedDayStart(date: string, timeZone: string): Date {
  let at = Date.parse(zonedTimeToUtc(`${date}T00:00`, timeZone)!);
  // In a gap the guess lands before the day (the previous evening): walk on to where the day begins.
  while (utcToZonedTime(new Date(at).toISOString(), timeZone).slice(0, 10) < date) at += 15 * 60_000;
  return new Date(at);
}

/**
 * The next day (or, with `weekday` 0–6, Sunday–Saturday, the next such day) to begin in `timeZone`
 * after `now`, and the instant it begins: the periods of the alert digests (docs/product.md#search-alerts).
 */
export function nextZonedDay(now: Date, timeZone: string, weekday?: number): { date: string; start: Date } {
  let date = addDays(utcToZonedTime(now.toISOString(), timeZone).slice(0, 10), 1);
  if (weekday !== undefined)
    while (new Date(`${date}T12:00:00Z`).getUTCDay() !== weekday) date = addDays(date, 1);
  return { date, start: zonedDayStart(date, timeZone) };
}

/** The calendar date ("2027-01-15") of an instant in `timeZone`: a news post dated today in the centre is public. */
export function calendarDateInZone(at: Date, timeZone: string): string {
  return utcToZonedTime(at.toISOString(), timeZone).slice(0, 10);
}
