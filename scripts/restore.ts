import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '#server/config';
import { restoreDatabase } from './sqlite-backup';

// `npm run restore -- <file>`: put a backup made by `npm run backup` back (see README.md#backups).
const file = process.argv[2];
if (!file || file === '--help') {
  console.log('Usage: npm run restore -- <backup file>');
  process.exit(file ? 0 : 1);
}
if (fs.existsSync('.env')) process.loadEnvFile('.env');
const config = loadConfig();
if (config.database.kind !== 'sqlite') {
  console.error('DATABASE_URL points at PostgreSQL: restore it with pg_restore or psql (see README).');
  process.exit(1);
}
try {
  await restoreDatabase(path.resolve(file), config.database.file);
  console.log(`Restored ${config.database.file} from ${path.resolve(file)}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
