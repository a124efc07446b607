import type { Executor } from '#server/db/database';
import type { DataSubject } from '#server/modules/personal-data';

/** An export asked for: its row, waiting for the job (docs/decisions/058-data-export-by-job.md). */
export async function insertDataExport(
  db: Executor,
  row: { user_id: number; requested_by_admin: boolean; requested_at: string },
): Promise<number> {
  const inserted = await db
    .insertInto('data_exports')
    .values({ ...row, requested_by_admin: row.requested_by_admin ? 1 : 0 })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

/** The person's export still being prepared, if any: a second ask while it waits queues nothing new. */
export function findPendingExportOf(db: Executor, userId: number) {
  return db
    .selectFrom('data_exports')
    .select(['id', 'requested_at'])
    .where('user_id', '=', userId)
    .where('ready_at', 'is', null)
    .orderBy('id')
    .executeTakeFirst();
}

/** What the job needs of an export that is not ready yet; undefined once ready or gone (an erasure). */
export function findExportToPrepare(db: Executor, id: number) {
  return db
    .selectFrom('data_exports')
    .select(['id', 'user_id', 'requested_by_admin'])
    .where('id', '=', id)
    .where('ready_at', 'is', null)
    .executeTakeFirst();
}

export async function storePreparedExport(
  db: Executor,
  id: number,
  prepared: { token_hash: string; archive: Buffer; ready_at: string; expires_at: string },
): Promise<void> {
  await db
    .updateTable('data_exports')
    .set({ ...prepared, size: prepared.archive.length })
    .where('id', '=', id)
    .execute();
}

/** The ready, unexpired export behind a token, only when it is `userId`'s: anyone else's is "none". */
export function findReadyExport(db: Executor, tokenHash: string, userId: number, now: string) {
  return db
    .selectFrom('data_exports')
    .select(['id', 'requested_by_admin', 'size', 'ready_at', 'expires_at'])
    .where('token_hash', '=', tokenHash)
    .where('user_id', '=', userId)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

export async function readExportArchive(db: Executor, id: number): Promise<Buffer | undefined> {
  const row = await db.selectFrom('data_exports').select('archive').where('id', '=', id).executeTakeFirst();
  return row?.archive ? Buffer.from(row.archive) : undefined;
}

/** The daily retention run (docs/product.md#retention): archives whose link has expired go, bytes and all. */
export async function deleteExpiredExports(db: Executor, now: Date): Promise<number> {
  const result = await db
    .deleteFrom('data_exports')
    .where('expires_at', '<=', now.toISOString())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * Delete my account (docs/product.md#delete-account): the person's archives go, prepared or waiting; a job
 * still queued for one finds nothing and does nothing.
 */
export async function erasePersonalRecordsOf(db: Executor, subject: DataSubject): Promise<void> {
  await db.deleteFrom('data_exports').where('user_id', '=', subject.id).execute();
}
