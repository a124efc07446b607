import type { MessageGroup, ReminderLead } from '#common/event-registrations';
import { eventPagePath } from '#common/events';
import { bodyToParagraphs } from '#common/newsletter';
import { renderMail, type MailAttachment, type OutgoingMail } from '#server/modules/mail';
import { buildCalendar, icsFileName, type CalendarEvent } from '../ics';
import { qrPng } from './qr-png';

interface MailContext {
  publicUrl: string;
  timeZone: string;
  /** The event's start as the person reads it (with the centre's zone named). */
  startsAt: string;
}

/**
 * Why these mails carry no unsubscribe link: each answers a step the person took for this one event and
 * ends with it (docs/decisions/018-event-registration-mails-are-transactional.md).
 */
const TRANSACTIONAL = {
  waitlist:
    'You receive this because you joined the waitlist of this event. Leave the waitlist from My events and these mails stop.',
  offer:
    'You receive this because you are on the waitlist of this event; it is the only mail about this seat. Decline from My events and no more come.',
  reminder:
    'You receive this because you registered for this event: two reminders, 24 hours and 1 hour before. Cannot come? Cancel from My events and they stop.',
} as const;

function when(event: CalendarEvent, context: MailContext): string {
  return `${context.startsAt} · ${event.location}`;
}

/**
 * The last calendar file made: everyone registering for one event gets the same one, and building it
 * cost more than the rest of the mail (docs/performance.md#registration-rush).
 */
let lastCalendar = { key: '', content: '' };

function calendarFile(event: CalendarEvent, context: MailContext) {
  const key = JSON.stringify([event, context]);
  if (key !== lastCalendar.key) {
    const content = buildCalendar([event], {
      timeZone: context.timeZone,
      publicUrl: context.publicUrl,
      name: event.name,
    });
    lastCalendar = { key, content };
  }
  return {
    filename: icsFileName(event),
    contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
    content: lastCalendar.content,
  };
}

const QR_CID = 'check-in-code.qr';
const QR_SIZE = 200;

/**
 * The check-in code as a QR code (a PNG shown inline in the mail), for the camera at the entrance
 * (docs/product.md#registrants-and-check-in). The QR code holds nothing but the code.
 */
export function checkInQrAttachment(checkInCode: string): MailAttachment {
  return {
    filename: 'check-in-code.png',
    contentType: 'image/png',
    content: qrPng(checkInCode, QR_SIZE).toString('base64'),
    encoding: 'base64',
    cid: QR_CID,
  };
}

/**
 * docs/product.md#event-registration: the seat is yours, with the check-in code (as text and as a QR
 * code) and the calendar entry.
 */
export function confirmationMail(
  to: string,
  event: CalendarEvent,
  checkInCode: string,
  qrCode: MailAttachment,
  context: MailContext,
): OutgoingMail {
  const rendered = renderMail({
    heading: `You are registered: ${event.name}`,
    paragraphs: [
      when(event, context),
      'Show this check-in code or its QR code at the entrance (both are also on your My events page):',
    ],
    code: checkInCode,
    image: { cid: QR_CID, alt: `QR code of your check-in code ${checkInCode}`, size: QR_SIZE },
    action: { label: 'My events', url: `${context.publicUrl}/my/events` },
    footer:
      'The calendar entry is attached. Cannot come after all? Cancel from My events so the seat goes to the next person.',
  });
  return {
    to,
    subject: `Registered: ${event.name}`,
    ...rendered,
    attachments: [calendarFile(event, context), qrCode],
  };
}

/** docs/product.md#event-registration: the event is full; the person waits at this position. */
export function waitlistMail(
  to: string,
  event: CalendarEvent,
  position: number,
  context: MailContext,
): OutgoingMail {
  const rendered = renderMail({
    heading: `You are on the waitlist: ${event.name}`,
    paragraphs: [
      when(event, context),
      `The event is full; you are number ${position} on the waitlist. When a seat frees up we email you and hold it for you for 24 hours.`,
    ],
    action: { label: 'My events', url: `${context.publicUrl}/my/events` },
    footer: TRANSACTIONAL.waitlist,
  });
  return { to, subject: `On the waitlist: ${event.name}`, ...rendered };
}

/** docs/product.md#event-registration: a seat freed up and is held for the person until `expiresAt`. */
export function offerMail(
  to: string,
  event: CalendarEvent,
  expiresAt: string,
  context: MailContext,
): OutgoingMail {
  const rendered = renderMail({
    heading: `A seat is free for you: ${event.name}`,
    paragraphs: [
      when(event, context),
      `We are holding it for you until ${expiresAt}. Claim it from My events before then, or decline it so the next person gets it.`,
    ],
    action: { label: 'Claim your seat', url: `${context.publicUrl}/my/events` },
    footer: TRANSACTIONAL.offer,
  });
  return { to, subject: `A seat is free: ${event.name}`, ...rendered };
}

/** docs/product.md#event-registration: the reminders 24 hours and 1 hour before the start. */
export function reminderMail(
  to: string,
  event: CalendarEvent,
  lead: ReminderLead,
  checkInCode: string,
  qrCode: MailAttachment,
  context: MailContext,
): OutgoingMail {
  const soon = lead === '24h' ? 'tomorrow' : 'in an hour';
  const rendered = renderMail({
    heading: `${event.name} starts ${soon}`,
    paragraphs: [when(event, context), 'Show this check-in code or its QR code at the entrance:'],
    code: checkInCode,
    // The same QR code as the confirmation's: the reminder is the mail people open at the door.
    image: { cid: QR_CID, alt: `QR code of your check-in code ${checkInCode}`, size: QR_SIZE },
    action: { label: 'Event details', url: `${context.publicUrl}${eventPagePath(event.id)}` },
    footer: TRANSACTIONAL.reminder,
  });
  return { to, subject: `Reminder: ${event.name} starts ${soon}`, ...rendered, attachments: [qrCode] };
}

const GROUP_REASONS: Record<MessageGroup, string> = {
  registered: 'you hold a seat at',
  waitlisted: 'you are on the waitlist of',
  attended: 'you attended',
  no_shows: 'you registered for',
};

/** docs/product.md#registrants-and-check-in: the centre writes to one group of an event's people. */
export function groupMessageMail(
  to: string,
  event: CalendarEvent,
  group: MessageGroup,
  message: { subject: string; body: string },
  context: MailContext,
): OutgoingMail {
  const rendered = renderMail({
    heading: message.subject,
    paragraphs: [...bodyToParagraphs(message.body), when(event, context)],
    action: { label: 'Event details', url: `${context.publicUrl}${eventPagePath(event.id)}` },
    footer: `You receive this because ${GROUP_REASONS[group]} ${event.name}; it is about this event only.`,
  });
  return { to, subject: `${message.subject} · ${event.name}`, ...rendered };
}

/** docs/product.md#registrants-and-check-in: an admin removed the person's place. */
export function removedMail(to: string, event: CalendarEvent, context: MailContext): OutgoingMail {
  const rendered = renderMail({
    heading: `Your place is cancelled: ${event.name}`,
    paragraphs: [
      when(event, context),
      'The centre has cancelled your place at this event. If you think this is a mistake, please contact the centre.',
    ],
    action: { label: 'My events', url: `${context.publicUrl}/my/events` },
    footer: 'You receive this because you had registered for this event.',
  });
  return { to, subject: `Place cancelled: ${event.name}`, ...rendered };
}
