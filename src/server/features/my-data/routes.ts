import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DATA_EXPORT_LIMIT, dataExportFilename, MY_DATA_MESSAGES } from '#common/my-data-constants';
import { myDataEndpoints } from '#common/my-data-endpoints';
import { endpointRoute } from '#server/lib/endpoint-route';
import { HttpError } from '#server/lib/http-error';
import { noStore } from '#server/lib/no-store';
import { takeHit, type Limit } from '#server/modules/rate-limits';
import { personalDataArchive } from './archive';
import { collectPersonalData } from './collect';

const EXPORT_LIMIT: Limit = { name: 'data-export', ...DATA_EXPORT_LIMIT };

/**
 * Download my data (docs/product.md#download-my-data): built and sent in the request
 * (docs/decisions/049-download-my-data-as-a-zip-in-the-request.md), a few times an hour per person.
 */
export const myDataRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpointRoute(myDataEndpoints.download),
    handler: async (request, reply) => {
      const user = request.user!;
      const hit = await takeHit(app.db, EXPORT_LIMIT, String(user.id));
      if (!hit.allowed)
        throw new HttpError(429, MY_DATA_MESSAGES.tooMany(Math.ceil(hit.retryAfterSeconds / 60)), undefined, {
          'retry-after': String(hit.retryAfterSeconds),
        });
      const at = new Date();
      const subject = { id: user.id, email: user.email.toLowerCase() };
      const { records, files } = await collectPersonalData(app.db, subject);
      const archive = personalDataArchive(subject.email, records, files, at);
      return noStore(reply, 'private')
        .header('content-type', 'application/zip')
        .header(
          'content-disposition',
          `attachment; filename="${dataExportFilename(at.toISOString().slice(0, 10))}"`,
        )
        .header('x-content-type-options', 'nosniff')
        .send(archive);
    },
  });
};
