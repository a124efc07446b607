import { formatDate } from '#common/intl-cache';
import { CENTRE_NAME, renderMail } from '#server/modules/mail';

const COHORT_GRANT = '/my/cohort#grant';
const day = (date: string) => formatDate(`${date}T12:00:00Z`, 'day');

/** To a startup's founders: a milestone's evidence is due soon, or was due (docs/product.md#seed-grants). */
export function milestoneReminderMail(
  reminder: {
    startupName: string;
    milestone: string;
    dueOn: string;
    amount: string;
    when: 'before' | 'after';
  },
  config: { publicUrl: string; centreInbox: string },
) {
  const due = day(reminder.dueOn);
  const before = reminder.when === 'before';
  return {
    subject: before
      ? `${reminder.startupName}: evidence for "${reminder.milestone}" is due on ${due}`
      : `${reminder.startupName}: evidence for "${reminder.milestone}" was due on ${due}`,
    headers: { 'Reply-To': config.centreInbox },
    ...renderMail({
      heading: before ? 'A grant milestone is due soon' : 'A grant milestone is past its date',
      paragraphs: [
        `The ${CENTRE_NAME} releases the next tranche of ${reminder.startupName}'s seed grant (${reminder.amount}) when the milestone "${reminder.milestone}" is reached and its evidence approved.`,
        before
          ? `Its date is ${due}. Send the evidence as a PDF from My cohort when it is ready; any founder may do it.`
          : `Its date was ${due} and no evidence has arrived. Send it from My cohort, or reply to this mail if the milestone needs more time.`,
      ],
      action: { label: 'Send the evidence', url: `${config.publicUrl}${COHORT_GRANT}` },
      footer: `You receive this because you are a founder of ${reminder.startupName}: once before a milestone's date and once after it, while its evidence is awaited.`,
    }),
  };
}

/** To a startup's founders: the centre approved a milestone's evidence or sent it back with a reason. */
export function evidenceReviewedMail(
  review: { startupName: string; milestone: string; approved: boolean; reason: string },
  config: { publicUrl: string; centreInbox: string },
) {
  return {
    subject: review.approved
      ? `${review.startupName}: "${review.milestone}" approved`
      : `${review.startupName}: "${review.milestone}" needs more evidence`,
    headers: { 'Reply-To': config.centreInbox },
    ...renderMail({
      heading: review.approved ? 'Milestone approved' : 'Your evidence was sent back',
      paragraphs: review.approved
        ? [
            `The ${CENTRE_NAME} approved the evidence for "${review.milestone}". The tranche it releases will be disbursed; you will see the payment on My cohort.`,
          ]
        : [
            `The ${CENTRE_NAME} needs more for "${review.milestone}":`,
            review.reason,
            'Send the evidence again from My cohort.',
          ],
      action: { label: 'Open your grant', url: `${config.publicUrl}${COHORT_GRANT}` },
      footer: `You receive this because you are a founder of ${review.startupName}.`,
    }),
  };
}
