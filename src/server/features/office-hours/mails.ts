import { ICalCalendar, ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { CANCEL_CUTOFF_HOURS, type OfficeHoursReminderLead } from '#common/office-hours';
import { SITE } from '#common/site';
import { inCalendarOrder } from '#server/lib/icalendar';
import { renderMail, type OutgoingMail } from '#server/modules/mail';
import type { BookingWithPeople } from './repository';
import { dateTimeFormat } from '#common/intl-cache';

export interface MailContext {
  publicUrl: string;
  /** The centre's zone: mails name it (docs/product.md#times). */
  timeZone: string;
}

/**
 * Why these mails carry no unsubscribe link: each follows a step one of the two people took for this one
 * session and ends with it (docs/decisions/018-event-registration-mails-are-transactional.md).
 */
const FOOTER = `You receive this because you are the mentor or the founder of this session. Either of you can cancel it from My office hours until ${CANCEL_CUTOFF_HOURS} hours before it starts.`;

function readable(iso: string, timeZone: string): string {
  return dateTimeFormat('en-IN', {
    timeZone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(new Date(iso));
}

function summary(booking: BookingWithPeople): string {
  return `Office hours: ${booking.mentor_name} with ${booking.founder_name}${booking.startup_name ? ` (${booking.startup_name})` : ''}`;
}

/** The session as an iCalendar file (UTC times; a cancellation carries METHOD:CANCEL and a higher SEQUENCE). */
export function sessionCalendar(booking: BookingWithPeople, context: MailContext, cancelled = false) {
  const host = new URL(context.publicUrl).host;
  const calendar = new ICalCalendar({
    prodId: { company: SITE.name, product: 'Office hours', language: 'EN' },
    method: cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.PUBLISH,
  });
  calendar.createEvent({
    id: `office-hours-${booking.id}@${host}`,
    summary: summary(booking),
    description: `Topic: ${booking.topic}\n\nMy office hours: ${context.publicUrl}/my/office-hours`,
    url: `${context.publicUrl}/my/office-hours`,
    status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    sequence: cancelled ? 1 : 0,
    start: new Date(booking.starts_at),
    end: new Date(booking.ends_at),
  });
  return {
    filename: 'office-hours.ics',
    contentType: `text/calendar; charset=utf-8; method=${cancelled ? 'CANCEL' : 'PUBLISH'}`,
    content: inCalendarOrder(calendar.toString()),
  };
}

function paragraphs(booking: BookingWithPeople, context: MailContext) {
  return [
    `${readable(booking.starts_at, context.timeZone)} · ${booking.mentor_name} with ${booking.founder_name}${booking.startup_name ? ` of ${booking.startup_name}` : ''}`,
    `Topic: ${booking.topic}`,
  ];
}

/** docs/product.md#office-hours: the session is booked; to both, with the calendar entry. */
export function bookedMail(to: string, booking: BookingWithPeople, context: MailContext): OutgoingMail {
  const rendered = renderMail({
    heading: 'Office hours booked',
    paragraphs: [...paragraphs(booking, context), 'The calendar entry is attached.'],
    action: { label: 'My office hours', url: `${context.publicUrl}/my/office-hours` },
    footer: FOOTER,
  });
  return {
    to,
    subject: `Booked: ${summary(booking)}`,
    ...rendered,
    attachments: [sessionCalendar(booking, context)],
  };
}

/** docs/product.md#office-hours: a session is cancelled (`why`); to each side told, with the calendar cancellation. */
export function cancelledMail(
  to: string,
  booking: BookingWithPeople,
  why: string,
  context: MailContext,
): OutgoingMail {
  const rendered = renderMail({
    heading: 'Office hours cancelled',
    paragraphs: [...paragraphs(booking, context), why],
    action: { label: 'My office hours', url: `${context.publicUrl}/my/office-hours` },
    footer: FOOTER,
  });
  return {
    to,
    subject: `Cancelled: ${summary(booking)}`,
    ...rendered,
    attachments: [sessionCalendar(booking, context, true)],
  };
}

/** Why a session was cancelled, as its mail says: one side cancelled it, and the slot is free again. */
export const cancelledBy = (name: string) => `${name} cancelled this session. The slot is free again.`;

/**
 * Why a session to come ended when one side deleted their account (docs/product.md#delete-account); the booking
 * the mail is made from names the erased side as a former member.
 */
export const ENDED_BY_ERASURE = 'This session is cancelled: the other person has deleted their account.';

/** docs/product.md#office-hours: 24 hours and 1 hour before. */
export function reminderMail(
  to: string,
  booking: BookingWithPeople,
  lead: OfficeHoursReminderLead,
  context: MailContext,
): OutgoingMail {
  const soon = lead === '24h' ? 'tomorrow' : 'in an hour';
  const rendered = renderMail({
    heading: `Your office hours are ${soon}`,
    paragraphs: paragraphs(booking, context),
    action: { label: 'My office hours', url: `${context.publicUrl}/my/office-hours` },
    footer: FOOTER,
  });
  return { to, subject: `Reminder: ${summary(booking)} ${soon}`, ...rendered };
}
