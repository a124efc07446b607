import type { CentreEvent } from '#common/events';

type Candidate = Pick<
  CentreEvent,
  'id' | 'start_date' | 'end_date' | 'attendees' | 'seats_left' | 'waitlist_count'
>;

const hasPeople = (event: Candidate) =>
  event.waitlist_count > 0 || (event.seats_left !== null && event.seats_left < event.attendees);

/**
 * The event the Registrations tab opens on (docs/product.md#registrants-and-check-in): the next event
 * (today's or later) that has people registered or waiting, else the next event, else the latest one.
 */
export function defaultRegistrationEvent<T extends Candidate>(events: T[], now: Date): T | undefined {
  const today = now.toLocaleDateString('en-CA');
  const byStart = [...events].sort((a, b) => a.start_date.localeCompare(b.start_date) || a.id - b.id);
  const ahead = byStart.filter((event) => event.end_date >= today);
  return ahead.find(hasPeople) ?? ahead[0] ?? byStart[byStart.length - 1];
}
