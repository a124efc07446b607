import type { Insertable, Selectable, Updateable } from 'kysely';
import type { TableOwners } from '../table-owners';

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

/** Who owns each table (docs/architecture.md#database): only the owner's files name it in a query. */
export const privateFileTableOwners = {
  private_files: { owner: 'modules/private-files', readBy: ['features/post-applications'] },
} as const satisfies TableOwners<PrivateFileTables>;
