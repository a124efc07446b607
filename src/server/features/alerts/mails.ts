import type { AlertFrequency, AlertList } from '#common/alerts';
import type { OutgoingMail } from '#server/modules/mail';
import { CENTRE_NAME, renderMail } from '#server/modules/mail';
import type { MatchedPost } from './repository';

const LIST_PATHS: Record<AlertList, string> = {
  ideas: '/wall-of-ideas',
  projects: '/projects',
  internships: '/internships',
};
const LIST_NAMES: Record<AlertList, string> = {
  ideas: 'ideas',
  projects: 'projects',
  internships: 'internships',
};

export interface DigestInput {
  to: string;
  name: string;
  frequency: AlertFrequency;
  sections: { name: string; list: AlertList; posts: MatchedPost[]; total: number }[];
  unsubscribeToken: string;
  /** The alert the one-click token pauses, named in the footer. */
  unsubscribeAlertName: string;
  publicUrl: string;
  deliveryKey: string;
}

/**
 * One person's digest: per saved search, the new posts (up to the per-alert limit) and a link to the
 * list; RFC 8058 one-click unsubscribe for the alert named in the header, and a link to My alerts.
 */
export function digestMail(input: DigestInput): OutgoingMail {
  const host = new URL(input.publicUrl).hostname;
  const oneClick = `${input.publicUrl}/api/alerts/one-click-unsubscribe?token=${encodeURIComponent(input.unsubscribeToken)}`;
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
    // RFC 8058 names one link; the mail says which alert it pauses, so "unsubscribe" stops what it says.
    footer:
      `You receive this ${input.frequency} digest because you saved these searches at ${CENTRE_NAME}. ` +
      `Your mail app's unsubscribe button pauses the alert “${input.unsubscribeAlertName}” only` +
      `${input.sections.length > 1 ? '; pause, edit or delete the others' : '. Pause, edit or delete your alerts'} in My alerts.`,
    footerLink: { label: 'My alerts', url: `${input.publicUrl}/my/alerts` },
  });
  return {
    to: input.to,
    subject: `New posts for your alerts (${count})`,
    ...rendered,
    headers: {
      'List-Unsubscribe': `<${oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      'List-Id': `${CENTRE_NAME} alerts <alerts.${host}>`,
      'Message-ID': `<alert-digest-${input.deliveryKey}@${host}>`,
    },
  };
}
