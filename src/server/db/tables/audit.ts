import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { TableOwners } from '../table-owners';

export interface AuditLogTable {
  id: Generated<number>;
  actor_user_id: number | null;
  actor_email: string;
  action: string;
  subject_type: string;
  subject_id: string | null;
  summary: string;
  created_at: string;
}
export type AuditLogRow = Selectable<AuditLogTable>;
export type NewAuditLogRow = Insertable<AuditLogTable>;
export type AuditLogUpdate = Updateable<AuditLogTable>;

export interface AuditTables {
  audit_log: AuditLogTable;
}

/** Who owns each table (docs/architecture.md#database): only the owner's files name it in a query. */
export const auditTableOwners = {
  audit_log: 'modules/audit',
} as const satisfies TableOwners<AuditTables>;
