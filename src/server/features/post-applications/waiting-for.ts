import type { Executor } from '#server/db/database';
import { listApplicationsOf, listPostsOf } from './repository';

/** The personal hub's count of a person's applications to internships and projects, by state. */
export async function postApplicationsOf(db: Executor, userId: number) {
  const rows = await listApplicationsOf(db, userId);
  const inState = (state: string) => rows.filter((row) => row.state === state).length;
  return {
    open: inState('new'),
    shortlisted: inState('shortlisted'),
    hired: inState('hired'),
    declined: inState('declined'),
  };
}

/** The personal hub's count of a poster's internships and projects and the applications nobody has looked at. */
export async function postsWaitingFor(db: Executor, userId: number) {
  const posts = await listPostsOf(db, userId);
  return {
    posts: posts.length,
    inReview: posts.filter((post) => post.status === 'pending').length,
    newApplicants: posts.reduce((sum, post) => sum + Number(post.new_count), 0),
  };
}
