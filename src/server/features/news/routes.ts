import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { newsEndpoints } from '#common/news-endpoints';
import { endpointRoute } from '#server/lib/endpoint-route';

import { NEWS_SLUG_TAKEN_MESSAGE, newsInputSchema, type NewsInput } from '#common/news';
import { HttpError } from '#server/lib/http-error';
import { rawBody } from '#server/lib/responses';
import { isUniqueViolation } from '#server/lib/unique-violation';
import { parseOrThrow } from '#server/lib/validation-error';
import { recordAdminAction } from '#server/modules/audit';
import { deleteMediaAsset, prepareImage, readMultipartForm, storeImage } from '#server/modules/media';
import { PHOTO_FIELD, REMOVE_PHOTO_FIELD } from '#common/content';
import { atomFeed } from './feed';
import { loadNewsList } from './page';
import { centreToday } from './today';
import {
  deleteNews,
  findNews,
  findPublishedNews,
  insertNews,
  listAllNews,
  listPublishedNews,
  updateNews,
} from './repository';
import { toAdminPosts, toPost } from './views';
import { noStore } from '#server/lib/no-store';

const NOT_FOUND = 'Post not found';

/** Reads the admin's multipart form: the text fields and, checked and re-encoded, the cover picture. */
async function readNewsForm(request: Parameters<typeof readMultipartForm>[0]) {
  const { fields, files } = await readMultipartForm(request);
  const file = files.find((candidate) => candidate.field === PHOTO_FIELD);
  const { [REMOVE_PHOTO_FIELD]: remove, ...rest } = fields;
  return {
    input: parseOrThrow(newsInputSchema, rest),
    cover: file ? await prepareImage(file.bytes) : null,
    removeCover: remove === 'true',
  };
}

const columns = (input: NewsInput) => ({
  slug: input.slug,
  title: input.title,
  summary: input.summary,
  body: input.body,
  status: input.status,
  published_on: input.publishedOn,
});

/**
 * News (docs/product.md#news): the published posts for everyone, with their Markdown rendered here; the
 * admin writes at the same addresses, drafts included.
 */
export const newsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpointRoute(newsEndpoints.list),
    handler: async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=0, must-revalidate');
      return { items: await loadNewsList(app.db, centreToday(app.config.centreTimezone)) };
    },
  });

  app.route({
    ...endpointRoute(newsEndpoints.post),
    handler: async (request, reply) => {
      const row = await findPublishedNews(
        app.db,
        request.params.slug,
        centreToday(app.config.centreTimezone),
      );
      if (!row) throw new HttpError(404, NOT_FOUND);
      reply.header('cache-control', 'public, max-age=0, must-revalidate');
      return toPost(app.db, row);
    },
  });

  app.get(
    '/news.xml',
    { schema: { response: { 200: rawBody('application/atom+xml') } } },
    async (_r, reply) => {
      const rows = await listPublishedNews(app.db, centreToday(app.config.centreTimezone), 30);
      return reply
        .header('content-type', 'application/atom+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=300')
        .send(atomFeed(app.config.publicUrl, rows));
    },
  );

  app.route({
    ...endpointRoute(newsEndpoints.adminList),
    handler: async (_request, reply) => {
      noStore(reply);
      return { items: await toAdminPosts(app.db, await listAllNews(app.db)) };
    },
  });

  app.route({
    ...endpointRoute(newsEndpoints.create),
    handler: async (request, reply) => {
      const { input, cover } = await readNewsForm(request);
      try {
        const id = await app.db.transaction().execute(async (trx) => {
          const now = new Date().toISOString();
          const newId = await insertNews(trx, {
            ...columns(input),
            image_key: cover ? await storeImage(trx, cover) : null,
            created_at: now,
            updated_at: now,
          });
          await recordAdminAction(trx, request.user, {
            action: 'news.create',
            subjectType: 'news_post',
            subjectId: newId,
            summary: `Added ${input.status === 'draft' ? 'draft ' : ''}news post "${input.title}"`,
          });
          return newId;
        });
        return reply.code(201).send({ id });
      } catch (error) {
        if (isUniqueViolation(error))
          throw new HttpError(409, NEWS_SLUG_TAKEN_MESSAGE, { slug: NEWS_SLUG_TAKEN_MESSAGE });
        throw error;
      }
    },
  });

  app.route({
    ...endpointRoute(newsEndpoints.update),
    handler: async (request) => {
      const { id } = request.params;
      const { input, cover, removeCover } = await readNewsForm(request);
      try {
        await app.db.transaction().execute(async (trx) => {
          const existing = await findNews(trx, id);
          if (!existing) throw new HttpError(404, NOT_FOUND);
          const imageKey = cover ? await storeImage(trx, cover) : removeCover ? null : existing.image_key;
          await updateNews(trx, id, {
            ...columns(input),
            image_key: imageKey,
            updated_at: new Date().toISOString(),
          });
          if (existing.image_key && existing.image_key !== imageKey)
            await deleteMediaAsset(trx, existing.image_key);
          await recordAdminAction(trx, request.user, {
            action:
              existing.status !== input.status && input.status === 'published'
                ? 'news.publish'
                : 'news.update',
            subjectType: 'news_post',
            subjectId: id,
            summary: `${existing.status !== input.status && input.status === 'published' ? 'Published' : 'Updated'} news post "${input.title}"`,
          });
        });
      } catch (error) {
        if (isUniqueViolation(error))
          throw new HttpError(409, NEWS_SLUG_TAKEN_MESSAGE, { slug: NEWS_SLUG_TAKEN_MESSAGE });
        throw error;
      }
      return { id };
    },
  });

  app.route({
    ...endpointRoute(newsEndpoints.remove),
    handler: async (request, reply) => {
      const { id } = request.params;
      await app.db.transaction().execute(async (trx) => {
        const existing = await findNews(trx, id);
        if (!existing) throw new HttpError(404, NOT_FOUND);
        await deleteNews(trx, id);
        if (existing.image_key) await deleteMediaAsset(trx, existing.image_key);
        await recordAdminAction(trx, request.user, {
          action: 'news.delete',
          subjectType: 'news_post',
          subjectId: id,
          summary: `Deleted news post "${existing.title}"`,
        });
      });
      return reply.code(204).send();
    },
  });
};
