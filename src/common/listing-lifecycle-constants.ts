// Constants of the listing lifecycle of internships and projects (docs/product.md#listing-lifecycle), without zod
// (docs/decisions/008-schema-free-constants-modules.md). `./listing-lifecycle.ts` re-exports them.
/** An approved listing stays in the public lists this long after its approval or last renewal. */
export const LISTING_DAYS = 30;
/** Its owner is reminded this long before it expires. */
export const LISTING_REMINDER_DAYS = 3;
export const DAY_MS = 86_400_000;

/** Why a listing left the public lists. */
export const LISTING_CLOSED_REASONS = ['filled', 'expired'] as const;
export type ListingClosedReason = (typeof LISTING_CLOSED_REASONS)[number];

export const LISTING_CLOSED_LABELS: Record<ListingClosedReason, string> = {
  filled: 'Closed: filled',
  expired: 'Expired',
};

/** When a listing approved or renewed at `from` expires. */
export const listingExpiry = (from: Date) => new Date(from.getTime() + LISTING_DAYS * DAY_MS);

export const LISTING_MESSAGES = {
  notFound: 'This post does not exist.',
  notApproved: 'Only an approved post can be renewed or closed.',
  filledFinal: 'This listing was closed as filled and cannot be renewed.',
  alreadyClosed: 'This listing is already closed.',
  renewed: (date: string) => `Renewed: the listing stays up until ${date}.`,
  closed: 'The listing was closed as filled. It no longer appears in the public lists.',
  postClosed: 'This listing was closed as filled and takes no more applications.',
  postExpired: 'This listing has expired and takes no more applications.',
} as const;
