import type { Executor, NewPrivateFileRow } from '#server/db/database';

export async function insertPrivateFile(db: Executor, row: NewPrivateFileRow): Promise<void> {
  await db.insertInto('private_files').values(row).execute();
}

/** The file's bytes and what a download needs; undefined when no file has the key. */
export async function findPrivateFile(db: Executor, key: string) {
  return db
    .selectFrom('private_files')
    .select(['content_type', 'filename', 'size', 'bytes'])
    .where('key', '=', key)
    .executeTakeFirst();
}

export async function deletePrivateFile(db: Executor, key: string): Promise<void> {
  await db.deleteFrom('private_files').where('key', '=', key).execute();
}

/** The files with these keys (a person's own uploads, for their download, docs/product.md#download-my-data). */
export async function privateFilesByKeys(db: Executor, keys: string[]) {
  if (keys.length === 0) return [];
  return db
    .selectFrom('private_files')
    .select(['key', 'filename', 'content_type', 'size', 'bytes', 'created_at'])
    .where('key', 'in', keys)
    .orderBy('key')
    .execute();
}
