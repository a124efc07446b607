import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { buildApp } from '#server/app';
import { postgresDriver } from '#server/db/postgres-driver';
import { loadConfig, type Config } from '#server/config';
import { migratedTemplate } from './migrated-template';

/** Which engine this test run uses: the vitest project sets TEST_DB. */
export const testDialect: 'sqlite' | 'postgres' = process.env.TEST_DB === 'postgres' ? 'postgres' : 'sqlite';

export interface TestDatabase {
  settings: Config['database'];
  drop: () => Promise<void>;
}

/**
 * A brand-new database of the run's engine (or the one asked for); `drop` removes it. Empty, or with
 * `migrated`, a copy of a template already at the latest migration: the same schema the server's start
 * would make, without running 30-odd migrations for every test file (docs/performance.md#test-suite).
 */
export async function createTestDatabase(
  dialect = testDialect,
  { migrated = false }: { migrated?: boolean } = {},
): Promise<TestDatabase> {
  const template = migrated ? await migratedTemplate(dialect) : null;
  if (dialect === 'postgres') {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) throw new Error('TEST_DATABASE_URL is needed for PostgreSQL tests');
    const name = `centre_test_${Date.now()}_${randomBytes(4).toString('hex')}`;
    const admin = new (postgresDriver().Client)({ connectionString: adminUrl });
    await admin.connect();
    try {
      await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
    } finally {
      await admin.end();
    }
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    return {
      settings: { kind: 'postgres', url: url.toString() },
      drop: async () => {
        const client = new (postgresDriver().Client)({ connectionString: adminUrl });
        await client.connect();
        await client.query(`drop database if exists ${name} with (force)`);
        await client.end();
      },
    };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'centre-test-'));
  const file = path.join(dir, 'centre.sqlite');
  if (template) fs.copyFileSync(template, file);
  return {
    settings: { kind: 'sqlite', file },
    drop: async () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}

export function testConfig(database: Config['database'], overrides: Partial<Config> = {}): Config {
  const base = loadConfig({ NODE_ENV: 'test', SEED_DEMO_CONTENT: 'false', LOG_LEVEL: 'silent' });
  return { ...base, database, mailWorker: false, jobRunner: false, ...overrides };
}

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  database: TestDatabase;
  /** Closes the app and drops its database. */
  close: () => Promise<void>;
}

/** Builds the real app, exactly as the server does, on a fresh database of its own (already migrated). */
export async function createTestApp(overrides: Partial<Config> = {}): Promise<TestApp> {
  const database = await createTestDatabase(testDialect, { migrated: true });
  const config = testConfig(database.settings, overrides);
  const app = await buildApp(config, { logger: false });
  await app.ready();
  return {
    app,
    config,
    database,
    close: async () => {
      await app.close();
      await database.drop();
    },
  };
}

/** The schemas of a throwaway probe route in a test: it answers whatever its handler returns. */
export const probeSchema = { response: { 200: z.unknown() } };
