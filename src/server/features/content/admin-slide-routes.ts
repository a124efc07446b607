import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PHOTO_REQUIRED_MESSAGE, slideInputSchema } from '#common/content';
import { contentAdminEndpoints } from '#common/content-admin-endpoints';
import { endpointRoute } from '#server/lib/endpoint-route';
import { HttpError } from '#server/lib/http-error';
import { recordAdminAction } from '#server/modules/audit';
import { storeImage } from '#server/modules/media';
import { deleteMediaAsset } from '#server/modules/media';
import { deleteSlide, findSlide, insertSlideReturningId, nextPosition, updateSlide } from './repository';
import { parseOrThrow } from '#server/lib/validation-error';
import { dropReplacedPhoto, readPhotoForm, registerDeleteAndMoveRoutes } from './admin-support';

const SLIDE_NOT_FOUND = 'Slide not found';

/** Carousel slides: a picture (always) and a caption. */
export const contentSlideRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpointRoute(contentAdminEndpoints.slides.create),
    handler: async (request, reply) => {
      const form = await readPhotoForm(request);
      const input = parseOrThrow(slideInputSchema, form.fields);
      const photo = form.photo;
      if (!photo) throw new HttpError(400, PHOTO_REQUIRED_MESSAGE, { photo: PHOTO_REQUIRED_MESSAGE });
      const id = await app.db.transaction().execute(async (trx) => {
        const newId = await insertSlideReturningId(trx, {
          image_key: await storeImage(trx, photo),
          caption: input.caption,
          position: await nextPosition(trx, 'carousel_slides'),
        });
        await recordAdminAction(trx, request.user, {
          action: 'slide.create',
          subjectType: 'carousel_slide',
          subjectId: newId,
          summary: `Added carousel slide "${input.caption}"`,
        });
        return newId;
      });
      return reply.code(201).send({ id });
    },
  });

  app.route({
    ...endpointRoute(contentAdminEndpoints.slides.update),
    handler: async (request) => {
      const { id } = request.params;
      const form = await readPhotoForm(request);
      const input = parseOrThrow(slideInputSchema, form.fields);
      await app.db.transaction().execute(async (trx) => {
        const existing = await findSlide(trx, id);
        if (!existing) throw new HttpError(404, SLIDE_NOT_FOUND);
        // A slide cannot lose its picture; only a new one replaces it.
        const imageKey = form.photo ? await storeImage(trx, form.photo) : existing.image_key;
        await updateSlide(trx, id, { image_key: imageKey, caption: input.caption });
        await dropReplacedPhoto(trx, existing.image_key, imageKey);
        await recordAdminAction(trx, request.user, {
          action: 'slide.update',
          subjectType: 'carousel_slide',
          subjectId: id,
          summary: `Updated carousel slide "${input.caption}"`,
        });
      });
      return { id };
    },
  });

  registerDeleteAndMoveRoutes(app, {
    endpoints: contentAdminEndpoints.slides,
    table: 'carousel_slides',
    find: findSlide,
    notFound: SLIDE_NOT_FOUND,
    action: 'slide',
    subjectType: 'carousel_slide',
    describe: (row) => `carousel slide "${row.caption}"`,
    remove: async (trx, id, existing) => {
      await deleteSlide(trx, id);
      await deleteMediaAsset(trx, existing.image_key);
    },
  });
};
