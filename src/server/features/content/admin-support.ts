import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PHOTO_FIELD, REMOVE_PHOTO_FIELD, type MoveDirection } from '#common/content';
import type { contentAdminEndpoints } from '#common/content-admin-endpoints';
import { endpointRoute } from '#server/lib/endpoint-route';
import type { Executor } from '#server/db/database';
import { HttpError } from '#server/lib/http-error';
import type { ImageVariant } from '#server/modules/media';
import { prepareImage, readMultipartForm } from '#server/modules/media';
import { deleteMediaAsset } from '#server/modules/media';
import { recordAdminAction } from '#server/modules/audit';
import { listOrder, setPosition, type OrderedTable } from './repository';

export interface PhotoForm {
  fields: Record<string, string>;
  /** A new picture, checked and re-encoded; not stored yet. */
  photo: ImageVariant[] | null;
  removePhoto: boolean;
}

/**
 * Reads a content form sent as multipart/form-data. The picture is checked and re-encoded here,
 * before any transaction, so the database is never held while sharp works.
 */
export async function readPhotoForm(request: FastifyRequest): Promise<PhotoForm> {
  const { fields, files } = await readMultipartForm(request);
  const file = files.find((candidate) => candidate.field === PHOTO_FIELD);
  const photo = file ? await prepareImage(file.bytes) : null;
  const { [REMOVE_PHOTO_FIELD]: remove, ...rest } = fields;
  return { fields: rest, photo, removePhoto: remove === 'true' };
}

/** Drops a picture no row points at any more (call after the row changed, in the same transaction). */
export async function dropReplacedPhoto(db: Executor, before: string | null, after: string | null) {
  if (before && before !== after) await deleteMediaAsset(db, before);
}

/**
 * Moves a row one place up or down among its neighbours (for the team: among its own group),
 * then numbers the whole list again, so equal or sparse positions never make a move a no-op.
 */
export async function moveRow(
  db: Executor,
  table: OrderedTable,
  id: number,
  direction: MoveDirection,
): Promise<void> {
  const order = await listOrder(db, table);
  const index = order.findIndex((row) => row.id === id);
  if (index < 0) throw new HttpError(404, 'Not found');
  const group = order[index]!.group;
  const step = direction === 'up' ? -1 : 1;
  let other = index + step;
  while (other >= 0 && other < order.length && order[other]!.group !== group) other += step;
  if (other < 0 || other >= order.length) {
    throw new HttpError(409, direction === 'up' ? 'This is already the first.' : 'This is already the last.');
  }
  [order[index], order[other]] = [order[other]!, order[index]!];
  for (const [position, row] of order.entries()) await setPosition(db, table, row.id, position);
}

/** The declarations of a list's move and delete routes, whatever its address. */
type Widened<E> = Omit<E, 'path'> & { path: `/api/${string}` };
export interface OrderedEndpoints {
  move: Widened<typeof contentAdminEndpoints.team.move>;
  remove: Widened<typeof contentAdminEndpoints.team.remove>;
}

/** What differs between the lists an admin reorders and deletes from: the declarations, the table, the row and its audit line. */
export interface MoveRoute<Row> {
  endpoints: Pick<OrderedEndpoints, 'move'>;
  table: OrderedTable;
  find: (db: Executor, id: number) => Promise<Row | undefined>;
  notFound: string;
  /** Audit action prefix, e.g. `slide` for `slide.reorder`. */
  action: string;
  subjectType: string;
  subjectId: (row: Row, id: number) => string | number;
  /** How the audit line names the row, e.g. `carousel slide "Pitch days"`. */
  describe: (row: Row) => string;
}

/** POST …/:id/move: one place up or down, recorded in the activity log in the same transaction. */
export function registerMoveRoute<Row>(app: FastifyInstance, move: MoveRoute<Row>): void {
  app.withTypeProvider<ZodTypeProvider>().route({
    ...endpointRoute(move.endpoints.move),
    handler: async (request) => {
      const { id } = request.params;
      const { direction } = request.body;
      await app.db.transaction().execute(async (trx) => {
        const existing = await move.find(trx, id);
        if (!existing) throw new HttpError(404, move.notFound);
        await moveRow(trx, move.table, id, direction);
        await recordAdminAction(trx, request.user, {
          action: `${move.action}.reorder`,
          subjectType: move.subjectType,
          subjectId: move.subjectId(existing, id),
          summary: `Moved ${move.describe(existing)} ${direction}`,
        });
      });
      return { id };
    },
  });
}

/** What a deletion adds: removing the row and whatever it alone points at (its picture). */
export interface DeleteRoute<Row> extends Omit<MoveRoute<Row>, 'endpoints'> {
  endpoints: OrderedEndpoints;
  remove: (db: Executor, id: number, row: Row) => Promise<void>;
}

/** DELETE …/:id: the row goes, recorded in the activity log in the same transaction. */
export function registerDeleteRoute<Row>(app: FastifyInstance, route: DeleteRoute<Row>): void {
  app.withTypeProvider<ZodTypeProvider>().route({
    ...endpointRoute(route.endpoints.remove),
    handler: async (request, reply) => {
      const { id } = request.params;
      await app.db.transaction().execute(async (trx) => {
        const existing = await route.find(trx, id);
        if (!existing) throw new HttpError(404, route.notFound);
        await route.remove(trx, id, existing);
        await recordAdminAction(trx, request.user, {
          action: `${route.action}.delete`,
          subjectType: route.subjectType,
          subjectId: route.subjectId(existing, id),
          summary: `Deleted ${route.describe(existing)}`,
        });
      });
      return reply.code(204).send();
    },
  });
}

/** A list whose rows the activity log knows by their id: everything its delete and move routes need. */
export type ListById<Row> = Omit<DeleteRoute<Row>, 'subjectId'>;

/** DELETE …/:id and POST …/:id/move for a list whose audit subject is the row's id. */
export function registerDeleteAndMoveRoutes<Row>(app: FastifyInstance, list: ListById<Row>): void {
  const route: DeleteRoute<Row> = {
    endpoints: list.endpoints,
    table: list.table,
    find: list.find,
    notFound: list.notFound,
    action: list.action,
    subjectType: list.subjectType,
    subjectId: (_row, id) => id,
    describe: list.describe,
    remove: list.remove,
  };
  registerDeleteRoute(app, route);
  registerMoveRoute(app, route);
}
