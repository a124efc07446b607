import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataExportFilename, MY_DATA_MESSAGES as M } from '#common/my-data-constants';
import { myDataEndpoints } from '#common/my-data-endpoints';
import { endpointRoute } from '#server/lib/endpoint-route';
import { HttpError } from '#server/lib/http-error';
import { noStore } from '#server/lib/no-store';
import { dataExportJob, tokenHash } from './export-job';
import { findReadyExport, readExportArchive } from './repository';
import { requestExportFor, requestOwnExport } from './service';

/**
 * Download my data (docs/product.md#download-my-data): asked for here, prepared by a job that mails a link,
 * downloaded through that link by its owner for a week (docs/decisions/058-data-export-by-job.md).
 */
export const myDataRoutes: FastifyPluginAsyncZod = async (app) => {
  const job = dataExportJob(app);
  app.jobs.define(job);

  app.route({
    ...endpointRoute(myDataEndpoints.request),
    handler: async (request, reply) => {
      const answer = await requestOwnExport(app, job, request.user!);
      return reply.code(202).send(answer);
    },
  });

  app.route({
    ...endpointRoute(myDataEndpoints.requestFor),
    handler: async (request, reply) => {
      const answer = await requestExportFor(app, job, request.user!, request.params.id);
      return reply.code(202).send(answer);
    },
  });

  /** The caller's own unexpired archive behind the token; anyone else's, or an expired one, is 404 alike. */
  const readyExport = async (token: string, userId: number) => {
    const found = await findReadyExport(app.db, tokenHash(token), userId, new Date().toISOString());
    if (!found?.ready_at || !found.expires_at) throw new HttpError(404, M.gone);
    return { ...found, ready_at: found.ready_at, expires_at: found.expires_at };
  };

  app.route({
    ...endpointRoute(myDataEndpoints.ready),
    handler: async (request, reply) => {
      const found = await readyExport(request.params.token, request.user!.id);
      noStore(reply, 'private');
      return {
        readyAt: found.ready_at,
        expiresAt: found.expires_at,
        size: found.size ?? 0,
        filename: dataExportFilename(found.ready_at.slice(0, 10)),
        byAdmin: found.requested_by_admin === 1,
      };
    },
  });

  app.route({
    ...endpointRoute(myDataEndpoints.archive),
    handler: async (request, reply) => {
      const found = await readyExport(request.params.token, request.user!.id);
      const archive = await readExportArchive(app.db, found.id);
      if (!archive) throw new HttpError(404, M.gone);
      return noStore(reply, 'private')
        .header('content-type', 'application/zip')
        .header(
          'content-disposition',
          `attachment; filename="${dataExportFilename(found.ready_at.slice(0, 10))}"`,
        )
        .header('x-content-type-options', 'nosniff')
        .send(archive);
    },
  });
};
