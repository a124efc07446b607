import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '#common/ids';
import {
  APPLICABLE_KINDS,
  applicationCreatedSchema,
  applyTargetSchema,
  myPostApplicationListSchema,
  POST_APPLICATION_MESSAGES as M,
  type ApplicableKind,
} from '#common/post-applications';
import { HttpError } from '#server/lib/http-error';
import { noBody, rawBody } from '#server/lib/responses';
import { readMultipartForm } from '#server/modules/media';
import { PDF_LIMITS, sendPrivateFile } from '#server/modules/private-files';
import { toMyApplication } from './mappers';
import { findApplication, findApplicationToPost, findApplyTarget, listApplicationsOf } from './repository';
import { applyToPost, checkMayApply, mayRead, refusalOf, withdrawApplication } from './service';

/** Applying costs the poster attention and a mail: keep bursts small. */
const APPLY_RATE_LIMIT = { max: 10, timeWindow: '1 minute' };

/** Applications on the site to internships and projects (docs/product.md#applications-on-the-site). */
export const postApplicationRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const kind of APPLICABLE_KINDS) registerApply(kind);

  function registerApply(kind: ApplicableKind) {
    app.get(
      `/api/${kind}s/:id/my-application`,
      {
        config: { access: 'user' },
        schema: { params: idParamsSchema, response: { 200: applyTargetSchema } },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const target = await findApplyTarget(app.db, kind, request.params.id);
        if (!target) throw new HttpError(404, M.postNotFound);
        const refusal = refusalOf(target, request.user);
        const mine = await findApplicationToPost(app.db, kind, target.id, request.user.id);
        // A post that is not listed is shown only to its owner and to those who applied while it was.
        if (refusal === 'not-open' && !mine) throw new HttpError(404, M.postNotFound);
        return {
          post: {
            kind,
            id: target.id,
            title: target.title,
            organisation: target.organisation,
            externalLink: target.external_link,
          },
          refusal,
          application: mine ? toMyApplication(mine) : null,
        };
      },
    );

    app.post(
      `/api/${kind}s/:id/applications`,
      {
        config: { access: 'user', rateLimit: APPLY_RATE_LIMIT },
        schema: { params: idParamsSchema, response: { 201: applicationCreatedSchema } },
      },
      async (request, reply) => {
        const { id } = request.params;
        // Refusals that need no body come first, so a refused applicant's file is never read.
        await checkMayApply(app, request.user, kind, id);
        const form = await readMultipartForm(request, PDF_LIMITS);
        const applicationId = await applyToPost(app, request.user, kind, id, form);
        return reply.code(201).send({ id: applicationId, state: 'new' as const, message: M.applied });
      },
    );
  }

  app.get(
    '/api/my/applications',
    { config: { access: 'user' }, schema: { response: { 200: myPostApplicationListSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { items: (await listApplicationsOf(app.db, request.user.id)).map(toMyApplication) };
    },
  );

  app.delete(
    '/api/applications/:id',
    { config: { access: 'user' }, schema: { params: idParamsSchema, response: { 204: noBody } } },
    async (request, reply) => {
      await withdrawApplication(app, request.user, request.params.id);
      return reply.code(204).send();
    },
  );

  app.get(
    '/api/applications/:id/cv',
    {
      config: { access: 'user' },
      schema: { params: idParamsSchema, response: { 200: rawBody('application/pdf') } },
    },
    async (request, reply) => {
      const application = await findApplication(app.db, request.params.id);
      // Anyone who may not read it learns nothing, not even that it exists.
      if (!application || !mayRead(application, request.user)) throw new HttpError(404, M.notFound);
      if (!application.cv_key) throw new HttpError(404, M.noCv);
      return sendPrivateFile(app.db, reply, application.cv_key);
    },
  );
};
