import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { peopleEndpoints } from '#common/people-endpoints';
import { endpointRoute } from '#server/lib/endpoint-route';
import { PEOPLE_PAGE_SIZE } from '#common/roles';
import { searchPeople } from '#server/modules/roles';
import { answerWithNoStore } from '#server/lib/no-store';
import { changeRole, toPerson } from './service';

/** The People tab: accounts, their roles, and granting or revoking them (docs/product.md#people-tab). */
export const peopleRoutes: FastifyPluginAsyncZod = async (app) => {
  answerWithNoStore(app);

  app.route({
    ...endpointRoute(peopleEndpoints.list),
    handler: async (request) => {
      const { q, role, page } = request.query;
      const found = await searchPeople(app.db, {
        search: q,
        role,
        limit: PEOPLE_PAGE_SIZE,
        offset: (page - 1) * PEOPLE_PAGE_SIZE,
      });
      return {
        items: found.rows.map((row) => toPerson(row, row.roles, app.config)),
        total: found.total,
        page,
        pageSize: PEOPLE_PAGE_SIZE,
        adminEmails: [...app.config.adminEmails].sort(),
      };
    },
  });

  app.route({
    ...endpointRoute(peopleEndpoints.changeRole),
    handler: async (request) => changeRole(app, request.user, request.body),
  });
};
