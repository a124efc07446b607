import type { Executor } from '#server/db/database';
import { cohortOfUser } from '#server/features/startups';

/** Where a founder stands in the programme: only cohort members book (docs/product.md#office-hours). */
export interface CohortPlace {
  startupId: number | null;
  startupName: string;
}

/** The person's latest cohort and startup (owned by the startups feature), or null when they are in none. */
export async function cohortPlaceOf(db: Executor, userId: number): Promise<CohortPlace | null> {
  const place = await cohortOfUser(db, userId);
  return place ? { startupId: place.startup_id, startupName: place.startup_name } : null;
}
