import type { OpportunityKind } from '#common/opportunities';
import { renderMail } from '#server/modules/mail';

const KIND_LABEL: Record<OpportunityKind, string> = {
  idea: 'idea',
  project: 'project',
  internship: 'internship',
};

/**
 * docs/product.md#posting-rules: the centre receives every field of a new post. The author's
 * address is the Reply-To, so the centre can answer them directly.
 */
export function newPostMail(
  kind: OpportunityKind,
  title: string,
  fields: [label: string, value: string][],
  author: { email: string; name: string },
  adminUrl: string,
) {
  const rendered = renderMail({
    heading: `New ${KIND_LABEL[kind]} awaiting review: ${title}`,
    paragraphs: [
      `${author.name ? `${author.name} (${author.email})` : author.email} posted a new ${KIND_LABEL[kind]}. It stays hidden until an admin approves it.`,
      ...fields.map(([label, value]) => `${label}:\n${value}`),
    ],
    action: { label: 'Review submissions', url: adminUrl },
  });
  return {
    subject: `New ${KIND_LABEL[kind]} submitted: ${title}`,
    headers: { 'Reply-To': author.email },
    ...rendered,
  };
}

/** Tells the author what the centre decided, with the admin's reason when one was given. */
export function decisionMail(
  kind: OpportunityKind,
  title: string,
  status: 'approved' | 'declined',
  reason: string | undefined,
  statusUrl: string,
) {
  const approved = status === 'approved';
  const rendered = renderMail({
    heading: approved ? `Your ${KIND_LABEL[kind]} was approved` : `Your ${KIND_LABEL[kind]} was declined`,
    paragraphs: [
      approved
        ? `Good news: "${title}" has been approved and is now visible on the website.`
        : `We're sorry: "${title}" was not approved for publication.`,
      ...(reason ? [`Reason given by the centre:\n${reason}`] : []),
    ],
    action: { label: 'See your submissions', url: statusUrl },
  });
  return {
    subject: approved ? `Approved: ${title}` : `Not approved: ${title}`,
    ...rendered,
  };
}
