import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { Transaction } from 'kysely';
import {
  EVENT_MESSAGES,
  eventInputSchema,
  type CentreEvent,
  type EventInput,
  type EventPatch,
} from '#common/events';
import type { DatabaseSchema } from '#server/db/database';
import { isStorageUnavailable } from '#server/db/storage-errors';
import { HttpError } from '#server/lib/http-error';
import { validationError } from '#server/lib/validation-error';
import { recordAdminAction } from '#server/modules/audit';
import { deleteMediaAsset, prepareImage, storeImage, type ImageVariant } from '#server/modules/media';
import type { CurrentUser } from '#server/plugins/authentication';
import { loadEventViews, toCalendarEvent } from './event-views';
import { detailsOf, inputOf, speakerPhotoKeys, storedDetails } from './event-details';
import {
  dropUnusedSpeakerPhotos,
  placeSpeakerPhotos,
  prepareSpeakerPhotos,
  type SpeakerPhotoFiles,
} from './speaker-photos';
import type { CalendarEvent } from './ics';
import { EventListCache, type CachedAnswer } from './list-cache';
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

/** An image the pipeline refuses is "Failed to upload image: {message}"; a 413 keeps its own words. */
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
    registration_mode: input.registration_mode,
    registration_opens_at: input.registration_opens_at,
    registration_closes_at: input.registration_closes_at,
    registration_question: input.registration_question,
    ...storedDetails(input),
  };
}

/**
 * The events of one server instance: reads (the cached public list, one event, the calendar's
 * list), the live feed, and every write. A write stores its image, row, change-log entry and audit
 * record in one transaction, then drops the cached list and wakes the feed before the caller
 * hears back, so no later request can see the list from before the change. Errors are HttpErrors
 * with the user's sentence; routes only translate HTTP.
 */
export type EventUpdateListener = (
  trx: Transaction<DatabaseSchema>,
  before: EventRow,
  after: EventRow,
) => Promise<void>;

/** Runs inside an event's creating transaction (feedback schedules its request job). */
export type EventCreateListener = (trx: Transaction<DatabaseSchema>, created: EventRow) => Promise<void>;

export class EventService {
  private readonly listCache: EventListCache;
  private readonly feed: LiveFeed;
  private readonly updateListeners: EventUpdateListener[] = [];
  private readonly createListeners: EventCreateListener[] = [];

  private constructor(private readonly app: FastifyInstance) {
    // The list is read often and changes rarely: keep the answer until a change may have moved it.
    this.listCache = new EventListCache(async () => {
      const version = await latestChangeId(app.db);
      const items = await this.listViews();
      return {
        etag: `"events-${version}-${items.length}"`,
        json: JSON.stringify({ items, timezone: app.config.centreTimezone, version }),
      };
    });
    this.feed = new LiveFeed({
      db: app.db,
      postgresUrl: app.config.database.kind === 'postgres' ? app.config.database.url : undefined,
      heartbeatMs: app.config.eventStreamHeartbeatMs,
      limits: app.config.eventStreams,
      log: app.log,
      // Also another instance's change, woken by NOTIFY or found by the heartbeat.
      onChange: () => this.listCache.invalidate(),
    });
  }

  /** The service with its live feed listening; close it before the server waits for connections. */
  static async start(app: FastifyInstance): Promise<EventService> {
    const service = new EventService(app);
    await service.feed.start();
    return service;
  }

  /** Ends the open streams (they would otherwise keep the server from closing). */
  close(): Promise<void> {
    return this.feed.close();
  }

  /** The public list's answer, serialised and compressed, with its ETag. */
  listAnswer(): Promise<CachedAnswer> {
    return this.listCache.get();
  }

  /** Every event as the API shows it, ordered by start date. */
  async listViews(): Promise<CentreEvent[]> {
    return loadEventViews(this.app.db, await listEvents(this.app.db));
  }

  /** One event as the API shows it; 404 when there is none. */
  async view(id: number): Promise<CentreEvent> {
    const row = await findEvent(this.app.db, id);
    if (!row) throw new HttpError(404, EVENT_MESSAGES.notFound);
    const [view] = await loadEventViews(this.app.db, [row]);
    return view!;
  }

  /** Every event as a calendar lists it (with its creation and last change), by start date. */
  async calendarEvents(): Promise<CalendarEvent[]> {
    return (await listEvents(this.app.db)).map(toCalendarEvent);
  }

  /** One event for its calendar file; 404 when there is none. */
  async calendarEvent(id: number): Promise<CalendarEvent> {
    const row = await findEvent(this.app.db, id);
    if (!row) throw new HttpError(404, EVENT_MESSAGES.notFound);
    return toCalendarEvent(row);
  }

  /** Why a stream from this client address may not open now, or null when it may. */
  streamRefusal(address: string): 'full' | 'address' | null {
    return this.feed.refusal(address);
  }

  /** Sends the live changes after `lastEventId` (or from now on) to an open event stream. */
  subscribe(res: ServerResponse, address: string, lastEventId: number | null): Promise<void> {
    return this.feed.subscribe(res, address, lastEventId);
  }

