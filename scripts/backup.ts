import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '#server/config';
import { backupDatabase } from './sqlite-backup';

// `npm run backup [-- <file>]`: copy the SQLite database while the site runs (see README.md#backups).
if (process.argv.includes('--help')) {
  console.log('Usage: npm run backup [-- <file>]   (default: backups/centre-<time>.sqlite)');
  process.exit(0);
}
if (fs.existsSync('.env')) process.loadEnvFile('.env');
const config = loadConfig();
if (config.database.kind !== 'sqlite') {
  console.error('DATABASE_URL points at PostgreSQL: back it up with pg_dump (see README).');
  process.exit(1);
}
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const target = path.resolve(process.argv[2] ?? `backups/centre-${stamp}.sqlite`);
try {
  await backupDatabase(config.database.file, target);
  console.log(`Backed up ${config.database.file} to ${target}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
