import { canonicalZone } from '#common/time-zones';
import { dateTimeFormat } from '#common/intl-cache';

/** A session's state in words: cancelled, held once it has started, else booked. */
export function sessionStatus(
  booking: { status: 'booked' | 'cancelled'; startsAt: string },
  now = Date.now(),
) {
  if (booking.status === 'cancelled') return 'Cancelled';
  return Date.parse(booking.startsAt) <= now ? 'Held' : 'Booked';
}

/** The viewer's own zone, as the browser knows it, by its current name (Chromium says Asia/Calcutta). */
export function viewerZone(): string {
  return canonicalZone(Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC');
}

const offsetOf = (iso: string, zone: string) =>
  dateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
    .formatToParts(new Date(iso))
    .find((part) => part.type === 'timeZoneName')?.value;

export function formatSlot(iso: string, timeZone: string, withDay = true): string {
  return dateTimeFormat('en-IN', {
    timeZone,
    ...(withDay ? { weekday: 'short', day: 'numeric', month: 'short' } : {}),
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZoneName: 'short',
  }).format(new Date(iso));
}

/** The calendar day (YYYY-MM-DD) of an instant in a zone, for grouping slots by day. */
export function dayIn(iso: string, timeZone: string): string {
  return dateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(iso));
}

/**
 * A session time in the viewer's zone, with the centre's marked when it shows a different clock
 * (docs/product.md#times): "Mon, 30 Nov, 15:30 GMT+1 · 20:00 IST at the centre".
 */
export function SessionTime({
  iso,
  centreZone,
  withDay = true,
}: {
  iso: string;
  centreZone: string;
  withDay?: boolean;
}) {
  const zone = viewerZone();
  const same = offsetOf(iso, zone) === offsetOf(iso, centreZone);
  return (
    <time dateTime={iso}>
      {formatSlot(iso, zone, withDay)}
      {same ? null : (
        <span className="text-slate-600"> · {formatSlot(iso, centreZone, false)} at the centre</span>
      )}
    </time>
  );
}
