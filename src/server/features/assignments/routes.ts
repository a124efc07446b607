import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageAnswerSchema } from '#common/api-answers';
import {
  assignmentOverviewSchema,
  assignmentRunSchema,
  assignmentSummarySchema,
  manualAssignmentSchema,
  rankingQuerySchema,
  rankingSchema,
  REMINDER_MESSAGES,
  reminderSchema,
} from '#common/assignment';
import { CALL_MESSAGES } from '#common/calls';
import { idParamsSchema } from '#common/ids';
import { HttpError } from '#server/lib/http-error';
import { answerWithNoStore } from '#server/lib/no-store';
import { addReviewer, assignmentOverview, ranking, removeReviewer } from './overview';
import { reviewReminderJob, sendReminders } from './reminders';
import { findCallForReview } from './repository';
import { runAssignment } from './service';

/** Assigning reviewers to a call's applications, their progress and the ranking (docs/product.md#assignment). */
export const assignmentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.jobs.define(reviewReminderJob(app));
  answerWithNoStore(app);

  app.post(
    '/api/calls/:id/assignments',
    {
      config: { access: 'admin' },
      schema: {
        params: idParamsSchema,
        body: assignmentRunSchema,
        response: { 200: assignmentSummarySchema },
      },
    },
    async (request) => runAssignment(app, request.user, request.params.id, request.body),
  );

  app.get(
    '/api/calls/:id/assignments',
    {
      config: { access: 'admin' },
      schema: { params: idParamsSchema, response: { 200: assignmentOverviewSchema } },
    },
    async (request) => assignmentOverview(app, request.params.id),
  );

  app.post(
    '/api/call-applications/:id/reviewers',
    {
      config: { access: 'admin' },
      schema: {
        params: idParamsSchema,
        body: manualAssignmentSchema,
        response: { 201: messageAnswerSchema },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send({ message: await addReviewer(app, request.user, request.params.id, request.body.reviewerId) }),
  );

  app.delete(
    '/api/review-assignments/:id',
    {
      config: { access: 'admin' },
      schema: { params: idParamsSchema, response: { 200: messageAnswerSchema } },
    },
    async (request) => ({ message: await removeReviewer(app, request.user, request.params.id) }),
  );

  app.post(
    '/api/calls/:id/reminders',
    {
      config: { access: 'admin' },
      schema: { params: idParamsSchema, body: reminderSchema, response: { 200: messageAnswerSchema } },
    },
    async (request) => {
      const count = await app.db.transaction().execute(async (trx) => {
        if (!(await findCallForReview(trx, request.params.id)))
          throw new HttpError(404, CALL_MESSAGES.notFound);
        return sendReminders(app, trx, request.params.id, request.body.reviewerId);
      });
      return { message: REMINDER_MESSAGES.sent(count) };
    },
  );

  app.get(
    '/api/calls/:id/ranking',
    {
      config: { access: 'admin' },
      schema: { params: idParamsSchema, querystring: rankingQuerySchema, response: { 200: rankingSchema } },
    },
    async (request) => ranking(app, request.params.id, request.query.sort),
  );
};
