import { noBody } from './answer-bodies';
import { defineEndpoint } from './api-contract';
import { savedIdSchema } from './content';
import { idParamsSchema } from './ids';
import { adminNewsListSchema, newsListSchema, newsPostSchema, newsSlugParamsSchema } from './news';

/** News (docs/product.md#news): published posts for everyone; the admin writes at the same addresses. */
export const newsEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/news',
    access: 'public',
    summary: 'Published posts, newest first',
    responses: { 200: newsListSchema },
  }),
  post: defineEndpoint({
    method: 'GET',
    path: '/api/news/:slug',
    access: 'public',
    summary: 'One published post, its Markdown rendered',
    params: newsSlugParamsSchema,
    responses: { 200: newsPostSchema },
  }),
  adminList: defineEndpoint({
    method: 'GET',
    path: '/api/admin/news',
    access: 'admin',
    summary: 'Every post, drafts and scheduled ones included',
    responses: { 200: adminNewsListSchema },
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api/news',
    access: 'admin',
    summary: 'Add a post (a form with an optional cover picture)',
    multipart: true,
    responses: { 201: savedIdSchema },
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/api/news/:id',
    access: 'admin',
    summary: 'Change a post (a form with an optional new cover picture)',
    params: idParamsSchema,
    multipart: true,
    responses: { 200: savedIdSchema },
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/news/:id',
    access: 'admin',
    summary: 'Delete a post and its cover',
    params: idParamsSchema,
    responses: { 204: noBody },
  }),
};