  async create(
    actor: CurrentUser,
    input: EventInput,
    image: Buffer,
    speakerPhotos: SpeakerPhotoFiles = new Map(),
  ): Promise<CentreEvent> {
    const variants = await prepareEventImage(image);
    const photos = await prepareSpeakerPhotos(speakerPhotos);
    return this.inChangeTransaction(async (trx) => {
      const key = await storeImage(trx, variants);
      // A new event has no photos yet, so any photo key in the form is refused.
      const speakers = await placeSpeakerPhotos(trx, input.speakers, photos, []);
      const now = new Date().toISOString();
      const row = await insertEvent(trx, {
        ...rowValues({ ...input, speakers }),
        image_key: key,
        created_at: now,
        updated_at: now,
      });
      for (const listener of this.createListeners) await listener(trx, row);
      const [view] = await loadEventViews(trx, [row]);
      await recordEventChange(trx, this.app.dialect, {
        eventId: row.id,
        kind: 'created',
        payload: JSON.stringify(view),
      });
      await recordAdminAction(trx, actor, {
        action: 'event.create',
        subjectType: 'event',
        subjectId: row.id,
        summary: `Created event "${row.name}"`,
      });
      return view!;
    }, EVENT_MESSAGES.createFailed);
  }

  /** Runs inside every event creation's transaction, before its change is recorded. */
  onCreated(listener: EventCreateListener): void {
    this.createListeners.push(listener);
  }

  /** Applies a (non-empty) patch, and a new picture when given; the merged event must still be valid. */
  /** Runs inside every event update's transaction, before its change is recorded (registrations follow a move). */
  onUpdated(listener: EventUpdateListener): void {
    this.updateListeners.push(listener);
  }

  async update(
    actor: CurrentUser,
    id: number,
    patch: EventPatch,
    image?: Buffer,
    speakerPhotos: SpeakerPhotoFiles = new Map(),
  ): Promise<CentreEvent> {
    if (!(await findEvent(this.app.db, id))) throw new HttpError(404, EVENT_MESSAGES.notFound);
    const variants = image ? await prepareEventImage(image) : undefined;
    const photos = await prepareSpeakerPhotos(speakerPhotos);
    return this.inChangeTransaction(
      async (trx) => {
        const existing = await findEvent(trx, id);
        if (!existing) throw new HttpError(404, EVENT_MESSAGES.notFound);
        const merged = eventInputSchema.safeParse({ ...inputOf(existing), ...patch });
        if (!merged.success) throw validationError(merged.error.issues);
        const key = variants ? await storeImage(trx, variants) : existing.image_key;
        const photosBefore = speakerPhotoKeys(detailsOf(existing).speakers);
        const speakers = await placeSpeakerPhotos(trx, merged.data.speakers, photos, photosBefore);
        const row = (await updateEvent(trx, existing.id, {
          ...rowValues({ ...merged.data, speakers }),
          image_key: key,
          updated_at: new Date().toISOString(),
        })) as EventRow;
        // The old picture goes in the same transaction, so nothing points at a missing one.
        if (variants) await deleteMediaAsset(trx, existing.image_key);
        await dropUnusedSpeakerPhotos(trx, photosBefore, speakers);
        for (const listener of this.updateListeners) await listener(trx, existing, row);
        const [view] = await loadEventViews(trx, [row]);
        await recordEventChange(trx, this.app.dialect, {
          eventId: row.id,
          kind: 'updated',
          payload: JSON.stringify(view),
        });
        await recordAdminAction(trx, actor, {
          action: 'event.update',
          subjectType: 'event',
          subjectId: row.id,
          summary: `Updated event "${row.name}"${variants ? ' and its image' : ''}${
            photos.size > 0 ? ` and ${photos.size} speaker photo${photos.size === 1 ? '' : 's'}` : ''
          }`,
        });
        return view!;
      },
      (reason) => `Failed to update event: ${reason}`,
    );
  }

  async remove(actor: CurrentUser, id: number): Promise<void> {
    await this.inChangeTransaction(
      async (trx) => {
        const row = await deleteEvent(trx, id);
        if (!row) throw new HttpError(404, EVENT_MESSAGES.notFound);
        await deleteMediaAsset(trx, row.image_key);
        await dropUnusedSpeakerPhotos(trx, speakerPhotoKeys(detailsOf(row).speakers), []);
        await recordEventChange(trx, this.app.dialect, { eventId: row.id, kind: 'deleted', payload: '{}' });
        await recordAdminAction(trx, actor, {
          action: 'event.delete',
          subjectType: 'event',
          subjectId: row.id,
          summary: `Deleted event "${row.name}"`,
        });
      },
      (reason) => `Failed to delete event: ${reason}`,
    );
  }

  /** A change was committed (here or by a job): drop the cached list and wake this instance's feed. */
  changed(): void {
    this.listCache.invalidate();
    this.feed.wake();
  }

  /** Records a committed-with-the-transaction "updated" entry for an event whose view changed. */
  async recordUpdated(trx: Transaction<DatabaseSchema>, row: EventRow): Promise<CentreEvent> {
    const [view] = await loadEventViews(trx, [row]);
    await recordEventChange(trx, this.app.dialect, {
      eventId: row.id,
      kind: 'updated',
      payload: JSON.stringify(view),
    });
    return view!;
  }

  /**
   * Runs a write in one transaction with its change-log entry (the lock keeps change ids in commit
   * order), then drops the cached list and wakes this instance's feed.
   */
  async inChangeTransaction<T>(
    run: (trx: Transaction<DatabaseSchema>) => Promise<T>,
    failure: (reason: string) => string,
  ): Promise<T> {
    try {
      const result = await this.app.db.transaction().execute(async (trx) => {
        await lockChangeLog(trx, this.app.dialect);
        return run(trx);
      });
      // Before the admin hears back, so no later request can get the list from before the change.
      this.changed();
      return result;
    } catch (error) {
      // A full disk or unreachable database is the site-wide 503 (try again later), not a 500.
      if (error instanceof HttpError || isStorageUnavailable(error)) throw error;
      this.app.log.error({ err: error }, 'event write failed');
      throw new HttpError(500, failure('the database did not save it. Please try again.'));
    }
  }
}
