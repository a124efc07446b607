import type { Executor } from '#server/db/database';
import { queueOf } from './repository';

/** The personal hub's count of a reviewer's assignments: still to review, and reviewed (returned ones aside). */
export async function reviewsOf(db: Executor, reviewerId: number) {
  const rows = await queueOf(db, reviewerId);
  return {
    toDo: rows.filter((row) => row.status !== 'reviewed').length,
    done: rows.filter((row) => row.status === 'reviewed').length,
  };
}
