import { z } from 'zod';
import { emailSchema, OTP } from './auth';
import { HONEYPOT_FIELD, honeypotSchema } from './contact';

/** docs/product.md#newsletter-messages: what the newsletter pages say. */
export const NEWSLETTER_MESSAGES = {
  subscribed: 'Thank you for subscribing!',
  subscribeFailed: 'Failed to subscribe',
  unexpected: 'An unexpected error occurred',
  codeSent: 'If this email is subscribed, a 6-digit code is on its way. Check your inbox.',
  sendCodeFailed: 'Failed to send verification code',
  unsubscribeFailed: 'Failed to unsubscribe',
  otherError: 'An error occurred',
  unsubscribed: 'You have been unsubscribed. You will not receive our newsletter any more.',
  invalidCode: 'The code is wrong or has expired.',
  codeRequired: 'Please enter the 6-digit code',
  codeDigits: 'The code contains digits only',
  codeLength: 'The code has exactly 6 digits',
  badLink: 'This unsubscribe link is not valid. It may have been copied incompletely.',
  subjectRequired: 'Please enter a subject',
  bodyRequired: 'Please write the newsletter',
  noSubscribers: 'There are no subscribers to send to.',
} as const;

/** The subscribe page's welcome and success screens, and the modal's close (docs/product.md#newsletter). */
export const NEWSLETTER_TIMINGS = { welcomeMs: 3000, successMs: 5000, modalCloseMs: 2000 } as const;

export const SUBSCRIBER_PAGE_SIZE = 50;
export const CAMPAIGN_LIMITS = { subject: 200, body: 20_000 } as const;

export const subscribeSchema = z.strictObject({ email: emailSchema, [HONEYPOT_FIELD]: honeypotSchema });
export type SubscribeInput = z.input<typeof subscribeSchema>;

export const unsubscribeSendCodeSchema = z.strictObject({ email: emailSchema });
export type UnsubscribeSendCodeInput = z.input<typeof unsubscribeSendCodeSchema>;

/** docs/product.md#unsubscribe-with-a-code: required, digits only, 6 digits. */
export const unsubscribeCodeSchema = z
  .string({ message: NEWSLETTER_MESSAGES.codeRequired })
  .trim()
  .min(1, NEWSLETTER_MESSAGES.codeRequired)
  .regex(/^\d+$/, NEWSLETTER_MESSAGES.codeDigits)
  .length(OTP.length, NEWSLETTER_MESSAGES.codeLength);

export const unsubscribeVerifySchema = z.strictObject({ email: emailSchema, otp: unsubscribeCodeSchema });
export type UnsubscribeVerifyInput = z.input<typeof unsubscribeVerifySchema>;

export const oneClickQuerySchema = z.object({
  token: z.string({ message: NEWSLETTER_MESSAGES.badLink }).max(200, NEWSLETTER_MESSAGES.badLink),
});

/** RFC 8058's body (form-encoded) from a mail client, or our page's empty JSON object. */
export const oneClickBodySchema = z
  .object({ 'List-Unsubscribe': z.string().max(100).optional() })
  .optional()
  .nullable();

export const campaignSchema = z.strictObject({
  subject: z
    .string({ message: NEWSLETTER_MESSAGES.subjectRequired })
    .trim()
    .min(1, NEWSLETTER_MESSAGES.subjectRequired)
    .max(CAMPAIGN_LIMITS.subject, `Please keep the subject under ${CAMPAIGN_LIMITS.subject} characters`),
  body: z
    .string({ message: NEWSLETTER_MESSAGES.bodyRequired })
    .trim()
    .min(1, NEWSLETTER_MESSAGES.bodyRequired)
    .max(CAMPAIGN_LIMITS.body, `Please keep the newsletter under ${CAMPAIGN_LIMITS.body} characters`),
});
export type CampaignInput = z.input<typeof campaignSchema>;

export const subscriberListQuerySchema = z.object({
  search: z.string().trim().max(254).default(''),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});

/** The body as the mail shows it: paragraphs are separated by blank lines. */
export function bodyToParagraphs(body: string): string[] {
  return body
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

export interface Subscriber {
  id: number;
  email: string;
  status: 'subscribed' | 'unsubscribed';
  subscribedAt: string;
  unsubscribedAt: string | null;
}

export interface SubscriberPage {
  items: Subscriber[];
  /** Rows matching the search. */
  total: number;
  /** Everyone subscribed now, whatever the search. */
  subscribedCount: number;
  page: number;
  pageSize: number;
}

export interface CampaignProgress {
  id: number;
  subject: string;
  createdAt: string;
  createdBy: string;
  recipients: number;
  /** Handed to the outbox. */
  queued: number;
  /** Accepted by the mail server. */
  sent: number;
  /** Left before their turn, or their mail was cancelled. */
  skipped: number;
  failed: number;
  /** Nothing is left to do for this campaign. */
  done: boolean;
}

export interface MessageAnswer {
  message: string;
}
