// Constants and messages of applications on the site (docs/product.md#applications-on-the-site), without zod:
// the cards of the public lists (and the home page) read only these. `./post-applications.ts` re-exports them.

/** The posts people apply to on the site. Ideas are joined, not applied to. */
export const APPLICABLE_KINDS = ['internship', 'project'] as const;
export type ApplicableKind = (typeof APPLICABLE_KINDS)[number];

/** Where an application stands; `new` and `shortlisted` are open (the applicant may withdraw). */
export const POST_APPLICATION_STATES = ['new', 'shortlisted', 'declined', 'hired'] as const;
export type PostApplicationState = (typeof POST_APPLICATION_STATES)[number];
export const OPEN_APPLICATION_STATES: readonly PostApplicationState[] = ['new', 'shortlisted'];

export const POST_APPLICATION_STATE_LABELS: Record<PostApplicationState, string> = {
  new: 'New',
  shortlisted: 'Shortlisted',
  declined: 'Declined',
  hired: 'Hired',
};

export const POST_APPLICATION_LIMITS = { note: 2000, noteMin: 20, url: 300, ownerNote: 1000 } as const;

/** The page where a signed-in person applies to a post on the site. */
export const applyPath = (kind: ApplicableKind, id: number) => `/${kind}s/${id}/apply`;

export const POST_APPLICATION_MESSAGES = {
  noteRequired: 'Please write a short cover note',
  noteTooShort: `The cover note needs at least ${POST_APPLICATION_LIMITS.noteMin} characters`,
  noteTooLong: `The cover note can be at most ${POST_APPLICATION_LIMITS.note} characters`,
  postNotFound: 'This post does not exist.',
  postNotOpen: 'This post is not open for applications.',
  ownPost: 'You cannot apply to your own post.',
  alreadyApplied: 'You have already applied to this post.',
  applied: 'Your application was sent. You can follow it on Application Status.',
  notFound: 'This application does not exist.',
  notOpen: 'This application has been decided and can no longer be withdrawn.',
  withdrawn: 'Your application was withdrawn.',
  noCv: 'This application has no CV.',
  saved: 'Saved.',
} as const;
