import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  PEOPLE_PAGE_SIZE,
  peoplePageSchema,
  peopleQuerySchema,
  roleChangeResultSchema,
  roleChangeSchema,
} from '#common/roles';
import { searchPeople } from '#server/modules/roles';
import { answerWithNoStore } from '#server/lib/no-store';
import { changeRole, toPerson } from './service';

/** The People tab: accounts, their roles, and granting or revoking them (docs/product.md#people-tab). */
export const peopleRoutes: FastifyPluginAsyncZod = async (app) => {
  answerWithNoStore(app);

  app.get(
    '/api/admin/people',
    {
      config: { access: 'admin' },
      schema: { querystring: peopleQuerySchema, response: { 200: peoplePageSchema } },
    },
    async (request) => {
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
  );

  app.put(
    '/api/admin/people/roles',
    {
      config: { access: 'admin' },
      schema: { body: roleChangeSchema, response: { 200: roleChangeResultSchema } },
    },
    async (request) => changeRole(app, request.user, request.body),
  );
};
