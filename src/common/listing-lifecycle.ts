import { z } from 'zod';
import { LISTING_CLOSED_REASONS } from './listing-lifecycle-constants';

export * from './listing-lifecycle-constants';

/** The answer of the renew and close routes: the listing's new lifecycle. */
export const listingLifecycleSchema = z.object({
  expiresAt: z.string().nullable(),
  closedAt: z.string().nullable(),
  closedReason: z.enum(LISTING_CLOSED_REASONS).nullable(),
  message: z.string(),
});
export type ListingLifecycle = z.infer<typeof listingLifecycleSchema>;
