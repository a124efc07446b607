import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eventEndpoints } from '#common/event-endpoints';
import { EVENT_DETAIL_LIMITS, SPEAKER_PHOTO_FIELD } from '#common/event-details';
import { EVENT_MESSAGES, eventInputSchema, eventPatchSchema } from '#common/events';
import { SITE } from '#common/site';
import { endpointRoute } from '#server/lib/endpoint-route';
import { sendCompressed } from '#server/lib/compressed-body';
import { matchesEtag } from '#server/lib/etag';
import { HttpError } from '#server/lib/http-error';
import { parseOrThrow } from '#server/lib/validation-error';
import { readMultipartForm, type MultipartForm } from '#server/modules/media';
import { buildCalendar, icsFileName } from './ics';
import { certificateRoutes } from './certificates/routes';
import { feedbackRoutes } from './feedback/routes';
import { registrationRoutes } from './registrations/routes';
import { EventService } from './service';
import { noStore } from '#server/lib/no-store';

/** How long a client refused a stream should wait before it tries again. */
const STREAM_RETRY_AFTER_SECONDS = 30;

function imageFileOf(form: MultipartForm) {
  return form.files.find((file) => file.field === 'image');
}

/** The event's picture and one photo per speaker (docs/product.md#event-administration). */
const EVENT_FORM_LIMITS = { maxFiles: 1 + EVENT_DETAIL_LIMITS.speakers };

/**
 * New speaker photos by their speaker's index in the form's list (`speaker_photo_2` is the third). A file under
 * any other name than these and `image` is refused rather than dropped unseen.
 */
function speakerPhotosOf(form: MultipartForm): Map<number, Buffer> {
  const photos = new Map<number, Buffer>();
  for (const file of form.files) {
    const match = SPEAKER_PHOTO_FIELD.exec(file.field);
    if (match) photos.set(Number(match[1]), file.bytes);
    else if (file.field !== 'image') throw new HttpError(400, EVENT_MESSAGES.unexpectedFile);
  }
  return photos;
}

/** Events: public list, one event, live stream, calendar files, admin writes. HTTP only; see service.ts. */
export const eventRoutes: FastifyPluginAsyncZod = async (app) => {
  const timeZone = app.config.centreTimezone;
  const events = await EventService.start(app);
  // Open streams would keep the server from closing; end them before it waits for connections.
  app.addHook('preClose', async () => {
    await events.close();
  });

  registrationRoutes(app, events);
  certificateRoutes(app, events);
  feedbackRoutes(app, events);

  app.route({
    ...endpointRoute(eventEndpoints.list),
    // The list, serialized and compressed once per change (list-cache.ts), is sent as bytes.
    handler: async (request, reply) => {
      const { etag, body } = await events.listAnswer();
      reply
        .header('etag', etag)
        .header('cache-control', 'public, max-age=0, must-revalidate')
        .header('x-centre-timezone', timeZone);
      if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
      reply.type('application/json; charset=utf-8');
      return sendCompressed(request, reply, body);
    },
  });

  app.route({
    ...endpointRoute(eventEndpoints.stream),
    handler: async (request, reply) => {
      const header = request.headers['last-event-id'];
      const raw = (typeof header === 'string' ? header : undefined) ?? request.query.lastEventId;
      const lastEventId = raw && /^\d{1,15}$/.test(raw.trim()) ? Number(raw.trim()) : null;
      // docs/product.md#live-updates: a full server, or one address holding too many, is told to come back.
      const refusal = events.streamRefusal(request.ip);
      if (refusal) {
        return noStore(reply.code(503))
          .header('retry-after', String(STREAM_RETRY_AFTER_SECONDS))
          .send({
            message: refusal === 'full' ? EVENT_MESSAGES.streamsFull : EVENT_MESSAGES.streamsPerAddress,
          });
      }
      noStore(reply, 'shared', { noTransform: true });
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        ...(reply.getHeaders() as OutgoingHttpHeaders),
        'content-type': 'text/event-stream; charset=utf-8',
        // A stream holds its connection to the end; closing it then lets shutdown finish at once.
        connection: 'close',
        'x-accel-buffering': 'no',
      });
      request.raw.socket.setNoDelay(true);
      await events.subscribe(res, request.ip, lastEventId);
    },
  });

  app.route({
    ...endpointRoute(eventEndpoints.calendar),
    handler: async (_request, reply) => {
      const body = buildCalendar(await events.calendarEvents(), {
        timeZone,
        publicUrl: app.config.publicUrl,
        name: `${SITE.name} events`,
      });
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', 'inline; filename="events.ics"')
        .header('cache-control', 'public, max-age=300')
        .send(body);
    },
  });

  app.route({
    ...endpointRoute(eventEndpoints.eventCalendar),
    handler: async (request, reply) => {
      const event = await events.calendarEvent(request.params.id);
      const body = buildCalendar([event], {
        timeZone,
        publicUrl: app.config.publicUrl,
        name: event.name,
      });
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="${icsFileName(event)}"`)
        .header('cache-control', 'no-cache')
        .send(body);
    },
  });

  app.route({
    ...endpointRoute(eventEndpoints.one),
    handler: async (request) => events.view(request.params.id),
  });

  app.route({
    ...endpointRoute(eventEndpoints.create),
    handler: async (request, reply) => {
      const form = await readMultipartForm(request, EVENT_FORM_LIMITS);
      const file = imageFileOf(form);
      const speakerPhotos = speakerPhotosOf(form);
      const input = parseOrThrow(
        eventInputSchema,
        form.fields,
        file ? {} : { image: EVENT_MESSAGES.imageRequired },
      );
      // parseOrThrow has refused a form without a picture.
      const event = await events.create(request.user, input, file!.bytes, speakerPhotos);
      return reply.code(201).send({ message: EVENT_MESSAGES.uploaded, event });
    },
  });

  app.route({
    ...endpointRoute(eventEndpoints.update),
    handler: async (request) => {
      let fields: unknown;
      let imageBytes: Buffer | undefined;
      let speakerPhotos = new Map<number, Buffer>();
      if (request.isMultipart()) {
        const form = await readMultipartForm(request, EVENT_FORM_LIMITS);
        fields = form.fields;
        imageBytes = imageFileOf(form)?.bytes;
        speakerPhotos = speakerPhotosOf(form);
      } else {
        fields = request.body ?? {};
      }
      const patch = parseOrThrow(eventPatchSchema, fields);
      // An empty edit (a null body, or a form whose boundary matched nothing) would still log a change.
      if (Object.keys(patch).length === 0 && !imageBytes && speakerPhotos.size === 0)
        throw new HttpError(400, EVENT_MESSAGES.nothingToChange);
      const event = await events.update(request.user, request.params.id, patch, imageBytes, speakerPhotos);
      return { message: EVENT_MESSAGES.updated, event };
    },
  });

  app.route({
    ...endpointRoute(eventEndpoints.remove),
    handler: async (request) => {
      await events.remove(request.user, request.params.id);
      return { message: EVENT_MESSAGES.deleted };
    },
  });
};
