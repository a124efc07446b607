import { formatInZone } from '#common/times';
import { CENTRE_NAME, renderMail } from '#server/modules/mail';

/** To a reviewer with open reviews: sent by an admin or two days before the review deadline. */
export function reviewReminderMail(
  reminder: { callTitle: string; open: number; reviewDeadline: string | null },
  config: { publicUrl: string; centreInbox: string; centreTimezone: string },
) {
  const count = reminder.open === 1 ? 'one application' : `${reminder.open} applications`;
  return {
    subject: `Reminder: ${count} to review for “${reminder.callTitle}”`,
    headers: { 'Reply-To': config.centreInbox },
    ...renderMail({
      heading: 'Your reviews are waiting',
      paragraphs: [
        `You still have ${count} to review in “${reminder.callTitle}” for the ${CENTRE_NAME}.`,
        reminder.reviewDeadline
          ? `Reviews close on ${formatInZone(reminder.reviewDeadline, config.centreTimezone, true)}.`
          : 'Please review them when you can.',
      ],
      action: { label: 'Open your reviews', url: `${config.publicUrl}/review` },
      footer:
        'You receive this because you are a reviewer with open reviews; reminders are part of that role. To stop them, finish your reviews or reply to this email.',
    }),
  };
}
