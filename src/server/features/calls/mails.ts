import { formatInZone } from '#common/times';
import { CENTRE_NAME, renderMail } from '#server/modules/mail';

/** To the applicant, in answer to their own submission (docs/product.md#calls). */
export function submittedMail(
  application: { callTitle: string; teamName: string; submittedAt: string },
  config: { publicUrl: string; centreInbox: string; centreTimezone: string },
) {
  return {
    subject: `Application received: ${application.callTitle}`,
    headers: { 'Reply-To': config.centreInbox },
    ...renderMail({
      heading: 'We have your application',
      paragraphs: [
        `Thank you: the ${CENTRE_NAME} received the application of "${application.teamName}" to "${application.callTitle}" on ${formatInZone(application.submittedAt, config.centreTimezone, true)}.`,
        'A panel reviews every application after the call closes. We will email you the decision.',
      ],
      action: { label: 'See your applications', url: `${config.publicUrl}/application-status` },
    }),
  };
}

const DECISION_SUBJECTS = {
  accepted: (call: string) => `You are in: ${call}`,
  waitlisted: (call: string) => `On the waiting list: ${call}`,
  declined: (call: string) => `Your application to ${call}`,
} as const;

/** To the applicant: the panel's decision with the admin's message (docs/product.md#decisions). */
export function decisionMail(
  decision: {
    outcome: 'accepted' | 'waitlisted' | 'declined';
    callTitle: string;
    teamName: string;
    message: string;
  },
  config: { publicUrl: string; centreInbox: string },
) {
  return {
    subject: DECISION_SUBJECTS[decision.outcome](decision.callTitle),
    headers: { 'Reply-To': config.centreInbox },
    ...renderMail({
      heading: DECISION_SUBJECTS[decision.outcome](decision.callTitle),
      paragraphs: [decision.message, `Questions? Reply to this email or write to ${config.centreInbox}.`],
      action: { label: 'See your applications', url: `${config.publicUrl}/application-status` },
      footer: `You receive this because "${decision.teamName}" applied to this call.`,
    }),
  };
}
