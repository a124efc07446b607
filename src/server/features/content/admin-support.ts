import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { PHOTO_FIELD, REMOVE_PHOTO_FIELD, type MoveDirection } from '#common/content';
import type { Executor } from '#server/db/database';
import { HttpError } from '#server/lib/http-error';
import type { ImageVariant } from '#server/modules/media';
import { prepareImage, readMultipartForm } from '#server/modules/media';
import { deleteMediaAsset } from '#server/modules/media';
import { listOrder, setPosition, type OrderedTable } from './repository';

export const idParamsSchema = z.object({ id: z.coerce.number().int().positive() });

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
