import type { Executor } from '#server/db/database';
import type { CurrentUser } from '#server/modules/sessions';
import { insertAuditEntry } from './repository';

export interface AdminAction {
  /** A verb phrase in the past tense's stem, e.g. `event.create`, `verification.approve`. */
  action: string;
  /** What kind of record: `event`, `contact_response`, `company_verification`, `idea`, … */
  subjectType: string;
  subjectId?: string | number | null;
  /** One human sentence for the Activity tab, e.g. `Created event "Demo Day"`. */
  summary: string;
}

/**
 * Records an admin's action in the audit trail. Pass the same transaction as the change itself,
 * so the record exists exactly when the change does.
 */
export async function recordAdminAction(db: Executor, actor: CurrentUser, entry: AdminAction): Promise<void> {
  await insertAuditEntry(db, {
    actor_user_id: actor.id,
    actor_email: actor.email,
    action: entry.action,
    subject_type: entry.subjectType,
    subject_id: entry.subjectId === undefined || entry.subjectId === null ? null : String(entry.subjectId),
    summary: entry.summary.slice(0, 500),
    created_at: new Date().toISOString(),
  });
}

/**
 * That an account was erased, and when (docs/product.md#delete-account): its id only, nothing of what it
 * held. Written by the erasure itself, so no person is its actor.
 */
export async function recordAccountErasure(db: Executor, userId: number, at: Date): Promise<void> {
  await insertAuditEntry(db, {
    actor_user_id: null,
    actor_email: 'system',
    action: 'account.erased',
    subject_type: 'user',
    subject_id: String(userId),
    summary: 'Account erased at the end of its grace period',
    created_at: at.toISOString(),
  });
}
