// Schema-free words and limits of a startup's story, milestones and founders (docs/product.md#startup-pages):
// the public page uses these without downloading the schemas.

export const STARTUP_DETAIL_LIMITS = {
  story: 4000,
  milestones: 20,
  milestoneTitle: 140,
  founderRole: 80,
  founders: 20,
  profileUrl: 300,
  returnNote: 1000,
  /** News posts a startup's page lists at most. */
  news: 5,
} as const;

export const REVISION_STATUSES = ['pending', 'approved', 'returned'] as const;
export type RevisionStatus = (typeof REVISION_STATUSES)[number];

export const STARTUP_DETAIL_MESSAGES = {
  submitted: 'Sent to the centre. The public page shows the new version once an admin approves it.',
  replaced: 'Your earlier change waiting for approval is replaced by this one.',
  unchanged: 'Nothing changed: this is what the public page already shows.',
  notFounderOfTeam: 'This founder is not in your team.',
  duplicateFounder: 'Each founder may have one role.',
  linkSaved: (shown: boolean) =>
    shown
      ? 'Saved: your name on the startup’s page links to your profile.'
      : 'Saved: your name on the startup’s page is not a link.',
  linkNeedsAddress: 'Enter your profile address to show a link',
  notAFounder: 'Only founders appear on the startup’s page.',
  revisionGone: 'This change is no longer waiting: it was approved, sent back or replaced. Reload the list.',
  approved: (startup: string) =>
    `Approved: the page of ${startup} shows the new version; its founders are mailed.`,
  returned: (startup: string) => `Sent back to ${startup} with your note; its founders are mailed.`,
} as const;

/** A founder's role when the team has not named one. */
export const DEFAULT_FOUNDER_ROLE = 'Founder';
