import { defineEndpoint } from './api-contract';
import { peoplePageSchema, peopleQuerySchema, roleChangeResultSchema, roleChangeSchema } from './roles';

/** Accounts and the roles admins grant them (docs/product.md#people-tab). */
export const peopleEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/admin/people',
    access: 'admin',
    summary: 'Accounts by email, searched, optionally holders of one role, one page at a time',
    query: peopleQuerySchema,
    responses: { 200: peoplePageSchema },
  }),
  changeRole: defineEndpoint({
    method: 'PUT',
    path: '/api/admin/people/roles',
    access: 'admin',
    summary: 'Grant or revoke the reviewer or mentor role',
    body: roleChangeSchema,
    responses: { 200: roleChangeResultSchema },
  }),
};
