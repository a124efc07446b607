import { z } from 'zod';
import { emailSchema, OTP } from './auth';
import { HONEYPOT_FIELD, honeypotSchema } from './contact';

/** docs/product.md#newsletter-messages: what the newsletter pages say. */
export const NEWSLETTER_MESSAGES = {
  subscribed:
    'Thank you for subscribing! A confirmation email is on its way: enter its code or open its link.',
  confirmed: 'Your subscription is confirmed. Welcome to our newsletter!',
  confirmFailed: 'Failed to confirm your subscription',
  badConfirmLink:
    'This confirmation link is not valid or has expired. Please subscribe again to get a new one.',
  subscribeFailed: 'Failed to subscribe',
  unexpected: 'An unexpected error occurred',
  codeSent: 'If this email is subscribed, a 6-digit code is on its way. Check your inbox.',
  /** The code step's note, naming the address in the sentence. */
  codeSentTo: (email: string) =>
    `If ${email} is subscribed, a 6-digit code is on its way to it. Check your inbox.`,
  newCodeSentTo: (email: string) => `If ${email} is subscribed, a new code is on its way. Check your inbox.`,
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
  noRecipients: 'Nobody is subscribed to these topics.',
  topicsSaved: 'Your topics are saved.',
  notSubscribed: 'This address is not subscribed any more. Subscribe again to choose topics.',
} as const;

/** The subscribe page's welcome and success screens, and the modal's close (docs/product.md#newsletter). */
export const NEWSLETTER_TIMINGS = { welcomeMs: 3000, successMs: 5000, modalCloseMs: 2000 } as const;

export const SUBSCRIBER_PAGE_SIZE = 50;

/**
 * docs/product.md#newsletter-topics: what a subscriber wants to hear about. A campaign targets one or more;
 * it reaches those subscribed to any of them. Subscribers from before topics existed have all four.
 */
export const NEWSLETTER_TOPICS = ['events', 'programmes', 'opportunities', 'general'] as const;
export type NewsletterTopic = (typeof NEWSLETTER_TOPICS)[number];
export const NEWSLETTER_TOPIC_LABELS: Record<NewsletterTopic, string> = {
  events: 'Events',
  programmes: 'Programmes',
  opportunities: 'Opportunities (ideas, projects, internships)',
  general: 'General news of the centre',
};
export const TOPICS_REQUIRED = 'Choose at least one topic';

/** One or more topics, each once, in the canonical order. */
export const topicsSchema = z
  .array(z.enum(NEWSLETTER_TOPICS, { message: 'Unknown topic' }), { message: TOPICS_REQUIRED })
  .min(1, TOPICS_REQUIRED)
  .max(NEWSLETTER_TOPICS.length * 2)
  .transform((topics) => NEWSLETTER_TOPICS.filter((topic) => topics.includes(topic)));
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

/** The page a confirmation mail links to (docs/product.md#confirm-subscription-page). */
export const CONFIRM_SUBSCRIPTION_PAGE = '/newsletter/confirm';

/** POST /api/newsletter/confirm: the code from the confirmation mail. */
export const confirmCodeSchema = z.strictObject({
  email: emailSchema,
  otp: unsubscribeCodeSchema,
  topics: topicsSchema.optional(),
});
export type ConfirmCodeInput = z.input<typeof confirmCodeSchema>;

/** GET and POST /api/newsletter/confirm-link?token=: the link in the confirmation mail. */
export const confirmLinkQuerySchema = z.object({
  token: z
    .string({ message: NEWSLETTER_MESSAGES.badConfirmLink })
    .max(600, NEWSLETTER_MESSAGES.badConfirmLink),
});

/** What the confirming page shows before the button is pressed. */
export const confirmLinkStatusSchema = z.object({
  email: z.string(),
  subscribed: z.boolean(),
  /** The topics chosen (all of them before the address is confirmed). */
  topics: z.array(z.enum(NEWSLETTER_TOPICS)),
});

/** POST /api/newsletter/confirm-link: confirms with these topics, or changes them once subscribed. */
export const confirmLinkBodySchema = z
  .strictObject({ topics: topicsSchema.optional() })
  .optional()
  .nullable();
