import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Transaction } from 'kysely';
import { z } from 'zod';
import {
  EVENT_MESSAGES,
  eventIdParamsSchema,
  eventInputSchema,
  eventPatchSchema,
  eventSchema,
  type CentreEvent,
  type EventInput,
} from '#common/events';
import { SITE } from '#common/site';
import type { DatabaseSchema } from '#server/db/database';
import { isStorageUnavailable } from '#server/db/storage-errors';
import { sendCompressed } from '#server/lib/compressed-body';
import { matchesEtag } from '#server/lib/etag';
import { HttpError } from '#server/lib/http-error';
import { recordAdminAction } from '#server/modules/audit';
import type { ImageVariant } from '#server/modules/media';
import { prepareImage, readMultipartForm, storeImage, type MultipartForm } from '#server/modules/media';
import { deleteMediaAsset } from '#server/modules/media';
import { imageRefOf, loadEventViews, toEventView } from './event-views';
import { buildCalendar, icsFileName } from './ics';
import { EventListCache } from './list-cache';
import { LiveFeed } from './live-feed';
import {
  deleteEvent,
  findEvent,
  insertEvent,
  latestChangeId,
  listEvents,
  lockChangeLog,
  recordEventChange,
  updateEvent,
  type EventRow,
} from './repository';

/**
 * A zod failure as the error of docs/product.md#error-responses: the first message, and one message per
 * field.
 */
function validationError(error: z.ZodError, extra: Record<string, string> = {}): HttpError {
  const fieldErrors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.join('.') || '_';
    fieldErrors[field] ??= issue.message;
  }
  for (const [field, message] of Object.entries(extra)) fieldErrors[field] ??= message;
  return new HttpError(400, Object.values(fieldErrors)[0] ?? 'The request is not valid.', fieldErrors);
}

/**
 * docs/product.md#event-administration: an image the pipeline refuses is "Failed to upload image: {message}";
 * a picture over 5 MB keeps the 413 message of docs/product.md#image-uploads.
 */
async function prepareEventImage(bytes: Buffer): Promise<ImageVariant[]> {
  try {
    return await prepareImage(bytes);
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 413)
      throw new HttpError(413, error.message, { image: error.message });
    if (error instanceof HttpError)
      throw new HttpError(error.statusCode, EVENT_MESSAGES.imageUploadFailed(error.message), {
        image: error.message,
      });
    throw error;
  }
}

function imageFileOf(form: MultipartForm) {
  return form.files.find((file) => file.field === 'image');
}

function rowValues(input: EventInput) {
  return {
    name: input.name,
    description: input.description,
    category: input.category,
    start_date: input.start_date,
    end_date: input.end_date,
    time: input.time,
    location: input.location,
    attendees: input.attendees,
    registration_link: input.registration_link,
  };
}

