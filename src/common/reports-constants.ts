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

/** Open reports from this many different people hide a post from the public lists until an admin decides. */
export const REPORTS_TO_HIDE = 3;
export const REPORT_TEXT_MAX = 500;

export const REPORT_MESSAGES = {
  received: 'Report received. Thank you — the centre will look at it.',
  alreadyReported: 'You have already reported this post.',
  postNotFound: 'This post does not exist or is no longer listed.',
  reasonRequired: 'Choose a reason',
  textRequired: 'Say what is wrong',
  textTooLong: `At most ${REPORT_TEXT_MAX} characters`,
  mustLogIn: 'Log in to report a post.',
} as const;
