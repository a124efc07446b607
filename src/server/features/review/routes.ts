import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageAnswerSchema } from '#common/api-answers';
import { idParamsSchema } from '#common/ids';
import {
  declaredConflictsAnswerSchema,
  declaredConflictsSchema,
  REVIEW_MESSAGES as M,
  reviewConflictSchema,
  reviewQueueSchema,
  reviewSaveSchema,
  reviewViewSchema,
} from '#common/review';
import { answerWithNoStore } from '#server/lib/no-store';
import { declaredConflicts, replaceConflicts } from './repository';
import { returnAsConflict, reviewOf, reviewQueue, saveReview } from './service';

/** Reviewing for reviewers (docs/product.md#reviewing): the queue, one review, returning a conflict. */
export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  answerWithNoStore(app);

  app.get(
    '/api/review/queue',
    { config: { access: 'reviewer' }, schema: { response: { 200: reviewQueueSchema } } },
    async (request) => reviewQueue(app.db, request.user.id, app.config.centreTimezone),
  );

  app.get(
    '/api/review/assignments/:id',
    {
      config: { access: 'reviewer' },
      schema: { params: idParamsSchema, response: { 200: reviewViewSchema } },
    },
    async (request) => reviewOf(app.db, request.params.id, request.user, app.config.centreTimezone),
  );

  app.put(
    '/api/review/assignments/:id',
    {
      config: { access: 'reviewer' },
      schema: { params: idParamsSchema, body: reviewSaveSchema, response: { 200: messageAnswerSchema } },
    },
    async (request) => {
      await saveReview(app, request.params.id, request.user, request.body);
      return { message: M.saved };
    },
  );

  app.post(
    '/api/review/assignments/:id/conflict',
    {
      config: { access: 'reviewer' },
      schema: { params: idParamsSchema, body: reviewConflictSchema, response: { 200: messageAnswerSchema } },
    },
    async (request) => {
      await returnAsConflict(app, request.params.id, request.user, request.body.reason);
      return { message: M.conflictDeclared };
    },
  );

  app.get(
    '/api/review/conflicts',
    { config: { access: 'reviewer' }, schema: { response: { 200: declaredConflictsAnswerSchema } } },
    async (request) => ({ values: await declaredConflicts(app.db, request.user.id), message: '' }),
  );

  app.put(
    '/api/review/conflicts',
    {
      config: { access: 'reviewer' },
      schema: { body: declaredConflictsSchema, response: { 200: declaredConflictsAnswerSchema } },
    },
    async (request) => {
      // Kept lower-case and once each: assignment compares them without case (docs/product.md#assignment).
      const values = [
        ...new Set(request.body.values.map((value) => value.toLowerCase().replace(/\s+/g, ' '))),
      ];
      await app.db
        .transaction()
        .execute((trx) => replaceConflicts(trx, request.user.id, values, new Date().toISOString()));
      return { values: values.sort(), message: M.conflictsSaved };
    },
  );
};
