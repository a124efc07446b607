import type { Insertable, Selectable, Updateable } from 'kysely';

// Uploads that are not public pictures, read only through routes that check the reader (migration 0018).

export interface PrivateFilesTable {
  key: string;
  /** Decided by the bytes, never by the name or the declared type. */
  content_type: string;
  /** The uploader's file name, cleaned for a Content-Disposition header. */
  filename: string;
  size: number;
  bytes: Buffer;
  created_at: string;
}
export type PrivateFileRow = Selectable<PrivateFilesTable>;
export type NewPrivateFileRow = Insertable<PrivateFilesTable>;
export type PrivateFileUpdate = Updateable<PrivateFilesTable>;

export interface PrivateFileTables {
  private_files: PrivateFilesTable;
}
