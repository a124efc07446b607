import { COHORT_INVITE_DAYS } from '#common/startups';
import { CENTRE_NAME, renderMail } from '#server/modules/mail';

/** To an invited team member: the code to type after signing in (docs/decisions/005-codes-instead-of-links.md). */
export function invitationMail(
  invitation: { startupName: string; cohortName: string; inviterName: string; code: string },
  config: { publicUrl: string; centreInbox: string },
) {
  return {
    subject: `Join ${invitation.startupName} at the ${CENTRE_NAME}: code ${invitation.code}`,
    headers: { 'Reply-To': config.centreInbox },
    ...renderMail({
      heading: `${invitation.inviterName} invites you to ${invitation.startupName}`,
      paragraphs: [
        `${invitation.startupName} is in the cohort "${invitation.cohortName}" of the ${CENTRE_NAME}. Join its team to see the cohort page, the programme's schedule and the centre's announcements.`,
        `Sign in with this email address, open My cohort and type the code ${invitation.code}. It works for ${COHORT_INVITE_DAYS} days.`,
      ],
      action: { label: 'Open My cohort', url: `${config.publicUrl}/my/cohort` },
      footer: 'If you did not expect this, ignore this email: nothing happens unless the code is typed.',
    }),
  };
}

/** To every member of a cohort: what the centre announced (docs/product.md#cohorts). */
export function announcementMail(
  announcement: { cohortName: string; title: string; body: string },
  config: { publicUrl: string; centreInbox: string },
) {
  return {
    subject: `${announcement.cohortName}: ${announcement.title}`,
    headers: { 'Reply-To': config.centreInbox },
    ...renderMail({
      heading: announcement.title,
      paragraphs: announcement.body.split(/\n{2,}/).filter(Boolean),
      action: { label: 'Open the cohort page', url: `${config.publicUrl}/my/cohort` },
      footer: `You receive this because you are a member of the cohort "${announcement.cohortName}". To read announcements on My cohort only, choose “No mail” under Mail about my cohort on your profile (${config.publicUrl}/profile#cohort-mail).`,
    }),
  };
}