export type ConfirmLinkBody = z.input<typeof confirmLinkBodySchema>;
export type ConfirmLinkStatus = z.infer<typeof confirmLinkStatusSchema>;

export const oneClickQuerySchema = z.object({
  token: z.string({ message: NEWSLETTER_MESSAGES.badLink }).max(200, NEWSLETTER_MESSAGES.badLink),
});

/** RFC 8058's body (form-encoded) from a mail client, or our page's empty JSON object. */
export const oneClickBodySchema = z
  .object({ 'List-Unsubscribe': z.string().max(100).optional() })
  .optional()
  .nullable();

export const campaignSchema = z.strictObject({
  /** Subscribers of any of these topics receive it (all topics when left out). */
  topics: topicsSchema.default([...NEWSLETTER_TOPICS]),
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

/** GET /api/newsletter/recipients?topics=events,general: how many would receive a campaign now. */
export const recipientCountQuerySchema = z.strictObject({
  topics: z
    .string()
    .max(200)
    .transform((value) => value.split(',').filter(Boolean))
    .pipe(topicsSchema),
});
export const recipientCountSchema = z.object({ recipients: z.number().int() });

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

export const SUBSCRIBER_STATUSES = ['subscribed', 'unsubscribed'] as const;
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];

export const subscriberSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  status: z.enum(SUBSCRIBER_STATUSES),
  subscribedAt: z.string(),
  unsubscribedAt: z.string().nullable(),
});
export type Subscriber = z.infer<typeof subscriberSchema>;

export const subscriberPageSchema = z.object({
  items: z.array(subscriberSchema),
  /** Rows matching the search. */
  total: z.number().int(),
  /** Everyone subscribed now, whatever the search. */
  subscribedCount: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type SubscriberPage = z.infer<typeof subscriberPageSchema>;

/** "1 subscriber", "2 subscribers": every count of subscribers the admin reads goes through here. */
export function subscribersLabel(total: number): string {
  return `${total} ${total === 1 ? 'subscriber' : 'subscribers'}`;
}

/** The answer to starting a campaign: past tense, so it stays true while the progress below moves on. */
export function campaignStartedMessage(recipients: number): string {
  return `Newsletter started for ${subscribersLabel(recipients)}. Its delivery shows under “Sent newsletters”.`;
}

const count = z.number().int();
export const campaignProgressSchema = z.object({
  id: z.number().int(),
  subject: z.string(),
  createdAt: z.string(),
  createdBy: z.string(),
  recipients: count,
  /** Handed to the outbox. */
  queued: count,
  /** Accepted by the mail server. */
  sent: count,
  /** Left before their turn, or their mail was cancelled. */
  skipped: count,
  failed: count,
  /** Nothing is left to do for this campaign. */
  done: z.boolean(),
});
export type CampaignProgress = z.infer<typeof campaignProgressSchema>;

/** POST /api/newsletter/campaigns (202): the campaign is queued. */
export const campaignStartedSchema = z.object({
  id: z.number().int(),
  recipients: count,
  message: z.string(),
});

/** GET /api/newsletter/one-click-unsubscribe: whom the link names and their topics, before anything changes. */
export const oneClickStatusSchema = z.object({
  email: z.string(),
  subscribed: z.boolean(),
  /** The topics chosen; none once unsubscribed. */
  topics: z.array(z.enum(NEWSLETTER_TOPICS)),
});
export type OneClickStatus = z.infer<typeof oneClickStatusSchema>;

/** PUT /api/newsletter/topics?token=: the topics a subscriber chose on the page a newsletter links to. */
export const topicsChangeSchema = z.strictObject({ topics: topicsSchema });

export { messageAnswerSchema, type MessageAnswer } from './api-answers';

/**
 * The page a newsletter's unsubscribe link opens. Mail headers name it too (RFC 8058): a person who
 * opens it sees a confirmation, and a mail client's one-click POST to it unsubscribes.
 */
export const ONE_CLICK_UNSUBSCRIBE_PAGE = '/newsletter/one-click-unsubscribe';
