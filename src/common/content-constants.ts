// Schema-free words and limits of the partners, testimonials and FAQ (docs/product.md#partners,
// docs/product.md#testimonials, docs/product.md#faq), importable by home without zod.

export const PARTNER_KINDS = ['investor', 'industry', 'academic', 'government'] as const;
export type PartnerKind = (typeof PARTNER_KINDS)[number];
export const PARTNER_KIND_LABELS: Record<PartnerKind, string> = {
  investor: 'Investors',
  industry: 'Industry partners',
  academic: 'Academic partners',
  government: 'Government and public bodies',
};
/** One partner's kind in a sentence ("an investor"). */
export const PARTNER_KIND_NOUNS: Record<PartnerKind, string> = {
  investor: 'Investor',
  industry: 'Industry partner',
  academic: 'Academic partner',
  government: 'Public body',
};

export const FAQ_CATEGORIES = ['applying', 'programmes', 'funding', 'facilities', 'community'] as const;
export type FaqCategory = (typeof FAQ_CATEGORIES)[number];
export const FAQ_CATEGORY_LABELS: Record<FaqCategory, string> = {
  applying: 'Applying',
  programmes: 'Programmes',
  funding: 'Funding and equity',
  facilities: 'Facilities',
  community: 'Community and events',
};

export const STORY_LIMITS = {
  partnerName: 100,
  url: 500,
  quote: 600,
  name: 100,
  role: 120,
  startup: 100,
  question: 200,
  answer: 2000,
} as const;
