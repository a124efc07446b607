// A second server instance, reduced to what matters for seeding: run by tests as its own
// process (`tsx src/server/test-support/seed-process.ts '<database settings as JSON>'`),
// it migrates and seeds the given database and prints {"seeded": true|false}.
import type { Config } from '#server/config';
import { openDatabase } from '#server/db/connection';
import { migrateToLatest } from '#server/db/migrate';
import { seedDemoContent } from '#server/db/seed/seed';

const settings = JSON.parse(process.argv[2] ?? '') as Config['database'];
const handle = openDatabase(settings);
try {
  await migrateToLatest(handle.db);
  const seeded = await seedDemoContent(handle.db);
  process.stdout.write(`${JSON.stringify({ seeded })}\n`);
} finally {
  await handle.close();
}
