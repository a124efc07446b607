import { eventCalendarUrl } from '#common/event-links';
import { REGISTER_LABEL, isFull, seatsText } from '#common/event-wording';
import type { CentreEvent } from '#common/events';
import { buttonClass } from '#web/components/ui/button';
import { useDisplayUser } from '#web/features/auth';
import { EventCertificateDownload } from '../my-certificates';
import { RegistrationBox } from '../registration/registration-box';
import { formatInstant } from '../registration/format';
import { DetailSection } from './detail-section';

interface RegistrationSectionProps {
  event: CentreEvent;
  /** The event is a programme or has not ended: registration is offered. */
  open: boolean;
  timezone?: string;
  now: Date;
}

function Row({ label, children }: { label: string; children: string }) {
  return (
    <div className="flex flex-col gap-0.5 sm:flex-row sm:gap-3 lg:flex-col lg:gap-0.5">
      <dt className="shrink-0 font-semibold text-ink sm:w-36 lg:w-auto">{label}</dt>
      <dd className="whitespace-pre-line break-words text-slate-700">{children}</dd>
    </div>
  );
}

/** Seats, waitlist, when registration opens and closes, what to bring, and the one register button. */
export function RegistrationSection({ event, open, timezone, now }: RegistrationSectionProps) {
  const onSite = event.registration_mode === 'site';
  const opensLater = event.registration_opens_at && Date.parse(event.registration_opens_at) > now.getTime();
  const waitlist = isFull(event)
    ? `${event.waitlist_count.toLocaleString('en-IN')} waiting`
    : 'Opens when every seat is taken';
  const deadline = event.registration_closes_at
    ? formatInstant(event.registration_closes_at, timezone)
    : 'Until the event starts';
  const user = useDisplayUser();
  return (
    <DetailSection id="event-registration" title="Registration">
      <dl className="space-y-2 text-sm">
        <Row label="Seats">{seatsText(event, open)}</Row>
        {onSite && open && <Row label="Waitlist">{waitlist}</Row>}
        {onSite && open && opensLater && (
          <Row label="Opens">{formatInstant(event.registration_opens_at!, timezone)}</Row>
        )}
        {onSite && open && <Row label="Closes">{deadline}</Row>}
        {!onSite && open && <Row label="Where">At the organiser’s registration page</Row>}
        {event.what_to_bring && <Row label="What to bring">{event.what_to_bring}</Row>}
        {!open && <Row label="Registration">Closed: the event is over</Row>}
        {!open && onSite && event.attended_count > 0 && (
          <Row label="Attended">{event.attended_count.toLocaleString('en-IN')}</Row>
        )}
      </dl>
      <div className="mt-5 flex flex-wrap items-start gap-3">
        {onSite && <RegistrationBox event={event} open={open} timezone={timezone} />}
        {!open && <EventCertificateDownload eventId={event.id} signedIn={user !== null} />}
        {!onSite && open && event.registration_link && (
          <a
            href={event.registration_link}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClass({ size: 'sm' })}
          >
            {/* One flex item: a space at the start of its own item would be dropped from the name. */}
            <span>
              {REGISTER_LABEL}
              <span className="sr-only"> for {event.name} (opens in a new tab)</span>
            </span>
          </a>
        )}
        <a
          href={eventCalendarUrl(event.id)}
          download
          className={buttonClass({ variant: 'secondary', size: 'sm' })}
        >
          Add to calendar<span className="sr-only">: {event.name}</span>
        </a>
      </div>
    </DetailSection>
  );
}
