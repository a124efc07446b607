import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callEndpoints } from '#common/call-endpoints';
import { endpointRoute } from '#server/lib/endpoint-route';
import { answerWithNoStore } from '#server/lib/no-store';
import { cohort, decideApplication } from './decisions';
import { listApplicationsOfUser, listCalls, listOpenCalls } from './repository';
import {
  changeApplication,
  createCall,
  editCall,
  startApplication,
  toCallApplication,
  toCalls,
  toOpenCall,
} from './service';

/** Calls for applications and the applications to them (docs/product.md#calls). */
export const callRoutes: FastifyPluginAsyncZod = async (app) => {
  answerWithNoStore(app);

  app.route({
    ...endpointRoute(callEndpoints.open),
    handler: async () => ({
      items: (await listOpenCalls(app.db, new Date().toISOString())).map(toOpenCall),
      timezone: app.config.centreTimezone,
    }),
  });

  app.route({
    ...endpointRoute(callEndpoints.list),
    handler: async () => ({
      items: await toCalls(app.db, await listCalls(app.db)),
      timezone: app.config.centreTimezone,
    }),
  });

  app.route({
    ...endpointRoute(callEndpoints.create),
    handler: async (request, reply) =>
      reply.code(201).send(await createCall(app, request.user, request.body)),
  });

  app.route({
    ...endpointRoute(callEndpoints.update),
    handler: async (request) => editCall(app, request.user, request.params.id, request.body),
  });

  app.route({
    ...endpointRoute(callEndpoints.start),
    handler: async (request, reply) =>
      reply.code(201).send(await startApplication(app, request.user, request.params.id, request.body)),
  });

  app.route({
    ...endpointRoute(callEndpoints.change),
    handler: async (request) => changeApplication(app, request.user, request.params.id, request.body),
  });

  app.route({
    ...endpointRoute(callEndpoints.mine),
    handler: async (request) => ({
      items: (await listApplicationsOfUser(app.db, request.user.id)).map(toCallApplication),
      timezone: app.config.centreTimezone,
    }),
  });

  app.route({
    ...endpointRoute(callEndpoints.decide),
    handler: async (request) => decideApplication(app, request.user, request.params.id, request.body),
  });

  app.route({
    ...endpointRoute(callEndpoints.cohort),
    handler: async (request) => cohort(app, request.params.id),
  });
};
