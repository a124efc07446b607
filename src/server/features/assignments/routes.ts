import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { REMINDER_MESSAGES } from '#common/assignment';
import { assignmentEndpoints } from '#common/assignments-endpoints';
import { CALL_MESSAGES } from '#common/calls';
import { endpointRoute } from '#server/lib/endpoint-route';
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

  app.route({
    ...endpointRoute(assignmentEndpoints.run),
    handler: async (request) => runAssignment(app, request.user, request.params.id, request.body),
  });

  app.route({
    ...endpointRoute(assignmentEndpoints.overview),
    handler: async (request) => assignmentOverview(app, request.params.id),
  });

  app.route({
    ...endpointRoute(assignmentEndpoints.addReviewer),
    handler: async (request, reply) =>
      reply
        .code(201)
        .send({ message: await addReviewer(app, request.user, request.params.id, request.body.reviewerId) }),
  });

  app.route({
    ...endpointRoute(assignmentEndpoints.removeReviewer),
    handler: async (request) => ({ message: await removeReviewer(app, request.user, request.params.id) }),
  });

  app.route({
    ...endpointRoute(assignmentEndpoints.remind),
    handler: async (request) => {
      const count = await app.db.transaction().execute(async (trx) => {
        if (!(await findCallForReview(trx, request.params.id)))
          throw new HttpError(404, CALL_MESSAGES.notFound);
        return sendReminders(app, trx, request.params.id, request.body.reviewerId);
      });
      return { message: REMINDER_MESSAGES.sent(count) };
    },
  });

  app.route({
    ...endpointRoute(assignmentEndpoints.ranking),
    handler: async (request) => ranking(app, request.params.id, request.query.sort),
  });
};
