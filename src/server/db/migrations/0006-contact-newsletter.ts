import type { Kysely } from 'kysely';

// Filled in by the feature that owns it before it is released; frozen afterwards.
export async function up(db: Kysely<unknown>): Promise<void> {
  void db;
}

export async function down(db: Kysely<unknown>): Promise<void> {
  void db;
}
