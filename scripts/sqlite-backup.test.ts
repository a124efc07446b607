import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { backupDatabase, checkIntegrity, restoreDatabase } from './sqlite-backup';

describe('SQLite backup and restore', () => {
  let dir: string;
  let live: string;

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'centre-backup-'));
    live = path.join(dir, 'centre.sqlite');
    const db = new Database(live);
    db.pragma('journal_mode = WAL');
    db.exec('create table notes (id integer primary key, body text not null)');
    const insert = db.prepare('insert into notes (body) values (?)');
    db.transaction(() => {
      for (let i = 0; i < 5000; i += 1) insert.run(`note ${i} `.repeat(20));
    })();
    db.close();
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('copies a database consistently while another connection keeps writing', async () => {
    const writer = new Database(live);
    writer.pragma('journal_mode = WAL');
    const insert = writer.prepare('insert into notes (body) values (?)');
    let writing = true;
    let written = 0;
    const writes = (async () => {
      while (writing) {
        insert.run('written during the backup');
        written += 1;
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();

    const copy = path.join(dir, 'backups', 'copy.sqlite');
    await backupDatabase(live, copy);
    writing = false;
    await writes;
    writer.close();

    expect(written).toBeGreaterThan(0);
    checkIntegrity(copy);
    const backup = new Database(copy, { readonly: true });
    const { count } = backup.prepare('select count(*) as count from notes').get() as { count: number };
    backup.close();
    expect(count).toBeGreaterThanOrEqual(5000);
    expect(count).toBeLessThanOrEqual(5000 + written);
    expect(fs.existsSync(`${copy}.partial`)).toBe(false);
  });

  it('restores into the live file so an open connection sees the restored rows', async () => {
    const copy = path.join(dir, 'copy.sqlite');
    await backupDatabase(live, copy);

    const server = new Database(live);
    server.pragma('journal_mode = WAL');
    server.exec('delete from notes');
    expect(server.prepare('select count(*) as count from notes').get()).toEqual({ count: 0 });

    await restoreDatabase(copy, live);
    expect(server.prepare('select count(*) as count from notes').get()).toEqual({ count: 5000 });
    server.close();
  });

  it('refuses to restore a file that is not a sound database', async () => {
    const junk = path.join(dir, 'junk.sqlite');
    fs.writeFileSync(junk, 'not a database at all');
    await expect(restoreDatabase(junk, live)).rejects.toThrow();
    checkIntegrity(live);
  });
});
