import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { REVIEW_MESSAGES as M } from '#common/review';
import { reviewEndpoints } from '#common/review-endpoints';
import { endpointRoute } from '#server/lib/endpoint-route';
import { answerWithNoStore } from '#server/lib/no-store';
import { declaredConflicts, replaceConflicts } from './repository';
import { returnAsConflict, reviewOf, reviewQueue, saveReview } from './service';

/** Reviewing for reviewers (docs/product.md#reviewing): the queue, one review, returning a conflict. */
export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  answerWithNoStore(app);

  app.route({
    ...endpointRoute(reviewEndpoints.queue),
    handler: async (request) => reviewQueue(app.db, request.user.id, app.config.centreTimezone),
  });

  app.route({
    ...endpointRoute(reviewEndpoints.one),
    handler: async (request) => reviewOf(app.db, request.params.id, request.user, app.config.centreTimezone),
  });

  app.route({
    ...endpointRoute(reviewEndpoints.save),
    handler: async (request) => {
      await saveReview(app, request.params.id, request.user, request.body);
      return { message: M.saved };
    },
  });

  app.route({
    ...endpointRoute(reviewEndpoints.returnAsConflict),
    handler: async (request) => {
      await returnAsConflict(app, request.params.id, request.user, request.body.reason);
      return { message: M.conflictDeclared };
    },
  });

  app.route({
    ...endpointRoute(reviewEndpoints.conflicts),
    handler: async (request) => ({ values: await declaredConflicts(app.db, request.user.id), message: '' }),
  });

  app.route({
    ...endpointRoute(reviewEndpoints.saveConflicts),
    handler: async (request) => {
      // Kept lower-case and once each: assignment compares them without case (docs/product.md#assignment).
      const values = [
        ...new Set(request.body.values.map((value) => value.toLowerCase().replace(/\s+/g, ' '))),
      ];
      await app.db
        .transaction()
        .execute((trx) => replaceConflicts(trx, request.user.id, values, new Date().toISOString()));
      return { values: values.sort(), message: M.conflictsSaved };
    },
  });
};
