import { bodyToParagraphs, ONE_CLICK_UNSUBSCRIBE_PAGE } from '#common/newsletter';
import type { OutgoingMail } from '#server/modules/mail';
import { CENTRE_NAME, renderMail } from '#server/modules/mail';

export interface CampaignMailInput {
  campaignId: number;
  subject: string;
  body: string;
  to: string;
  subscriberId: number;
  token: string;
  publicUrl: string;
}

/**
 * A newsletter mail for one subscriber: the body's paragraphs (escaped by renderMail), a
 * link to the page where they choose topics or unsubscribe, and the RFC 8058 headers mail clients use for their own
 * unsubscribe button. The header names the same human page, so a person who opens it sees a
 * confirmation rather than JSON; the one-click POST works on that address too. The delivery id header names campaign and subscriber, so a copy that
 * ever arrived twice would be recognisable as the same message.
 */
export function campaignMail(input: CampaignMailInput): OutgoingMail {
  const token = encodeURIComponent(input.token);
  const pageUrl = `${input.publicUrl}${ONE_CLICK_UNSUBSCRIBE_PAGE}?token=${token}`;
  const host = new URL(input.publicUrl).hostname;
  const rendered = renderMail({
    heading: input.subject,
    paragraphs: bodyToParagraphs(input.body),
    footer:
      `You receive this newsletter because ${input.to} subscribed to the ${CENTRE_NAME} newsletter. ` +
      'Choose the topics you hear about, or unsubscribe, on one page.',
    footerLink: { label: 'Choose topics or unsubscribe', url: pageUrl },
  });
  return {
    to: input.to,
    subject: input.subject,
    ...rendered,
    headers: {
      'List-Unsubscribe': `<${pageUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      'List-Id': `${CENTRE_NAME} newsletter <newsletter.${host}>`,
      'Message-ID': deliveryKey(input.campaignId, input.subscriberId, host),
      'X-Newsletter-Delivery': deliveryKey(input.campaignId, input.subscriberId, host),
    },
  };
}

/** Stable per campaign and subscriber, in Message-ID form. */
export function deliveryKey(campaignId: number, subscriberId: number, host: string): string {
  return `<newsletter-${campaignId}-${subscriberId}@${host}>`;
}

/** The admin's own test copy: the same mail, marked as a test, with a link that unsubscribes nobody. */
export function testMail(input: {
  subject: string;
  body: string;
  to: string;
  publicUrl: string;
}): OutgoingMail {
  const rendered = renderMail({
    heading: input.subject,
    paragraphs: bodyToParagraphs(input.body),
    footer: `This is a test copy sent only to you. Subscribers will find their own unsubscribe link here.`,
  });
  return { to: input.to, subject: `[Test] ${input.subject}`, ...rendered };
}
