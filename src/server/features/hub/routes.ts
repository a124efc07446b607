import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { hubEndpoints } from '#common/hub-endpoints';
import { endpointRoute } from '#server/lib/endpoint-route';
import { answerWithNoStore } from '#server/lib/no-store';
import { hubOf } from './summary';

/** The personal hub (docs/product.md#personal-hub): one answer with the counts of every area a person has. */
export const hubRoutes: FastifyPluginAsyncZod = async (app) => {
  answerWithNoStore(app);
  app.route({ ...endpointRoute(hubEndpoints.mine), handler: async (request) => hubOf(app, request.user) });
};
