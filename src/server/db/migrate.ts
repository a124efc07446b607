import { Migrator, type Kysely, type MigrationProvider } from 'kysely';
import { migrations } from './migrations';

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** Brings the schema up to date; fails loudly (and changes nothing more) if a migration fails. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations see the schema as it was, not as it is
export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? [])
    .filter((result) => result.status === 'Success')
    .map((result) => result.migrationName);
}
