import type { MyRegistration, RegistrationState } from '#common/event-registrations';
import { dateTimeFormat } from '#common/intl-cache';

export const STATE_LABELS: Record<RegistrationState, string> = {
  registered: 'Registered',
  waitlisted: 'Waitlisted',
  offered: 'Seat offered',
  cancelled: 'Cancelled',
  attended: 'Attended',
};

export const STATE_STYLES: Record<RegistrationState, string> = {
  registered: 'bg-green-100 text-green-800',
  waitlisted: 'bg-amber-100 text-amber-900',
  offered: 'bg-sky-100 text-sky-900',
  cancelled: 'bg-slate-100 text-slate-700',
  attended: 'bg-indigo-100 text-indigo-800',
};

/**
 * An instant in the viewer's zone, with the centre's zone added when it differs
 * (docs/product.md#event-registration).
 */
export function formatInstant(instant: string, centreZone: string | undefined): string {
  const date = new Date(instant);
  const options: Intl.DateTimeFormatOptions = {
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  };
  const local = dateTimeFormat('en-IN', options).format(date);
  const viewerZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  if (!centreZone || centreZone === viewerZone) return local;
  const centre = dateTimeFormat('en-IN', { ...options, timeZone: centreZone }).format(date);
  return `${local} (${centre})`;
}

/** The person's state in words: "Waitlisted (number 3)", "Seat offered until …". */
export function describeState(item: MyRegistration, centreZone: string | undefined): string {
  if (item.state === 'waitlisted' && item.waitlist_position)
    return `Waitlisted (number ${item.waitlist_position})`;
  if (item.state === 'offered' && item.offer_expires_at)
    return `Seat offered until ${formatInstant(item.offer_expires_at, centreZone)}`;
  return STATE_LABELS[item.state];
}
