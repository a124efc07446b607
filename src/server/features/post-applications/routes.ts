import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '#common/ids';
import {
  APPLICABLE_KINDS,
  applicationCreatedSchema,
  applicationUpdateSchema,
  applyTargetSchema,
  myPostListSchema,
  receivedApplicationListSchema,
  receivedApplicationSchema,
  myPostApplicationListSchema,
  POST_APPLICATION_MESSAGES as M,
  type ApplicableKind,
} from '#common/post-applications';
import { sendCsv } from '#server/lib/csv';
import { HttpError } from '#server/lib/http-error';
import type { CurrentUser } from '#server/plugins/authentication';
import { noBody, rawBody } from '#server/lib/responses';
import { readMultipartForm } from '#server/modules/media';
import { PDF_LIMITS, sendPrivateFile } from '#server/modules/private-files';
import { APPLICATION_CSV_COLUMNS, toMyApplication, toMyPost, toReceivedApplication } from './mappers';
import {
  findApplication,
  findApplicationToPost,
  findApplyTarget,
  listApplicationsOf,
  listApplicationsToPost,
  findReceivedApplication,
  listPostsOf,
} from './repository';
import {
  applyToPost,
  checkMayApply,
  mayRead,
  refusalOf,
  updateApplicationAsOwner,
  withdrawApplication,
} from './service';

/** Applying costs the poster attention and a mail: keep bursts small. */
const APPLY_RATE_LIMIT = { max: 10, timeWindow: '1 minute' };

/** Applications on the site to internships and projects (docs/product.md#applications-on-the-site). */
export const postApplicationRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const kind of APPLICABLE_KINDS) registerApply(kind);

  /** The post, when the caller owns it or is an admin; 404 otherwise (as for a post that does not exist). */
  async function ownedPost(kind: ApplicableKind, id: number, user: CurrentUser) {
    const target = await findApplyTarget(app.db, kind, id);
    if (!target || (target.owner_id !== user.id && user.role !== 'admin'))
      throw new HttpError(404, M.postNotFound);
    return target;
  }

  function registerApply(kind: ApplicableKind) {
    app.get(
      `/api/${kind}s/:id/applications`,
      {
        config: { access: 'user' },
        schema: { params: idParamsSchema, response: { 200: receivedApplicationListSchema } },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        await ownedPost(kind, request.params.id, request.user);
        const rows = await listApplicationsToPost(app.db, kind, request.params.id);
        return { items: rows.map(toReceivedApplication) };
      },
    );

    app.get(
      `/api/${kind}s/:id/applications.csv`,
      {
        config: { access: 'user' },
        schema: { params: idParamsSchema, response: { 200: rawBody('text/csv') } },
      },
      async (request, reply) => {
        const post = await ownedPost(kind, request.params.id, request.user);
        const rows = (await listApplicationsToPost(app.db, kind, request.params.id)).map(
          toReceivedApplication,
        );
        // Applicants' personal data: never kept by a shared cache, nor by the browser's.
        return sendCsv(reply, `applications-${kind}-${post.id}.csv`, APPLICATION_CSV_COLUMNS, rows, {
          cacheControl: 'private, no-store',
        });
      },
    );

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
            closedReason: target.closed_reason,
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
    '/api/my/posts',
    { config: { access: 'user' }, schema: { response: { 200: myPostListSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { items: (await listPostsOf(app.db, request.user.id)).map(toMyPost) };
    },
  );

  app.patch(
    '/api/applications/:id',
    {
      config: { access: 'user' },
      schema: {
        params: idParamsSchema,
        body: applicationUpdateSchema,
        response: { 200: receivedApplicationSchema },
      },
    },
    async (request) => {
      await updateApplicationAsOwner(app, request.user, request.params.id, request.body);
      return toReceivedApplication((await findReceivedApplication(app.db, request.params.id))!);
    },
  );

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
