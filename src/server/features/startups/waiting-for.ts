import type { Executor } from '#server/db/database';
import { listCohortsOfUser, listInvitationsFor } from './repository';

/**
 * The personal hub's cohort (docs/product.md#personal-hub): the newest cohort place of a founder or team member,
 * the startups they belong to (whose KPI reports may be due) and the invitations still open for their address;
 * null for someone with neither.
 */
export async function cohortPlacesOf(db: Executor, userId: number, email: string, now: Date) {
  const [places, invitations] = await Promise.all([
    listCohortsOfUser(db, userId),
    listInvitationsFor(db, email.toLowerCase()),
  ]);
  const at = now.toISOString();
  const open = invitations.filter((invitation) => (invitation.invite_expires_at ?? '') > at).length;
  if (places.length === 0 && open === 0) return null;
  const newest = places[0];
  return {
    cohortName: newest?.name ?? null,
    startupName: newest?.startup_name ?? null,
    startupIds: [...new Set(places.map((place) => place.startup_id))],
    invitations: open,
  };
}
