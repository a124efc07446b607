import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import type { Config } from '#server/config';
import { openDatabase, type DatabaseHandle } from '#server/db/connection';
import type { Executor } from '#server/db/database';
import { STALE_CLAIM_MS } from '#server/modules/mail/outbox';
import { backdateSendingClaims } from '#server/modules/mail/repository';
import { migratedTemplate } from './migrated-template';

/**
 * What the crash tests (crash-recovery, jobs-crash, campaign-crash) share: a scratch folder, the
 * processes they kill started from a bundle, a database opened for a moment between kills, and the
 * mail claims a killed process left behind.
 */
export interface CrashWorkspace {
  /** A fresh folder for the test's database files. */
  dir: string;
  /**
   * `entry`, its sources and the packages it uses in one file (native packages still loaded from
   * node_modules): the same code, started several times faster than through tsx, which matters when a
   * test starts it dozens of times. Bundling the packages too halves a start again (0.9 s to 0.5 s a
   * process on a quiet machine): node no longer finds, opens and compiles the package files one by one.
   */
  bundle: (entry: string) => Promise<string>;
  /**
   * The SQLite file `centre.sqlite` in `dir`, a copy of the template at the latest migration: the schema
   * the server's start would make, without running every migration again (docs/performance.md#test-suite).
   */
  migratedSqlite: () => Promise<Config['database']>;
  remove: () => void;
}

/** Packages a bundle loads from node_modules: native addons, found by paths relative to their package. */
const NATIVE_PACKAGES = ['better-sqlite3', 'sharp'];

export function createCrashWorkspace(prefix: string): CrashWorkspace {
  // tmpfs when there is one: SIGKILL loses nothing the kernel already has, on disk or in memory, and
  // restarts do not wait for thousands of disk flushes (synchronous=FULL) on a busy machine.
  const base = fs.existsSync('/dev/shm') ? '/dev/shm' : os.tmpdir();
  const dir = fs.mkdtempSync(path.join(base, `centre-${prefix}-`));
  const bundleDir = path.join(dir, 'bundle');
  return {
    dir,
    bundle: async (entry) => {
      if (!fs.existsSync(bundleDir)) {
        fs.mkdirSync(bundleDir);
        fs.symlinkSync(path.resolve('node_modules'), path.join(bundleDir, 'node_modules'), 'dir');
      }
      const outfile = path.join(bundleDir, `${path.basename(entry, '.ts')}.mjs`);
      await build({
        entryPoints: [entry],
        outfile,
        bundle: true,
        platform: 'node',
        format: 'esm',
        // Native addons (and sharp's loader, which finds its addon relative to itself) stay in node_modules.
        external: NATIVE_PACKAGES,
        // Bundled CommonJS packages call require() for node's own modules, which an ES module lacks.
        banner: {
          js: "import { createRequire as __bundleRequire } from 'node:module'; const require = __bundleRequire(import.meta.url);",
        },
        logLevel: 'warning',
      });
      return outfile;
    },
    migratedSqlite: async () => {
      const file = path.join(dir, 'centre.sqlite');
      fs.copyFileSync(await migratedTemplate('sqlite'), file);
      return { kind: 'sqlite', file };
    },
    remove: () => {
      // The link first, so removing the folder never walks into node_modules.
      fs.rmSync(path.join(bundleDir, 'node_modules'), { force: true });
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Opens the database for `work` and closes it after, so nothing stays open across a kill. */
export async function withDatabase<T>(
  settings: Config['database'],
  work: (handle: DatabaseHandle) => Promise<T>,
): Promise<T> {
  const handle = openDatabase(settings);
  try {
    return await work(handle);
  } finally {
    await handle.close();
  }
}

/**
 * The messages a killed process held in 'sending', with their claim aged past STALE_CLAIM_MS as if the
 * outbox's 5 minutes had passed, so the next start takes them again now. Returns their recipients.
 */
export function ageAbandonedMailClaims(db: Executor): Promise<string[]> {
  return backdateSendingClaims(db, new Date(Date.now() - STALE_CLAIM_MS - 60_000).toISOString());
}

/**
 * Waits for `condition`, polling; fails after `timeoutMs` with `describe()` appended. A wait that should
 * allow a slow machine as long as something moves passes `progress` (a number that grows while work goes
 * on): the time limit then counts from the last change.
 */
export async function waitUntil(
  condition: () => boolean | Promise<boolean>,
  what: string,
  options: { timeoutMs?: number; progress?: () => number; describe?: () => Promise<string> } = {},
): Promise<void> {
  const timeoutMs = options.timeoutMs ?? 60_000;
  let seen = options.progress?.();
  let deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    const now = options.progress?.();
    if (now !== seen) {
      seen = now;
      deadline = Date.now() + timeoutMs;
    }
    if (Date.now() > deadline) {
      const still = options.progress ? ` (nothing moved for ${timeoutMs} ms)` : '';
      throw new Error(`timed out waiting for ${what}${still}${(await options.describe?.()) ?? ''}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
