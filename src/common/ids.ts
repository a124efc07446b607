import { z } from 'zod';

/**
 * The largest id either engine stores: ids are PostgreSQL `integer` (serial) columns, which end at 2^31 − 1,
 * while SQLite would take far larger numbers. Bounding every id here keeps a huge id a clear 4xx on both
 * engines instead of a database error.
 */
export const MAX_RECORD_ID = 2_147_483_647;

export const ID_MESSAGE = 'The id must be a positive whole number';

/** One record id from a path or query string ("42"); every route and page that takes an id uses this. */
export function recordIdSchema(message: string = ID_MESSAGE) {
  return z.coerce.number({ message }).int(message).min(1, message).max(MAX_RECORD_ID, message);
}

/** Path parameters `{ id }` of a route such as `/api/things/:id`. */
export const idParamsSchema = z.strictObject({ id: recordIdSchema() });
export type IdParams = z.infer<typeof idParamsSchema>;
