import type { Executor } from '#server/db/database';
import { listIdeasOf, listRequestsTo } from './repository';

/** The personal hub's count of a person's ideas and the join requests waiting for their answer. */
export async function ideasWaitingFor(db: Executor, userId: number) {
  const ideas = await listIdeasOf(db, userId);
  const requests = await listRequestsTo(
    db,
    ideas.map((idea) => idea.id),
  );
  return {
    ideas: ideas.length,
    inReview: ideas.filter((idea) => idea.status === 'pending').length,
    joinRequests: requests.filter((request) => request.state === 'pending').length,
  };
}
