import { utcToZonedTime, zonedTimeToUtc } from './times';

/**
 * Turning a mentor's windows into bookable slots (docs/product.md#office-hours,
 * docs/decisions/024-office-hours-times-and-double-booking.md). A window is wall-clock time in the
 * mentor's zone; each slot is a UTC instant, so a weekly 10:00 window stays at 10:00 local time on
 * both sides of a daylight-saving change while its UTC time moves. Pure: used by the server and tests.
 */

export interface SlotWindow {
  id: number;
  /** 1 = Monday … 7 = Sunday for a weekly window; null for a single date. */
  weekday: number | null;
  /** YYYY-MM-DD for a single window; null for a weekly one. */
  date: string | null;
  /** HH:MM, local to the window's zone. */
  start: string;
  end: string;
  timeZone: string;
}

export interface GeneratedSlot {
  windowId: number;
  startsAt: string;
  endsAt: string;
}

const MINUTES_PER_DAY = 24 * 60;

export function clockMinutes(clock: string): number {
  const [h, m] = clock.split(':').map(Number) as [number, number];
  return h * 60 + m;
}

function clock(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** The calendar day after `date` (YYYY-MM-DD). */
export function nextDate(date: string, days = 1): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** ISO weekday of a calendar date: 1 = Monday … 7 = Sunday. */
export function isoWeekday(date: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return ((new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7) + 1;
}

/**
 * The UTC instant of a local time, or null when that local time does not exist (the hour skipped when
 * clocks go forward): a slot there is left out instead of landing an hour off.
 */
export function localToUtc(date: string, time: string, timeZone: string): string | null {
  const local = `${date}T${time}`;
  const utc = zonedTimeToUtc(local, timeZone);
  if (!utc || utcToZonedTime(utc, timeZone) !== local) return null;
  return utc;
}

/** Every slot of `slotMinutes` that the windows hold and that starts in [from, to). */
export function generateSlots(
  windows: SlotWindow[],
  slotMinutes: number,
  from: Date,
  to: Date,
): GeneratedSlot[] {
  const slots: GeneratedSlot[] = [];
  const seen = new Set<string>();
  for (const window of windows) {
    // Walk the window's own calendar days, from the day before `from` to the day after `to` there.
    const last = nextDate(utcToZonedTime(to.toISOString(), window.timeZone).slice(0, 10));
    let day = nextDate(utcToZonedTime(from.toISOString(), window.timeZone).slice(0, 10), -1);
    for (; day <= last; day = nextDate(day)) {
      if (window.date !== null ? window.date !== day : window.weekday !== isoWeekday(day)) continue;
      const end = clockMinutes(window.end);
      for (
        let at = clockMinutes(window.start);
        at + slotMinutes <= end && at < MINUTES_PER_DAY;
        at += slotMinutes
      ) {
        const startsAt = localToUtc(day, clock(at), window.timeZone);
        if (!startsAt) continue;
        const startMs = Date.parse(startsAt);
        if (startMs < from.getTime() || startMs >= to.getTime() || seen.has(startsAt)) continue;
        seen.add(startsAt);
        slots.push({
          windowId: window.id,
          startsAt,
          endsAt: new Date(startMs + slotMinutes * 60_000).toISOString(),
        });
      }
    }
  }
  return slots.sort((a, b) => a.startsAt.localeCompare(b.startsAt));
}

/** Whether two windows of one mentor (both in the same zone) share any minute. */
export function windowsOverlap(a: Omit<SlotWindow, 'id'>, b: Omit<SlotWindow, 'id'>): boolean {
  const sameDay =
    a.date !== null && b.date !== null
      ? a.date === b.date
      : a.date !== null
        ? isoWeekday(a.date) === b.weekday
        : b.date !== null
          ? isoWeekday(b.date) === a.weekday
          : a.weekday === b.weekday;
  if (!sameDay) return false;
  return clockMinutes(a.start) < clockMinutes(b.end) && clockMinutes(b.start) < clockMinutes(a.end);
}

/** The UTC bounds of the Monday-to-Sunday week holding `instant`, in `timeZone` (for the weekly limit). */
export function weekBounds(instant: string, timeZone: string): { from: string; to: string } {
  const day = utcToZonedTime(instant, timeZone).slice(0, 10);
  const monday = nextDate(day, 1 - isoWeekday(day));
  // Midnight exists in every zone the slots use; zonedTimeToUtc falls back for the rare one where it does not.
  const from = zonedTimeToUtc(`${monday}T00:00`, timeZone)!;
  const to = zonedTimeToUtc(`${nextDate(monday, 7)}T00:00`, timeZone)!;
  return { from, to };
}
