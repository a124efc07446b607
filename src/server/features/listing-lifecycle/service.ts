import type { FastifyInstance } from 'fastify';
import { LISTING_MESSAGES as M, listingExpiry, type ListingLifecycle } from '#common/listing-lifecycle';
import type { ApplicableKind } from '#common/post-applications';
import { formatInZone } from '#common/times';
import type { Executor } from '#server/db/database';
import { HttpError } from '#server/lib/http-error';
import type { CurrentUser } from '#server/plugins/authentication';
import {
  closeListingAsFilled,
  findListing,
  renewListing,
  type ListingRow,
} from '#server/features/opportunities';
import { scheduleListingJobs } from './jobs';

/**
 * docs/product.md#listing-lifecycle: a listing just approved starts its first period, in the approval's
 * transaction (the expiry and its jobs commit with the approval or not at all).
 */
export async function startListingPeriod(
  app: FastifyInstance,
  trx: Executor,
  kind: ApplicableKind,
  id: number,
  approvedAt: Date,
): Promise<void> {
  const expiresAt = listingExpiry(approvedAt).toISOString();
  if (await renewListing(trx, kind, id, expiresAt))
    await scheduleListingJobs(app, trx, { kind, id, expiresAt });
}

/** The listing when the caller owns it; 404 for anyone else, as for a listing that does not exist. */
async function ownedListing(db: Executor, kind: ApplicableKind, id: number, user: CurrentUser) {
  const listing = await findListing(db, kind, id);
  if (!listing || listing.owner_id !== user.id) throw new HttpError(404, M.notFound);
  if (listing.status !== 'approved') throw new HttpError(409, M.notApproved);
  return listing;
}

function lifecycleOf(listing: Pick<ListingRow, 'expires_at' | 'closed_at' | 'closed_reason'>) {
  return {
    expiresAt: listing.expires_at,
    closedAt: listing.closed_at,
    closedReason: listing.closed_reason,
  };
}

/** The owner renews: open (again, when it had expired) for LISTING_DAYS from now. */
export async function renewOwnListing(
  app: FastifyInstance,
  user: CurrentUser,
  kind: ApplicableKind,
  id: number,
): Promise<ListingLifecycle> {
  return app.db.transaction().execute(async (trx) => {
    const listing = await ownedListing(trx, kind, id, user);
    if (listing.closed_reason === 'filled') throw new HttpError(409, M.filledFinal);
    const expiresAt = listingExpiry(new Date()).toISOString();
    if (!(await renewListing(trx, kind, id, expiresAt))) throw new HttpError(409, M.filledFinal);
    await scheduleListingJobs(app, trx, { kind, id, expiresAt });
    return {
      ...lifecycleOf({ expires_at: expiresAt, closed_at: null, closed_reason: null }),
      message: M.renewed(formatInZone(expiresAt, app.config.centreTimezone, true)),
    };
  });
}

/** The owner closes a listing as filled (an open or an expired one); it leaves the public lists for good. */
export async function closeOwnListing(
  app: FastifyInstance,
  user: CurrentUser,
  kind: ApplicableKind,
  id: number,
): Promise<ListingLifecycle> {
  return app.db.transaction().execute(async (trx) => {
    const listing = await ownedListing(trx, kind, id, user);
    const at = new Date().toISOString();
    if (!(await closeListingAsFilled(trx, kind, id, at))) throw new HttpError(409, M.alreadyClosed);
    return {
      ...lifecycleOf({ expires_at: listing.expires_at, closed_at: at, closed_reason: 'filled' }),
      message: M.closed,
    };
  });
}
