import { z } from 'zod';

/**
 * The consents a person gives the site (docs/product.md#my-consents): each purpose is a kind of mail the
 * person chose, each topic one thing within it (a newsletter topic, one search alert, one kind of notice).
 */
export const CONSENT_PURPOSES = [
  'newsletter',
  'alerts',
  'owner-notifications',
  'admin-notifications',
  'cohort-mail',
] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];

export const CONSENT_PURPOSE_LABELS: Record<ConsentPurpose, string> = {
  newsletter: 'Newsletter',
  alerts: 'Search alerts',
  'owner-notifications': 'Mail about your posts',
  'admin-notifications': 'Admin notifications',
  'cohort-mail': 'Mail about your cohort',
};

export type ConsentAction = 'given' | 'withdrawn';
/** How it was given or withdrawn: a form on the site, a mailed link, a mail client's one-click unsubscribe, My consents. */
export const CONSENT_VIAS = ['form', 'mail-link', 'one-click', 'my-consents'] as const;
export type ConsentVia = (typeof CONSENT_VIAS)[number];

export const CONSENT_VIA_LABELS: Record<ConsentVia, string> = {
  form: 'a form on the site',
  'mail-link': 'a link in a mail',
  'one-click': 'one-click unsubscribe',
  'my-consents': 'My consents',
};

/** A topic is a short word or an id: 60 characters bound it. */
export const CONSENT_TOPIC_MAX = 60;

const consentEntrySchema = z.object({
  purpose: z.enum(CONSENT_PURPOSES),
  topic: z.string(),
  /** What the person sees: "Events", "Internships in Pune", "New applications (daily)". */
  label: z.string(),
});

/** One consent in force, with when and how it was given (null when it predates the ledger or is a default). */
export const activeConsentSchema = consentEntrySchema.extend({
  givenAt: z.string().nullable(),
  via: z.enum(CONSENT_VIAS).nullable(),
  noticeVersion: z.number().int().nullable(),
});
export type ActiveConsent = z.infer<typeof activeConsentSchema>;

/** One line of the ledger as the person sees it. */
export const consentEventSchema = z.object({
  purpose: z.enum(CONSENT_PURPOSES),
  topic: z.string(),
  action: z.enum(['given', 'withdrawn']),
  via: z.enum(CONSENT_VIAS),
  detail: z.string().nullable(),
  noticeVersion: z.number().int().nullable(),
  at: z.string(),
});
export type ConsentEvent = z.infer<typeof consentEventSchema>;

export const myConsentsSchema = z.object({
  active: z.array(activeConsentSchema),
  history: z.array(consentEventSchema),
});
export type MyConsents = z.infer<typeof myConsentsSchema>;

export const withdrawConsentSchema = z.strictObject({
  purpose: z.enum(CONSENT_PURPOSES, { error: 'Choose a consent to withdraw' }),
  topic: z.string().trim().min(1, 'Choose a consent to withdraw').max(CONSENT_TOPIC_MAX),
});
export type WithdrawConsent = z.infer<typeof withdrawConsentSchema>;

export const CONSENT_MESSAGES = {
  withdrawn: 'Consent withdrawn: you will get no more of this mail',
  notActive: 'This consent is not in force (already withdrawn?)',
} as const;

/** The history shown on My consents: the newest lines. */
export const CONSENT_HISTORY_LIMIT = 100;
