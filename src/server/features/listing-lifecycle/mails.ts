import { formatInZone } from '#common/times';
import { renderMail } from '#server/modules/mail';

/**
 * docs/product.md#listing-lifecycle: three days before a listing expires its owner is told, once per
 * period. About their own listing, so a transactional mail (as in
 * docs/decisions/018-event-registration-mails-are-transactional.md)
 * whose footer says why it came.
 */
export function expiryReminderMail(input: {
  title: string;
  expiresAt: string;
  timeZone: string;
  inboxUrl: string;
}) {
  const when = formatInZone(input.expiresAt, input.timeZone, true);
  const rendered = renderMail({
    heading: `Your listing expires on ${when}`,
    paragraphs: [
      `"${input.title}" leaves the public lists on ${when} unless you renew it.`,
      'Still looking? Renew it in My posts for another 30 days. Found someone? Close it as filled, so nobody applies in vain.',
      'Applications you received stay in My posts either way.',
    ],
    action: { label: 'Open my posts', url: input.inboxUrl },
    footer:
      'You receive this because you published this listing on the centre’s site. Each listing period sends one reminder.',
  });
  return { subject: `Expires on ${when}: ${input.title}`, ...rendered };
}
