import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Executor } from '#server/db/database';
import type { JobDefinition } from '#server/modules/jobs';
import { reviewReminderMail } from './mails';
import { findCallForReview, reviewersWithOpenReviews } from './repository';

/** The scheduled reminder goes out this long before the review deadline (docs/product.md#review-progress). */
export const REMINDER_LEAD_MS = 2 * 24 * 60 * 60_000;

const payload = z.object({ callId: z.number().int(), reviewDeadline: z.string() });

/** Queues one reminder to each reviewer with open reviews in the call; returns how many. */
export async function sendReminders(
  app: FastifyInstance,
  db: Executor,
  callId: number,
  reviewerId?: number,
): Promise<number> {
  const call = await findCallForReview(db, callId);
  if (!call) return 0;
  const open = (await reviewersWithOpenReviews(db, callId)).filter(
    (row) => reviewerId === undefined || row.id === reviewerId,
  );
  for (const reviewer of open)
    await app.mail.send(
      {
        to: reviewer.email,
        ...reviewReminderMail(
          { callTitle: call.title, open: reviewer.open, reviewDeadline: call.review_deadline },
          app.config,
        ),
      },
      db,
    );
  return open.length;
}

/**
 * The job two days before a call's review deadline. Its key names the deadline, so moving the deadline
 * schedules a new one and the old one, finding the deadline changed, does nothing.
 */
export function reviewReminderJob(app: FastifyInstance): JobDefinition<z.infer<typeof payload>> {
  return {
    kind: 'review-reminder',
    payload,
    run: async ({ trx, payload: job }) => {
      const call = await findCallForReview(trx, job.callId);
      if (!call || call.review_deadline !== job.reviewDeadline) return;
      await sendReminders(app, trx, job.callId);
    },
  };
}

/** Schedules the reminder of a call with a review deadline (again is harmless: the key is idempotent). */
export async function scheduleReviewReminder(
  app: FastifyInstance,
  db: Executor,
  call: { id: number; review_deadline: string | null },
) {
  if (!call.review_deadline) return;
  const dueAt = new Date(new Date(call.review_deadline).getTime() - REMINDER_LEAD_MS);
  if (dueAt.getTime() <= Date.now()) return;
  await app.jobs.schedule(
    reviewReminderJob(app),
    {
      key: `review-reminder:call:${call.id}:${call.review_deadline}`,
      dueAt,
      payload: { callId: call.id, reviewDeadline: call.review_deadline },
    },
    { db },
  );
}
