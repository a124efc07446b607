import type { Executor } from '#server/db/database';
import { listApplicationsOfUser } from './repository';

/** The personal hub's count of a person's applications to programme calls: drafts and submitted ones. */
export async function callApplicationsOf(db: Executor, userId: number) {
  const rows = await listApplicationsOfUser(db, userId);
  return {
    drafts: rows.filter((row) => row.status === 'draft').length,
    submitted: rows.filter((row) => row.status === 'submitted').length,
  };
}
