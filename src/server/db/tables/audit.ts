import type { Generated } from 'kysely';

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

export interface AuditTables {
  audit_log: AuditLogTable;
}
