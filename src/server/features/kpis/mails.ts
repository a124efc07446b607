import { periodLabel } from '#common/kpis';
import { CENTRE_NAME, renderMail } from '#server/modules/mail';

/** To a startup's founders: the period's figures are due (docs/product.md#startup-kpis). */
export function kpiReminderMail(
  reminder: { startupName: string; cohortName: string; period: string; metrics: string[] },
  config: { publicUrl: string; centreInbox: string },
) {
  const period = periodLabel(reminder.period);
  return {
    subject: `${reminder.startupName}: your figures for ${period}`,
    headers: { 'Reply-To': config.centreInbox },
    ...renderMail({
      heading: `Your figures for ${period}, please`,
      paragraphs: [
        `The ${CENTRE_NAME} asks the startups of "${reminder.cohortName}" for a few figures each period: ${reminder.metrics.join(', ')}.`,
        `${reminder.startupName} has not reported ${period} yet. It takes a minute on My cohort; any member of the team may do it.`,
      ],
      action: { label: 'Report your figures', url: `${config.publicUrl}/my/cohort#kpis` },
      footer: `You receive this once per period because you are a founder of ${reminder.startupName}. It stops when your team has reported; to stop these reminders altogether, choose “No mail” under Mail about my cohort on your profile (${config.publicUrl}/profile#cohort-mail).`,
    }),
  };
}
