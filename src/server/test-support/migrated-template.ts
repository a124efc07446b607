import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '#server/db/connection';
import { migrateToLatest } from '#server/db/migrate';
import { postgresDriver } from '#server/db/postgres-driver';

/**
 * A database at the latest migration that test databases are copied from: migrating from scratch took
 * 1–4 s a database on a busy machine (PostgreSQL), copying takes a tenth of that. One template per
 * version of the migrations (the name holds a hash of their folder), made by whichever test file needs it
 * first and shared by every later one, also across runs; a changed migration makes a new template.
 */
const MIGRATIONS_DIR = path.resolve('src/server/db/migrations');
const PREFIX = 'centre_test_template_';

let versionCache: string | undefined;
function migrationsVersion(): string {
  if (versionCache) return versionCache;
  const hash = createHash('sha256');
  for (const name of fs.readdirSync(MIGRATIONS_DIR).sort()) {
    hash.update(name);
    hash.update(fs.readFileSync(path.join(MIGRATIONS_DIR, name)));
  }
  versionCache = hash.digest('hex').slice(0, 16);
  return versionCache;
}

const made = new Map<string, Promise<string>>();

/** The template's database name (PostgreSQL) or file (SQLite), made when missing. */
export function migratedTemplate(dialect: 'sqlite' | 'postgres'): Promise<string> {
  let template = made.get(dialect);
  if (!template) {
    template = dialect === 'postgres' ? postgresTemplate() : sqliteTemplate();
    made.set(dialect, template);
    template.catch(() => made.delete(dialect));
  }
  return template;
}

async function sqliteTemplate(): Promise<string> {
  const file = path.join(os.tmpdir(), `centre-test-template-${migrationsVersion()}.sqlite`);
  if (fs.existsSync(file)) return file;
  // Made under a name of its own and renamed into place: a file seen under the template's name is whole,
  // whichever of several files side by side made it. Closing checkpoints the WAL into the file.
  const building = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  const handle = openDatabase({ kind: 'sqlite', file: building });
  try {
    await migrateToLatest(handle.db);
  } finally {
    await handle.close();
  }
  fs.renameSync(building, file);
  return file;
}

async function postgresTemplate(): Promise<string> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is needed for PostgreSQL tests');
  const name = `${PREFIX}${migrationsVersion()}`;
  const admin = new (postgresDriver().Client)({ connectionString: adminUrl });
  await admin.connect();
  try {
    const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount) return name;
    // As for SQLite: migrated under a name of its own, then renamed; no session stays connected to it,
    // which copying needs.
    const building = `centre_test_building_${randomBytes(6).toString('hex')}`;
    await admin.query(`create database ${building}`);
    const url = new URL(adminUrl);
    url.pathname = `/${building}`;
    const handle = openDatabase({ kind: 'postgres', url: url.toString() });
    try {
      await migrateToLatest(handle.db);
    } finally {
      await handle.close();
    }
    try {
      await admin.query(`alter database ${building} rename to ${name}`);
    } catch (error) {
      // Another file made it meanwhile (42P04): use theirs.
      await admin.query(`drop database ${building}`);
      if ((error as { code?: string }).code !== '42P04') throw error;
    }
    return name;
  } finally {
    await admin.end();
  }
}
