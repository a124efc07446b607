// Constants, messages and small helpers of opportunities, without zod: the pages that need only these
// (the home page, the public lists) neither download nor build the schemas
// (docs/performance.md#front-end-budgets). `./opportunities.ts` re-exports everything here, so other modules
// keep importing from there.
/**
 * Project work types and internship types, and their list filters (docs/product.md#opportunity-constants).
 */
export const PROJECT_WORK_TYPES = ['Remote', 'Hybrid', 'On-site'] as const;
export type ProjectWorkType = (typeof PROJECT_WORK_TYPES)[number];
export const PROJECT_LOCATION_FILTERS = ['All', 'Remote', 'On-site', 'Hybrid'] as const;
export type ProjectLocationFilter = (typeof PROJECT_LOCATION_FILTERS)[number];

export const INTERNSHIP_TYPES = ['Full-time', 'Part-time', 'Hybrid', 'Remote'] as const;
export type InternshipType = (typeof INTERNSHIP_TYPES)[number];
export const INTERNSHIP_TYPE_FILTERS = ['All', 'Full-time', 'Part-time'] as const;
export type InternshipTypeFilter = (typeof INTERNSHIP_TYPE_FILTERS)[number];

export const REVIEW_STATUSES = ['pending', 'approved', 'declined'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export const OPPORTUNITY_KINDS = ['idea', 'project', 'internship'] as const;
export type OpportunityKind = (typeof OPPORTUNITY_KINDS)[number];

/**
 * Bounds of every text a post carries (docs/product.md#opportunity-constants; they keep cards and mails
 * sane).
 */
export const POST_LIMITS = {
  title: 150,
  shortText: 100,
  description: 5000,
  requirements: 3000,
  tag: 40,
  extraTags: 10,
  extraTagsText: 500,
  link: 500,
  email: 254,
  phone: 25,
  stipendMax: 10_000_000,
  reason: 1000,
  search: 100,
} as const;

/**
 * docs/product.md#opportunity-messages and docs/product.md#post-pages: the texts of the post pages and lists.
 */
export const OPPORTUNITY_MESSAGES = {
  internshipPostFailed: 'Failed to post internship. Please try again.',
  sendEmailFailed: (detail?: string) => (detail ? `Failed to send email: ${detail}` : 'Failed to send email'),
  mustLogIn: {
    idea: 'You must be logged in to post an idea.',
    project: 'You must be logged in to post a project.',
    internship: 'You must be logged in to post an internship.',
  },
  /** docs/product.md#private-contact: the idea form says who sees the number. */
  ideaContactHint:
    'With country code. Only signed-in people see it, as a WhatsApp chat link on your idea; visitors are asked to sign in first.',
  /** docs/product.md#private-contact: the login panel's notice behind "Sign in to chat". */
  signInToChat: 'Sign in to chat with the people behind an idea.',
  internshipNeedsVerification:
    'Only companies with an approved company verification can post internships. Please verify your company first.',
  alreadyReviewed: 'This post has already been reviewed.',
  postNotFound: 'This post does not exist.',
  deleted: (title: string) => `Deleted “${title}”.`,
  invalidEmail: 'Please enter a valid email address',
  invalidUrl: 'Please enter a valid URL starting with http:// or https://',
  invalidPhone: 'Please enter a WhatsApp number with country code, e.g. +91 98765 43210',
  stipendNumber: 'Stipend must be a number',
  stipendRange: `Stipend must be a whole number of rupees between 0 and ${POST_LIMITS.stipendMax}`,
  success: {
    idea: 'Idea Submitted Successfully!',
    project: 'Project Posted Successfully!',
    internship: 'Internship Posted Successfully!',
  },
  empty: {
    ideasSearch: 'No matching ideas found. Try a different search term.',
    ideas: 'No ideas posted yet. Be the first to share your innovative idea!',
    projectsTitle: 'No Projects Found',
    projectsSearch: 'Try adjusting your search criteria.',
    projects: 'Check back later for new project opportunities!',
    internshipsTitle: 'Coming Soon!',
    internships: "We're working on bringing you exciting internship opportunities. Stay tuned for updates!",
  },
} as const;

export function phoneDigits(phone: string): string {
  return phone.replace(/\D/g, '');
}

/** docs/product.md#internships: requirements are a list — one item per line, or per bullet. */
export function requirementItems(text: string): string[] {
  return text
    .split(/\r?\n|•/)
    .map((line) => line.replace(/^\s*(?:[-*]|\d+[.)])\s+/, '').trim())
    .filter((line) => line.length > 0);
}

/** https://wa.me/<digits>: the chat link of an idea's contact number. */
export function whatsAppLink(phone: string): string {
  return `https://wa.me/${phoneDigits(phone)}`;
}

export const PAGE_SIZE = { default: 12, max: 50 } as const;
