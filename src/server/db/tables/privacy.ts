import type { Generated, Selectable } from 'kysely';
import type { TableOwners } from '../table-owners';

/** Migration 0047: one published version of the privacy notice; `sections` is its parts as JSON. */
export interface PrivacyNoticesTable {
  id: Generated<number>;
  version: number;
  published_at: string;
  sections: string;
}
export type PrivacyNoticeRow = Selectable<PrivacyNoticesTable>;

export interface PrivacyTables {
  privacy_notices: PrivacyNoticesTable;
}

/** Who owns each table (docs/architecture.md#database): only the owner's files name it in a query. */
export const privacyTableOwners = {
  privacy_notices: 'features/privacy',
} as const satisfies TableOwners<PrivacyTables>;
