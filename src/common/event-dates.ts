// How event dates read, shared by the event pages in the browser and the event page the server sends.
import { dateTimeFormat } from './intl-cache';

const DAY = dateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A calendar date (YYYY-MM-DD) as people read it; no zone shift, the date is the centre's own. */
export function formatDay(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return DAY.format(new Date(Date.UTC(year, month - 1, day)));
}

export function formatDateRange(start: string, end: string): string {
  return start === end ? formatDay(start) : `${formatDay(start)} – ${formatDay(end)}`;
}
