import type { OpportunityKind } from '#common/opportunities-constants';
import { REPORT_REASON_LABELS, REPORTS_TO_HIDE, type ReportReason } from '#common/reports';
import { renderMail } from '#server/modules/mail';

/**
 * docs/product.md#reports: the centre learns at once that reports hid a post, with the reasons, so a
 * wrongly hidden post is not gone for long.
 */
export function postHiddenMail(
  kind: OpportunityKind,
  title: string,
  reports: { reason: ReportReason; text: string | null }[],
  queueUrl: string,
) {
  const rendered = renderMail({
    heading: `Reports hid a ${kind}: ${title}`,
    paragraphs: [
      `${REPORTS_TO_HIDE} people with established accounts reported the ${kind} "${title}", so it is hidden from the public lists until an admin restores or removes it.`,
      ...reports.map(
        (report) => `${REPORT_REASON_LABELS[report.reason]}${report.text ? `:\n${report.text}` : ''}`,
      ),
    ],
    action: { label: 'Open the moderation queue', url: queueUrl },
  });
  return { subject: `Hidden after reports: ${title}`, ...rendered };
}

/** docs/product.md#moderation-queue: the author learns that the centre removed their post, and why. */
export function postRemovedMail(kind: OpportunityKind, title: string, reason: string | undefined) {
  const rendered = renderMail({
    heading: `Your ${kind} was removed`,
    paragraphs: [
      `"${title}" was removed from the website after readers reported it and the centre reviewed it.`,
      ...(reason ? [`Reason given by the centre:\n${reason}`] : []),
      'Reply to the centre if you think this is a mistake.',
    ],
  });
  return { subject: `Removed: ${title}`, ...rendered };
}

/**
 * docs/product.md#moderation-queue: the author whose post reports hid learns that the centre reviewed it
 * and listed it again (a dismissal of a listed post's reports changed nothing for them and mails nobody).
 */
export function postRestoredMail(kind: OpportunityKind, title: string, statusUrl: string) {
  const rendered = renderMail({
    heading: `Your ${kind} is listed again`,
    paragraphs: [
      `"${title}" was hidden from the public lists for a while because readers reported it. The centre reviewed the reports and listed it again: nothing was changed and nothing needs doing.`,
    ],
    action: { label: 'See your posts', url: statusUrl },
  });
  return { subject: `Listed again: ${title}`, ...rendered };
}
