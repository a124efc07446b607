import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';

/** Fails unless `file` is a readable SQLite database that passes its integrity check. */
export function checkIntegrity(file: string): void {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const result = db.pragma('integrity_check', { simple: true });
    if (result !== 'ok') throw new Error(`${file} failed its integrity check: ${String(result)}`);
  } finally {
    db.close();
  }
}

/**
 * A consistent copy of a live database, made with SQLite's online backup while the site keeps
 * reading and writing (pages changed during the copy are copied again), then checked.
 */
export async function backupDatabase(source: string, target: string): Promise<void> {
  if (!fs.existsSync(source)) throw new Error(`There is no database at ${source}.`);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  const partial = `${target}.partial`;
  fs.rmSync(partial, { force: true });
  const db = new Database(source, { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    // Small steps restart whenever another connection writes, so under steady traffic a stepwise
    // copy may never finish. One step reads a single snapshot; in WAL mode writers are not blocked.
    await db.backup(partial, { progress: () => Number.MAX_SAFE_INTEGER });
  } finally {
    db.close();
  }
  checkIntegrity(partial);
  fs.renameSync(partial, target);
}

/**
 * Puts a backup back into the live database through the same online backup API, so a running
 * server's connections see the restored content at once instead of a file swapped under them.
 */
export async function restoreDatabase(backup: string, target: string): Promise<void> {
  checkIntegrity(backup);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  const db = new Database(backup, { readonly: true, fileMustExist: true });
  try {
    await db.backup(target, { progress: () => Number.MAX_SAFE_INTEGER });
  } finally {
    db.close();
  }
  checkIntegrity(target);
}
