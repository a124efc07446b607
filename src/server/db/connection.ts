import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import {
  Kysely,
  PostgresDialect,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type Driver,
  type SqliteDatabase as KyselySqliteDatabase,
} from 'kysely';
import type { Config } from '#server/config';
import type { Database, DatabaseSchema } from './database';
import { postgresDriver } from './postgres-driver';

export interface DatabaseHandle {
  db: Database;
  dialect: 'sqlite' | 'postgres';
  close: () => Promise<void>;
}

/** Prepared statements kept for reuse; beyond this many distinct statements the least recently used go. */
const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely prepares every statement anew, which cost a fifth of a registration's CPU in the rush
 * (docs/performance.md#registration-rush). The same SQL text reuses its prepared statement; SQLite
 * re-prepares it by itself after a schema change. A statement still being iterated (a stream) is busy:
 * the same text then gets a fresh one.
 */
function withStatementCache(sqlite: SqliteDatabase.Database): KyselySqliteDatabase {
  const statements = new Map<string, SqliteDatabase.Statement>();
  const prepare = (source: string): SqliteDatabase.Statement => {
    const cached = statements.get(source);
    if (cached && !cached.busy) {
      statements.delete(source);
      statements.set(source, cached);
      return cached;
    }
    const statement = sqlite.prepare(source);
    if (cached) return statement;
    statements.set(source, statement);
    if (statements.size > STATEMENT_CACHE_SIZE) statements.delete(statements.keys().next().value!);
    return statement;
  };
  return { prepare, close: () => sqlite.close() };
}

/**
 * SQLite ends a transaction by itself when a statement in it fails with SQLITE_FULL, IOERR, BUSY
 * or NOMEM. Kysely's ROLLBACK would then fail ("no transaction is active") and its error would
 * replace the real one, turning a full disk (503) into a 500. Roll back only what is still open.
 */
class SqliteDriverKeepingTheCause extends SqliteDriver {
  constructor(private readonly sqlite: SqliteDatabase.Database) {
    super({ database: withStatementCache(sqlite) });
  }

  override async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    if (this.sqlite.inTransaction) await super.rollbackTransaction(connection);
  }
}

class CentreSqliteDialect extends SqliteDialect {
  constructor(private readonly sqlite: SqliteDatabase.Database) {
    super({ database: sqlite });
  }

  override createDriver(): Driver {
    return new SqliteDriverKeepingTheCause(this.sqlite);
  }
}

export interface OpenOptions {
  /** Told when PostgreSQL drops an idle pooled connection (restart, failover, admin command). */
  onConnectionError?: (error: Error) => void;
}

export function openDatabase(settings: Config['database'], options: OpenOptions = {}): DatabaseHandle {
  if (settings.kind === 'postgres') {
    const pool = new (postgresDriver().Pool)({ connectionString: settings.url, max: 10 });
    // Without a listener, an idle client's error is an uncaught exception that kills the
    // process. The pool has already discarded that client; the next query reconnects.
    pool.on('error', (error) => options.onConnectionError?.(error));
    // A client that is checked out (say, inside a transaction between two statements) has no pool
    // listener: its socket error would be uncaught too. Its next query fails and the pool drops it.
    pool.on('connect', (client) => client.on('error', (error) => options.onConnectionError?.(error)));
    const db = new Kysely<DatabaseSchema>({ dialect: new PostgresDialect({ pool }) });
    return { db, dialect: 'postgres', close: () => db.destroy() };
  }

  if (settings.file !== ':memory:') fs.mkdirSync(path.dirname(settings.file), { recursive: true });
  const sqlite = new SqliteDatabase(settings.file);
  sqlite.pragma('journal_mode = WAL');
  // FULL: an acknowledged write survives a power cut, not only a process crash.
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<DatabaseSchema>({ dialect: new CentreSqliteDialect(sqlite) });
  return { db, dialect: 'sqlite', close: () => db.destroy() };
}
