import { CENTRE_NAME, renderMail } from '#server/modules/mail';

/** To the applicant: the centre's decision. */
export function applicationDecisionMail(
  decision: 'accepted' | 'declined',
  application: { programTitle: string; teamName: string },
  config: { publicUrl: string; centreInbox: string },
) {
  const accepted = decision === 'accepted';
  return {
    subject: accepted
      ? `Welcome to the ${application.programTitle}`
      : `Your application to the ${application.programTitle}`,
    headers: { 'Reply-To': config.centreInbox },
    ...renderMail({
      heading: accepted ? 'Your application was accepted' : 'Your application was not accepted',
      paragraphs: accepted
        ? [
            `Congratulations! The ${CENTRE_NAME} has accepted "${application.teamName}" into the ${application.programTitle}.`,
            `We will be in touch about the next steps. Questions? Reply to this email or write to ${config.centreInbox}.`,
          ]
        : [
            `Thank you for applying to the ${application.programTitle} with "${application.teamName}". The ${CENTRE_NAME} cannot offer you a place this time.`,
            `To learn more, reply to this email or write to ${config.centreInbox}. You are welcome to apply again.`,
          ],
      action: { label: 'See your applications', url: `${config.publicUrl}/application-status` },
    }),
  };
}
