import type { FastifyInstance } from 'fastify';
import { erasureJob } from '#server/features/account-deletion/service';
import { markForErasure } from '#server/modules/users';

/**
 * Marks accounts as a confirmed deletion does, with the grace period over at `at`, and stores the erasure job
 * as the route stores it, due then (for tests that run the erasure through the job queue).
 */
export async function scheduleErasureAt(app: FastifyInstance, userIds: number[], at: Date): Promise<void> {
  for (const id of userIds) await markForErasure(app.db, id, at.toISOString());
  await app.jobs.schedule(erasureJob(app), {
    key: `account-erasure:${at.toISOString()}`,
    dueAt: at,
    payload: {},
  });
}
