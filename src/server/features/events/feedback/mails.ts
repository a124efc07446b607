import { FEEDBACK_EDIT_DAYS } from '#common/event-feedback';
import { renderMail } from '#server/modules/mail';

/**
 * docs/product.md#event-feedback: a person who checked in at an event is asked once how it was, and reminded
 * once if they have not answered. About their own attendance, so a transactional mail (as in
 * docs/decisions/018-event-registration-mails-are-transactional.md).
 */
export function feedbackRequestMail(input: { eventName: string; url: string }) {
  const rendered = renderMail({
    heading: `How was "${input.eventName}"?`,
    paragraphs: [
      `Thank you for coming to "${input.eventName}". Tell the centre how it was: a rating and a few short questions, about two minutes.`,
      `The link is yours alone; no sign-in is needed. You can change your answer for ${FEEDBACK_EDIT_DAYS} days after you send it.`,
    ],
    action: { label: 'Give your feedback', url: input.url },
    footer:
      'You receive this because you checked in at this event. The centre asks once and reminds you at most once.',
  });
  return { subject: `Your feedback: ${input.eventName}`, ...rendered };
}

export function feedbackReminderMail(input: { eventName: string; url: string }) {
  const rendered = renderMail({
    heading: `A reminder: how was "${input.eventName}"?`,
    paragraphs: [
      `A few days ago the centre asked how "${input.eventName}" was for you. If you have a moment, your answer helps plan the next events.`,
    ],
    action: { label: 'Give your feedback', url: input.url },
    footer: 'This is the only reminder: the centre will not ask again about this event.',
  });
  return { subject: `Reminder: your feedback on ${input.eventName}`, ...rendered };
}
