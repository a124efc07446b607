export { formatDateRange, formatDay } from '#common/event-dates';

export function formatAttendees(count: number): string {
  return `${count.toLocaleString('en-IN')} ${count === 1 ? 'attendee' : 'attendees'}`;
}
