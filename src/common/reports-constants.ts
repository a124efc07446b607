// The reports feature's constants without zod, so the Report button on every card stays out of the
// schema's bundle (docs/decisions/008-schema-free-constants-modules.md).

/** docs/product.md#reports: why a post is reported. */
export const REPORT_REASONS = ['spam', 'offensive', 'misleading', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  spam: 'Spam',
  offensive: 'Offensive',
  misleading: 'Misleading',
  other: 'Other',
};

/**
 * Open reports from this many different people with established accounts hide a post from the public lists
 * until an admin decides; reports from new accounts only put it in the moderation queue (docs/product.md#reports).
 */
export const REPORTS_TO_HIDE = 3;

/** An account older than this many days, with some history on the site, is established (docs/product.md#reports). */
export const ESTABLISHED_ACCOUNT_DAYS = 7;

/**
 * Why a reporter's account counted as established when they reported (docs/product.md#reports), stored with
 * the report: a granted role or admin, a verified university email, an approved company, or age with history.
 */
export const ESTABLISHED_GROUNDS = ['role', 'university-email', 'company', 'history'] as const;
export type EstablishedGround = (typeof ESTABLISHED_GROUNDS)[number];
export const REPORT_TEXT_MAX = 500;

export const REPORT_MESSAGES = {
  // True for every reporter: the post reaches the moderation queue at once; whether it is hidden meanwhile
  // depends on who else reported it, so the answer promises nothing about that.
  received: 'Report received: the centre’s moderators have it and will review the post. Thank you.',
  alreadyReported: 'You have already reported this post.',
  postNotFound: 'This post does not exist or is no longer listed.',
  reasonRequired: 'Choose a reason',
  textRequired: 'Say what is wrong',
  textTooLong: `At most ${REPORT_TEXT_MAX} characters`,
  mustLogIn: 'Log in to report a post.',
} as const;
