import type { AdminSubmission, OpportunityKind } from '#common/opportunities';
import type { Executor } from '#server/db/database';
import { toAdminSubmission } from './mappers';
import { findPostForAdmin, listPostsForReview } from './repository';

/** A post as the moderation queue shows it: everything the public will see, and who posted it. */
export interface PostUnderReview {
  content: AdminSubmission;
  poster: { name: string; email: string };
}

const poster = (row: { owner_email: string; owner_account_name: string }) => ({
  name: row.owner_account_name,
  email: row.owner_email,
});

/** Every pending post of every kind (docs/product.md#moderation-queue). */
export async function listPendingPostsUnderReview(db: Executor): Promise<PostUnderReview[]> {
  const posts = await listPostsForReview(db, 'pending');
  return [
    ...posts.ideas.map((row) => ({ content: toAdminSubmission.idea(row), poster: poster(row) })),
    ...posts.projects.map((row) => ({ content: toAdminSubmission.project(row), poster: poster(row) })),
    ...posts.internships.map((row) => ({ content: toAdminSubmission.internship(row), poster: poster(row) })),
  ];
}

/** One post in any state (a reported one is listed), or undefined when it is gone. */
export async function findPostUnderReview(
  db: Executor,
  kind: OpportunityKind,
  id: number,
): Promise<PostUnderReview | undefined> {
  if (kind === 'idea') {
    const row = await findPostForAdmin.idea(db, id);
    return row && { content: toAdminSubmission.idea(row), poster: poster(row) };
  }
  if (kind === 'project') {
    const row = await findPostForAdmin.project(db, id);
    return row && { content: toAdminSubmission.project(row), poster: poster(row) };
  }
  const row = await findPostForAdmin.internship(db, id);
  return row && { content: toAdminSubmission.internship(row), poster: poster(row) };
}
