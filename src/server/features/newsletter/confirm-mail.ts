import { CONFIRM_SUBSCRIPTION_PAGE } from '#common/newsletter';
import { OTP } from '#common/auth';
import type { OutgoingMail } from '#server/modules/mail';
import { CENTRE_NAME, renderMail } from '#server/modules/mail';
import { CONFIRM_LINK_VALID_DAYS } from './confirm-token';

/** Every confirmation mail's subject starts so (the retention run finds them by it). */
export const CONFIRMATION_SUBJECT = 'Confirm your newsletter subscription: ';

/**
 * docs/product.md#newsletter-subscription: the mail that confirms a subscription, with a code for the page
 * where the person subscribed and a link to a page that confirms with a button (a GET changes nothing).
 */
export function confirmationMail(input: {
  to: string;
  code: string;
  token: string;
  publicUrl: string;
}): OutgoingMail {
  const url = `${input.publicUrl}${CONFIRM_SUBSCRIPTION_PAGE}?token=${encodeURIComponent(input.token)}`;
  const rendered = renderMail({
    heading: 'Confirm your subscription',
    paragraphs: [
      `Someone, hopefully you, asked to receive the ${CENTRE_NAME} newsletter at ${input.to}. Enter this code on the page where you subscribed:`,
    ],
    code: input.code,
    action: { label: 'Or confirm here', url },
    footer: `The code works for ${OTP.ttlMinutes} minutes, the link for ${CONFIRM_LINK_VALID_DAYS} days. If you didn't subscribe, ignore this email: nothing is sent to you unless you confirm.`,
  });
  return { to: input.to, subject: `${CONFIRMATION_SUBJECT}${input.code}`, ...rendered };
}
