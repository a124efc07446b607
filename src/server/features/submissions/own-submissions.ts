import type { Executor } from '#server/db/database';
import { listOwnPosts } from '#server/features/opportunities';
import { listOwnApplications } from '#server/features/program-applications';

/** At most this many rows of each kind: a person's own submissions are few. */
const LIMIT = 500;

/** The user's ideas, projects, internships and programme applications, each with its review state. */
export async function listOwnSubmissions(db: Executor, userId: number) {
  const [posts, applications] = await Promise.all([
    listOwnPosts(db, userId, LIMIT),
    listOwnApplications(db, userId, LIMIT),
  ]);
  return { ...posts, applications };
}
