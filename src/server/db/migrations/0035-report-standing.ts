import type { Kysely } from 'kysely';

/**
 * docs/product.md#reports: a report remembers whether its reporter's account was established when it was
 * sent, and on what ground (role, university-email, company, history); only those reports count towards
 * hiding the post. Reports sent before this column existed stay null, as from new accounts: they may be the
 * very reports of strangers this rule keeps from hiding posts, and the admins still see them in the queue
 * (docs/decisions/033-reports-from-established-accounts.md).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('post_reports').addColumn('established_by', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('post_reports').dropColumn('established_by').execute();
}
