// The one wording for an event's capacity and its register button, on cards, on the event's page and in
// the server's preview (docs/product.md#event-wording). No zod here: the home page's cards import it.

/** The button (or link) that registers someone, on the site or at the organiser's link. */
export const REGISTER_LABEL = 'Register';
/** The same button once every seat is taken (docs/product.md#event-registration). */
export const WAITLIST_LABEL = 'Join the waitlist';

export interface SeatCounts {
  attendees: number;
  seats_left: number | null;
  waitlist_count: number;
}

const count = (n: number) => n.toLocaleString('en-IN');
const seats = (n: number) => `${count(n)} ${n === 1 ? 'seat' : 'seats'}`;

/** Whether the register button would put someone on the waitlist (also when seats wait for those offered). */
export function isFull(event: SeatCounts): boolean {
  return event.seats_left === 0 || event.waitlist_count > 0;
}

/**
 * An event's capacity in one phrase: "57 of 60 seats left", "Full: all 60 seats taken, 4 waiting", or
 * "60 seats" where the seats left are not known (registration elsewhere) or no longer matter (`open` false).
 */
export function seatsText(event: SeatCounts, open: boolean): string {
  if (!open || event.seats_left === null) return seats(event.attendees);
  if (!isFull(event)) return `${count(event.seats_left)} of ${seats(event.attendees)} left`;
  const waiting = event.waitlist_count > 0 ? `, ${count(event.waitlist_count)} waiting` : '';
  return `Full: all ${seats(event.attendees)} taken${waiting}`;
}

/**
 * Where the event is in one line: the room, then the place ("Seminar Room 2, Innovation Hub"), and the place
 * alone when it already names the room.
 */
export function eventPlace(event: { location: string; venue: { room: string } }): string {
  const room = event.venue.room.trim();
  if (!room || event.location.toLocaleLowerCase().includes(room.toLocaleLowerCase())) return event.location;
  return `${room}, ${event.location}`;
}