/** Events: public list, one event, live stream, calendar files, admin writes (docs/product.md#events). */
export const eventRoutes: FastifyPluginAsyncZod = async (app) => {
  const timeZone = app.config.centreTimezone;
  // The list is read often and changes rarely: keep the answer until a change may have moved it.
  const listCache = new EventListCache(async () => {
    const version = await latestChangeId(app.db);
    const items = await loadEventViews(app.db, await listEvents(app.db));
    return {
      etag: `"events-${version}-${items.length}"`,
      json: JSON.stringify({ items, timezone: timeZone, version }),
    };
  });
  const feed = new LiveFeed({
    db: app.db,
    postgresUrl: app.config.database.kind === 'postgres' ? app.config.database.url : undefined,
    heartbeatMs: app.config.eventStreamHeartbeatMs,
    log: app.log,
    // Also another instance's change, woken by NOTIFY or found by the heartbeat.
    onChange: () => listCache.invalidate(),
  });
  await feed.start();
  // Open streams would keep the server from closing; end them before it waits for connections.
  app.addHook('preClose', async () => {
    await feed.close();
  });

  /** Runs a write in one transaction with its change-log entry, then wakes this instance's feed. */
  async function inChangeTransaction<T>(
    run: (trx: Transaction<DatabaseSchema>) => Promise<T>,
    failure: (reason: string) => string,
  ): Promise<T> {
    try {
      const result = await app.db.transaction().execute(async (trx) => {
        await lockChangeLog(trx, app.dialect);
        return run(trx);
      });
      // Before the admin hears back, so no later request can get the list from before the change.
      listCache.invalidate();
      feed.wake();
      return result;
    } catch (error) {
      // A full disk or unreachable database is the site-wide 503 (try again later), not a 500.
      if (error instanceof HttpError || isStorageUnavailable(error)) throw error;
      app.log.error({ err: error }, 'event write failed');
      throw new HttpError(500, failure('the database did not save it. Please try again.'));
    }
  }

  app.get('/api/events', { config: { access: 'public' } }, async (request, reply) => {
    const { etag, body } = await listCache.get();
    reply
      .header('etag', etag)
      .header('cache-control', 'public, max-age=0, must-revalidate')
      .header('x-centre-timezone', timeZone);
    if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
    reply.type('application/json; charset=utf-8');
    return sendCompressed(request, reply, body);
  });

  app.get(
    '/api/events/stream',
    {
      config: { access: 'public' },
      schema: { querystring: z.object({ lastEventId: z.string().max(20).optional() }) },
    },
    async (request, reply) => {
      const header = request.headers['last-event-id'];
      const raw = (typeof header === 'string' ? header : undefined) ?? request.query.lastEventId;
      const lastEventId = raw && /^\d{1,15}$/.test(raw.trim()) ? Number(raw.trim()) : null;
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        ...(reply.getHeaders() as OutgoingHttpHeaders),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store, no-transform',
        // A stream holds its connection to the end; closing it then lets shutdown finish at once.
        connection: 'close',
        'x-accel-buffering': 'no',
      });
      request.raw.socket.setNoDelay(true);
      await feed.subscribe(res, lastEventId);
    },
  );

  app.get('/api/events.ics', { config: { access: 'public' } }, async (_request, reply) => {
    const events = await loadEventViews(app.db, await listEvents(app.db));
    const body = buildCalendar(events, {
      timeZone,
      publicUrl: app.config.publicUrl,
      name: `${SITE.name} events`,
    });
    return reply
      .type('text/calendar; charset=utf-8')
      .header('content-disposition', 'inline; filename="events.ics"')
      .header('cache-control', 'public, max-age=300')
      .send(body);
  });

  async function viewOf(id: number): Promise<CentreEvent> {
    const row = await findEvent(app.db, id);
    if (!row) throw new HttpError(404, EVENT_MESSAGES.notFound);
    const [view] = await loadEventViews(app.db, [row]);
    return view!;
  }

  app.get(
    '/api/events/:id.ics',
    { config: { access: 'public' }, schema: { params: eventIdParamsSchema } },
    async (request, reply) => {
      const event = await viewOf(request.params.id);
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
  );

  app.get(
    '/api/events/:id',
    {
      config: { access: 'public' },
      schema: { params: eventIdParamsSchema, response: { 200: eventSchema } },
    },
    async (request) => viewOf(request.params.id),
  );

  app.post('/api/events', { config: { access: 'admin' } }, async (request, reply) => {
    const form = await readMultipartForm(request);
    const parsed = eventInputSchema.safeParse(form.fields);
    const file = imageFileOf(form);
    const missingImage: Record<string, string> = file ? {} : { image: EVENT_MESSAGES.imageRequired };
    if (!parsed.success) throw validationError(parsed.error, missingImage);
    if (!file) throw validationError(new z.ZodError([]), missingImage);
    const variants = await prepareEventImage(file.bytes);
    const input = parsed.data;

    const event = await inChangeTransaction(async (trx) => {
      const key = await storeImage(trx, variants);
      const now = new Date().toISOString();
      const row = await insertEvent(trx, {
        ...rowValues(input),
        image_key: key,
        created_at: now,
        updated_at: now,
      });
      const view = toEventView(row, imageRefOf(key, variants));
      await recordEventChange(trx, app.dialect, {
        eventId: row.id,
        kind: 'created',
        payload: JSON.stringify(view),
      });
      await recordAdminAction(trx, request.user, {
        action: 'event.create',
        subjectType: 'event',
        subjectId: row.id,
        summary: `Created event "${row.name}"`,
      });
      return view;
    }, EVENT_MESSAGES.createFailed);
    return reply.code(201).send({ message: EVENT_MESSAGES.uploaded, event });
  });

  app.patch(
    '/api/events/:id',
    { config: { access: 'admin' }, schema: { params: eventIdParamsSchema } },
    async (request) => {
      let fields: unknown;
      let imageBytes: Buffer | undefined;
      if (request.isMultipart()) {
        const form = await readMultipartForm(request);
        fields = form.fields;
        imageBytes = imageFileOf(form)?.bytes;
      } else {
        fields = request.body ?? {};
      }
      const parsed = eventPatchSchema.safeParse(fields);
      if (!parsed.success) throw validationError(parsed.error);
      const patch = parsed.data;
      // An empty edit (a null body, or a form whose boundary matched nothing) would still log a change.
      if (Object.keys(patch).length === 0 && !imageBytes)
        throw new HttpError(400, EVENT_MESSAGES.nothingToChange);
      if (!(await findEvent(app.db, request.params.id))) throw new HttpError(404, EVENT_MESSAGES.notFound);
      const variants = imageBytes ? await prepareEventImage(imageBytes) : undefined;

      const event = await inChangeTransaction(
        async (trx) => {
          const existing = await findEvent(trx, request.params.id);
          if (!existing) throw new HttpError(404, EVENT_MESSAGES.notFound);
          const merged = eventInputSchema.safeParse({
            ...rowValues(existing as unknown as EventInput),
            ...patch,
          });
          if (!merged.success) throw validationError(merged.error);
          const key = variants ? await storeImage(trx, variants) : existing.image_key;
          const row = (await updateEvent(trx, existing.id, {
            ...rowValues(merged.data),
            image_key: key,
            updated_at: new Date().toISOString(),
          })) as EventRow;
          // The old picture goes in the same transaction, so nothing points at a missing one.
          if (variants) await deleteMediaAsset(trx, existing.image_key);
          const [view] = await loadEventViews(trx, [row]);
          await recordEventChange(trx, app.dialect, {
            eventId: row.id,
            kind: 'updated',
            payload: JSON.stringify(view),
          });
          await recordAdminAction(trx, request.user, {
            action: 'event.update',
            subjectType: 'event',
            subjectId: row.id,
            summary: `Updated event "${row.name}"${variants ? ' and its image' : ''}`,
          });
          return view!;
        },
        (reason) => `Failed to update event: ${reason}`,
      );
      return { message: EVENT_MESSAGES.updated, event };
    },
  );

  app.delete(
    '/api/events/:id',
    { config: { access: 'admin' }, schema: { params: eventIdParamsSchema } },
    async (request) => {
      await inChangeTransaction(
        async (trx) => {
          const row = await deleteEvent(trx, request.params.id);
          if (!row) throw new HttpError(404, EVENT_MESSAGES.notFound);
          await deleteMediaAsset(trx, row.image_key);
          await recordEventChange(trx, app.dialect, { eventId: row.id, kind: 'deleted', payload: '{}' });
          await recordAdminAction(trx, request.user, {
            action: 'event.delete',
            subjectType: 'event',
            subjectId: row.id,
            summary: `Deleted event "${row.name}"`,
          });
        },
        (reason) => `Failed to delete event: ${reason}`,
      );
      return { message: EVENT_MESSAGES.deleted };
    },
  );
};
