import type { Executor } from '#server/db/database';
import { deletePrivateFile } from '#server/modules/private-files';
import { applicationFilesOfPostsClosedBefore, clearApplicationCv } from './repository';

/**
 * docs/product.md#retention: deletes the CVs of applications to posts that closed before `closedBefore`;
 * the application itself stays (the poster's record of who applied). Answers how many files went.
 */
export async function purgeApplicationFiles(db: Executor, closedBefore: Date, now: Date): Promise<number> {
  const due = await applicationFilesOfPostsClosedBefore(db, closedBefore.toISOString());
  for (const application of due) {
    await clearApplicationCv(db, application.id, now.toISOString());
    await deletePrivateFile(db, application.cv_key);
  }
  return due.length;
}
