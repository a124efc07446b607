import type { Generated, Insertable, Selectable } from 'kysely';
import type { ConsentAction, ConsentPurpose, ConsentVia } from '#common/consents';
import type { TableOwners } from '../table-owners';

/** Migration 0052: one consent given or withdrawn (docs/product.md#my-consents); rows are never changed. */
export interface ConsentRecordsTable {
  id: Generated<number>;
  user_id: number | null;
  email: string;
  purpose: ConsentPurpose;
  /** What within the purpose: a newsletter topic, an alert's id, a kind of notification. */
  topic: string;
  action: ConsentAction;
  via: ConsentVia;
  /** The choice given (instant, daily) or the alert's name, for the person to recognise it. */
  detail: string | null;
  /** The privacy notice in force when it was recorded (null before a first version was published). */
  notice_version: number | null;
  recorded_at: string;
}
export type ConsentRecordRow = Selectable<ConsentRecordsTable>;
export type NewConsentRecordRow = Insertable<ConsentRecordsTable>;

export interface ConsentTables {
  consent_records: ConsentRecordsTable;
}

/** Who owns each table (docs/architecture.md#database): only the owner's files name it in a query. */
export const consentTableOwners = {
  consent_records: 'modules/consents',
} as const satisfies TableOwners<ConsentTables>;
