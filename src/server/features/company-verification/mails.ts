import type { VerificationDecision } from '#common/company-verification';
import { CENTRE_NAME, renderMail } from '#server/modules/mail';

/** To the centre: a request waits in the admin area. */
export function newVerificationMail(request: { companyName: string; userEmail: string }, publicUrl: string) {
  return {
    subject: `Company verification request: ${request.companyName}`,
    ...renderMail({
      heading: 'A company asks to be verified',
      paragraphs: [
        `${request.userEmail} asks to verify "${request.companyName}" so they can post internships.`,
      ],
      action: { label: 'Review requests', url: `${publicUrl}/ad123/startup-verification` },
    }),
  };
}

/** To the requester: the centre's decision. */
export function verificationDecisionMail(
  decision: VerificationDecision,
  companyName: string,
  config: { publicUrl: string; centreInbox: string },
) {
  if (decision === 'approved') {
    return {
      subject: `${companyName} is verified`,
      ...renderMail({
        heading: 'Your company is verified',
        paragraphs: [
          `The ${CENTRE_NAME} has approved the verification request for "${companyName}".`,
          'You can now post internships for our students.',
        ],
        action: { label: 'Post an internship', url: `${config.publicUrl}/post-internship` },
      }),
    };
  }
  return {
    subject: `Your verification request for ${companyName}`,
    headers: { 'Reply-To': config.centreInbox },
    ...renderMail({
      heading: 'Your verification request was declined',
      paragraphs: [
        `The ${CENTRE_NAME} could not approve the verification request for "${companyName}".`,
        `To learn more, reply to this email or write to ${config.centreInbox}. You are welcome to send a new request with more details.`,
      ],
      action: { label: 'Send a new request', url: `${config.publicUrl}/company-verification` },
    }),
  };
}
