import { renderMail } from '#server/modules/mail';

/**
 * Why the owner's mail carries no unsubscribe link: it answers the post they published and asked
 * applications for, and stops with it (docs/product.md#applications-on-the-site).
 */
const OWNER_FOOTER =
  'You receive this because you published this post on the centre’s site and it takes applications there. Each application sends one mail.';

/** docs/product.md#applications-on-the-site: the poster learns of a new application at once. */
export function newApplicationMail(input: {
  postTitle: string;
  applicant: { name: string; email: string };
  note: string;
  links: string[];
  hasCv: boolean;
  inboxUrl: string;
}) {
  const who = input.applicant.name
    ? `${input.applicant.name} (${input.applicant.email})`
    : input.applicant.email;
  const rendered = renderMail({
    heading: `New application: ${input.postTitle}`,
    paragraphs: [
      `${who} applied to "${input.postTitle}" on the site${input.hasCv ? ', with a CV' : ''}.`,
      `Cover note:\n${input.note}`,
      ...(input.links.length ? [`Links:\n${input.links.join('\n')}`] : []),
      'Read it, download the CV and mark it shortlisted, declined or hired from your applicants inbox.',
    ],
    action: { label: 'Open my posts', url: input.inboxUrl },
    footer: OWNER_FOOTER,
  });
  return {
    subject: `New application: ${input.postTitle}`,
    headers: { 'Reply-To': input.applicant.email },
    ...rendered,
  };
}

const STATE_WORDS = {
  new: 'is back to new',
  shortlisted: 'was shortlisted',
  declined: 'was not taken forward',
  hired: 'was accepted: you are hired',
} as const;

/**
 * The applicant learns of every state change (docs/product.md#applicants-inbox); an answer to their own
 * application, so a transactional mail with a footer saying so.
 */
export function stateChangeMail(input: {
  postTitle: string;
  organisation: string;
  state: keyof typeof STATE_WORDS;
  statusUrl: string;
}) {
  const rendered = renderMail({
    heading: `Your application ${STATE_WORDS[input.state]}`,
    paragraphs: [
      `Your application to "${input.postTitle}" (${input.organisation}) ${STATE_WORDS[input.state]}.`,
      input.state === 'hired'
        ? 'The poster will contact you about the next steps.'
        : input.state === 'shortlisted'
          ? 'The poster may contact you soon.'
          : 'You can follow all your applications on Application Status.',
    ],
    action: { label: 'See my applications', url: input.statusUrl },
    footer:
      'You receive this because you applied to this post on the centre’s site; each change of its state sends one mail. Withdraw it from Application Status and they stop.',
  });
  return { subject: `Application ${input.state}: ${input.postTitle}`, ...rendered };
}
