import { startupPagePath } from '#common/startups-constants';
import { CENTRE_NAME, renderMail } from '#server/modules/mail';

type MailConfig = { publicUrl: string; centreInbox: string };

/** To a startup's founders: the centre approved their change and the public page shows it. */
export function revisionApprovedMail(
  startup: { name: string; slug: string; published: boolean },
  config: MailConfig,
) {
  return {
    subject: `${startup.name}: your page update is approved`,
    headers: { 'Reply-To': config.centreInbox },
    ...renderMail({
      heading: 'Your page update is approved',
      paragraphs: [
        `The ${CENTRE_NAME} approved the story, milestones and founder roles you sent for ${startup.name}.`,
        startup.published
          ? 'The startup’s public page shows them now.'
          : 'They will show on the public page once you publish the profile on My cohort.',
      ],
      action: startup.published
        ? { label: 'See the page', url: `${config.publicUrl}${startupPagePath(startup.slug)}` }
        : { label: 'Open My cohort', url: `${config.publicUrl}/my/cohort` },
      footer: `You receive this because you are a founder of ${startup.name}.`,
    }),
  };
}

/** To a startup's founders: the centre sent their change back with a note; the page keeps the old version. */
export function revisionReturnedMail(startup: { name: string }, note: string, config: MailConfig) {
  return {
    subject: `${startup.name}: your page update needs another look`,
    headers: { 'Reply-To': config.centreInbox },
    ...renderMail({
      heading: 'Your page update needs another look',
      paragraphs: [
        `The ${CENTRE_NAME} sent back the story, milestones and founder roles you sent for ${startup.name}. The public page keeps showing the earlier version.`,
        `The centre’s note: ${note}`,
        'Change what the note asks on My cohort and send it again.',
      ],
      action: { label: 'Open My cohort', url: `${config.publicUrl}/my/cohort` },
      footer: `You receive this because you are a founder of ${startup.name}.`,
    }),
  };
}
