import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  APPLICABLE_KINDS,
  POST_APPLICATION_MESSAGES as M,
  type ApplicableKind,
} from '#common/post-applications';
import { postApplicationsEndpoints } from '#common/post-applications-endpoints';
import { endpointRoute } from '#server/lib/endpoint-route';
import { sendCsv } from '#server/lib/csv';
import { HttpError } from '#server/lib/http-error';
import type { CurrentUser } from '#server/plugins/authentication';
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
import { noStore } from '#server/lib/no-store';

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
    const endpoints = postApplicationsEndpoints[kind];
    app.route({
      ...endpointRoute(endpoints.received),
      handler: async (request, reply) => {
        noStore(reply);
        await ownedPost(kind, request.params.id, request.user);
        const rows = await listApplicationsToPost(app.db, kind, request.params.id);
        return { items: rows.map(toReceivedApplication) };
      },
    });

    app.route({
      ...endpointRoute(endpoints.receivedCsv),
      handler: async (request, reply) => {
        const post = await ownedPost(kind, request.params.id, request.user);
        const rows = (await listApplicationsToPost(app.db, kind, request.params.id)).map(
          toReceivedApplication,
        );
        // Applicants' personal data: never kept by a shared cache, nor by the browser's.
        return sendCsv(reply, `applications-${kind}-${post.id}.csv`, APPLICATION_CSV_COLUMNS, rows, {
          scope: 'private',
        });
      },
    });

    app.route({
      ...endpointRoute(endpoints.target),
      handler: async (request, reply) => {
        noStore(reply);
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
    });

    app.route({
      ...endpointRoute(endpoints.apply, { rateLimit: APPLY_RATE_LIMIT, identicalCreateIsRepeat: true }),
      handler: async (request, reply) => {
        const { id } = request.params;
        // Refusals that need no body come first, so a refused applicant's file is never read.
        await checkMayApply(app, request.user, kind, id);
        const form = await readMultipartForm(request, PDF_LIMITS);
        const applicationId = await applyToPost(app, request.user, kind, id, form);
        return reply.code(201).send({ id: applicationId, state: 'new' as const, message: M.applied });
      },
    });
  }

  app.route({
    ...endpointRoute(postApplicationsEndpoints.myPosts),
    handler: async (request, reply) => {
      noStore(reply);
      return { items: (await listPostsOf(app.db, request.user.id)).map(toMyPost) };
    },
  });

  app.route({
    ...endpointRoute(postApplicationsEndpoints.update),
    handler: async (request) => {
      await updateApplicationAsOwner(app, request.user, request.params.id, request.body);
      return toReceivedApplication((await findReceivedApplication(app.db, request.params.id))!);
    },
  });

  app.route({
    ...endpointRoute(postApplicationsEndpoints.mine),
    handler: async (request, reply) => {
      noStore(reply);
      return { items: (await listApplicationsOf(app.db, request.user.id)).map(toMyApplication) };
    },
  });

  app.route({
    ...endpointRoute(postApplicationsEndpoints.withdraw),
    handler: async (request, reply) => {
      await withdrawApplication(app, request.user, request.params.id);
      return reply.code(204).send();
    },
  });

  app.route({
    ...endpointRoute(postApplicationsEndpoints.cv),
    handler: async (request, reply) => {
      const application = await findApplication(app.db, request.params.id);
      // Anyone who may not read it learns nothing, not even that it exists.
      if (!application || !mayRead(application, request.user)) throw new HttpError(404, M.notFound);
      if (!application.cv_key) throw new HttpError(404, M.noCv);
      return sendPrivateFile(app.db, reply, application.cv_key);
    },
  });
};
