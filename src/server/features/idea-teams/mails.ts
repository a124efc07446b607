import { renderMail } from '#server/modules/mail';

/** docs/product.md#idea-teams: the idea's owner learns of a request to join at once. */
export function joinRequestMail(input: {
  ideaTitle: string;
  /** As others see them (docs/decisions/039-display-names.md): the owner learns the email only on accepting. */
  requesterName: string;
  message: string;
  skills: string;
  inboxUrl: string;
}) {
  const rendered = renderMail({
    heading: `Request to join: ${input.ideaTitle}`,
    paragraphs: [
      `${input.requesterName} asks to join the team of "${input.ideaTitle}".`,
      `Their message:\n${input.message}`,
      ...(input.skills ? [`Skills offered: ${input.skills}`] : []),
      'Accept or decline it in My posts. Once you accept, you both see each other’s contact details.',
    ],
    action: { label: 'Open my posts', url: input.inboxUrl },
    footer:
      'You receive this because you published this idea on the centre’s site and it takes join requests. Mark its team complete to stop them.',
  });
  return { subject: `Request to join: ${input.ideaTitle}`, ...rendered };
}

/** The requester learns of the owner's answer (an answer to their own request: transactional). */
export function joinDecisionMail(input: {
  ideaTitle: string;
  accepted: boolean;
  owner: { name: string; email: string };
  statusUrl: string;
}) {
  const rendered = renderMail({
    heading: input.accepted
      ? `You joined the team of ${input.ideaTitle}`
      : `Your request to join was declined`,
    paragraphs: input.accepted
      ? [
          `${input.owner.name || 'The idea’s owner'} accepted your request to join "${input.ideaTitle}".`,
          `Reach them at ${input.owner.email}.`,
        ]
      : [
          `The owner of "${input.ideaTitle}" declined your request to join. Thank you for offering your help.`,
        ],
    action: { label: 'See my requests', url: input.statusUrl },
    footer:
      'You receive this because you asked to join this idea on the centre’s site; it answers that request.',
  });
  return {
    subject: `${input.accepted ? 'Request accepted' : 'Request declined'}: ${input.ideaTitle}`,
    ...(input.accepted ? { headers: { 'Reply-To': input.owner.email } } : {}),
    ...rendered,
  };
}
