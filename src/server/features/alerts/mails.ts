import { ALERT_UNSUBSCRIBE_PAGE, type AlertFrequency, type AlertList } from '#common/alerts';
import type { OutgoingMail } from '#server/modules/mail';
import { CENTRE_NAME, renderMail } from '#server/modules/mail';
import type { MatchedPost } from './repository';

const LIST_PATHS: Record<AlertList, string> = {
  ideas: '/wall-of-ideas',
  projects: '/projects',
  internships: '/internships',
  calls: '/programs',
};
const LIST_NAMES: Record<AlertList, string> = {
  ideas: 'ideas',
  projects: 'projects',
  internships: 'internships',
  calls: 'calls',
};

export interface DigestInput {
  to: string;
  name: string;
  frequency: AlertFrequency;
  sections: { name: string; list: AlertList; posts: MatchedPost[]; total: number }[];
  /** Names the person and every alert the digest was made from. */
  unsubscribeToken: string;
  /** How many alerts the unsubscribe link pauses: all of this frequency, also those with nothing new today. */
  alertCount: number;
  publicUrl: string;
  deliveryKey: string;
}

/**
 * One person's digest: per saved search, the new posts (up to the per-alert limit) and a link to the
 * list; RFC 8058 one-click unsubscribe of all its alerts, through the page a person who opens the link
 * sees (it only asks; the POST pauses), and a link to My alerts.
 */
export function digestMail(input: DigestInput): OutgoingMail {
  const host = new URL(input.publicUrl).hostname;
  const page = `${input.publicUrl}${ALERT_UNSUBSCRIBE_PAGE}?token=${encodeURIComponent(input.unsubscribeToken)}`;
  const count = input.sections.reduce((sum, section) => sum + section.total, 0);
  const paragraphs = input.sections.flatMap((section) => [
    `${section.name} — ${section.total} new ${LIST_NAMES[section.list]}:`,
    [
      ...section.posts.map((post) => `• ${post.title} (${post.by})`),
      ...(section.total > section.posts.length ? [`… and ${section.total - section.posts.length} more`] : []),
      `See them: ${input.publicUrl}${LIST_PATHS[section.list]}`,
    ].join('\n'),
  ]);
  const rendered = renderMail({
    heading: `${count} new ${count === 1 ? 'post matches' : 'posts match'} your alerts`,
    paragraphs: [`Hello ${input.name},`, ...paragraphs],
    action: { label: 'Manage my alerts', url: `${input.publicUrl}/my/alerts` },
    footer:
      `You receive this ${input.frequency} digest because you saved these searches at ${CENTRE_NAME}. ` +
      `Unsubscribing pauses ${input.alertCount === 1 ? `your ${input.frequency} alert` : `all ${input.alertCount} of your ${input.frequency} alerts`}; ` +
      'resume, edit or delete them in My alerts.',
    footerLink: { label: 'Unsubscribe', url: page },
  });
  return {
    to: input.to,
    subject: `New posts for your alerts (${count})`,
    ...rendered,
    headers: {
      'List-Unsubscribe': `<${page}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      'List-Id': `${CENTRE_NAME} alerts <alerts.${host}>`,
      'Message-ID': `<alert-digest-${input.deliveryKey}@${host}>`,
    },
  };
}
