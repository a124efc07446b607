import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageAnswerSchema } from '#common/api-answers';
import { rawBody } from '#server/lib/responses';
import { findMediaVariant } from '#server/modules/media';
import { ByteBudgetCache } from './byte-budget-cache';

const paramsSchema = z.strictObject({
  key: z.uuid({ message: 'Unknown image' }),
  file: z.string().regex(/^\d{1,5}\.webp$/, { message: 'Unknown image' }),
});

/** Stored pictures never change (a new upload gets a new key), so they cache forever. */
export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  const cache = new ByteBudgetCache<{ contentType: string; bytes: Buffer }>(64 * 1024 * 1024);

  app.get(
    '/media/:key/:file',
    { schema: { params: paramsSchema, response: { 200: rawBody('image/webp'), 404: messageAnswerSchema } } },
    async (request, reply) => {
      const { key, file } = request.params;
      const width = Number.parseInt(file, 10);
      const cacheKey = `${key}/${width}`;
      let entry = cache.get(cacheKey);
      if (!entry) {
        const row = await findMediaVariant(app.db, key, width);
        if (!row) return reply.code(404).send({ message: 'Image not found' });
        entry = { contentType: row.content_type, bytes: Buffer.from(row.bytes) };
        cache.set(cacheKey, entry, entry.bytes.length);
      }
      return reply
        .header('content-type', entry.contentType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(entry.bytes);
    },
  );
};
