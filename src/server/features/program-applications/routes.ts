import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { programApplicationEndpoints } from '#common/program-application-endpoints';
import { endpointRoute } from '#server/lib/endpoint-route';
import { answerWithNoStore } from '#server/lib/no-store';
import { decideProgramApplication } from './service';
import { toApplication } from './mappers';
import { listApplications } from './repository';

/**
 * Applications to the centre's programmes from before calls (docs/product.md#earlier-programme-applications):
 * applications now go through calls, so nothing here makes one; admins read them and answer the pending ones
 * (docs/decisions/040-one-way-to-apply-to-a-programme.md).
 */
export const programApplicationRoutes: FastifyPluginAsyncZod = async (app) => {
  answerWithNoStore(app);

  app.route({
    ...endpointRoute(programApplicationEndpoints.list),
    handler: async (request) => ({
      items: (
        await listApplications(app.db, {
          ...(request.query.program ? { program: request.query.program } : {}),
          ...(request.query.status ? { status: request.query.status } : {}),
        })
      ).map(toApplication),
    }),
  });

  app.route({
    ...endpointRoute(programApplicationEndpoints.decide),
    handler: async (request) =>
      toApplication(
        await decideProgramApplication(app, request.user, request.params.id, request.body.status),
      ),
  });
};
