import { Migrator } from 'kysely';
import { afterAll, beforeAll } from 'vitest';
import { openDatabase, type DatabaseHandle } from '#server/db/connection';
import { migrations } from '#server/db/migrations';
import { createTestDatabase, type TestDatabase } from './test-app';

/**
 * A fresh, empty database for a test of one migration on the file's engine: walk it up to the migration
 * before, write the rows that migration must carry over, walk it up to the migration and check them.
 */
export function useMigrationDatabase() {
  let database: TestDatabase;
  let handle: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
    handle = openDatabase(database.settings);
  });
  afterAll(async () => {
    await handle?.close();
    await database?.drop();
  });
  return {
    /** The database (once beforeAll has run). */
    get db() {
      return handle.db;
    },
    /** Applies the migrations up to and including `name`; throws what a migration threw. */
    async migrateTo(name: string) {
      const migrator = new Migrator({ db: handle.db, provider: { getMigrations: async () => migrations } });
      const { error } = await migrator.migrateTo(name);
      if (error) throw error instanceof Error ? error : new Error(String(error));
    },
  };
}
