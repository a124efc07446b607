import { ROLE_LABELS, type GrantableRole } from '#common/roles';
import { CENTRE_NAME, renderMail } from '#server/modules/mail';

/** What each role lets the person do, in the mail that tells them they hold it. */
const ROLE_DUTIES: Record<GrantableRole, { does: string; where: string; label: string }> = {
  reviewer: {
    does: 'review the applications assigned to you in the centre’s selection rounds',
    where: '/review',
    label: 'Open your reviews',
  },
  mentor: {
    does: 'mentor the startups in the centre’s cohorts',
    where: '/profile',
    label: 'Open your account',
  },
};

/** To the person: an admin granted or took away a role (docs/product.md#people-tab). */
export function roleChangeMail(
  change: { role: GrantableRole; granted: boolean; email: string },
  config: { publicUrl: string; centreInbox: string },
) {
  const label = ROLE_LABELS[change.role].toLowerCase();
  const duties = ROLE_DUTIES[change.role];
  if (change.granted) {
    return {
      subject: `You are now a ${label} at the ${CENTRE_NAME}`,
      headers: { 'Reply-To': config.centreInbox },
      ...renderMail({
        heading: `You are now a ${label}`,
        paragraphs: [
          `The ${CENTRE_NAME} has made you a ${label}: you can now ${duties.does}.`,
          `Sign in with this address (${change.email}) to get started. Questions? Reply to this email.`,
        ],
        action: { label: duties.label, url: `${config.publicUrl}${duties.where}` },
      }),
    };
  }
  return {
    subject: `Your ${label} role at the ${CENTRE_NAME}`,
    headers: { 'Reply-To': config.centreInbox },
    ...renderMail({
      heading: `You are no longer a ${label}`,
      paragraphs: [
        `The ${CENTRE_NAME} has taken away your ${label} role. Thank you for your help.`,
        'If you think this is a mistake, reply to this email.',
      ],
    }),
  };
}
