import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServerProcess } from '#server/test-support/server-process';

export interface SiteServer {
  baseUrl: string;
  dataDir: string;
  stop: () => Promise<void>;
}

/**
 * The server bundled once by the e2e global setup: the same source as `npm start` runs, started with about
 * a quarter less CPU than through tsx (docs/performance.md#test-suite), which every spec's server pays.
 */
export const SERVER_BUNDLE_VARIABLE = 'CENTRE_E2E_SERVER_BUNDLE';

/** Starts the real server (`src/server/server.ts`) on the built site, a free port and a fresh SQLite file. */
export async function startSiteServer(env: Record<string, string> = {}): Promise<SiteServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'centre-e2e-'));
  const bundle = process.env[SERVER_BUNDLE_VARIABLE];
  const server = await startServerProcess({
    baseEnv: 'inherit',
    entry: bundle ? [bundle] : undefined,
    env: {
      NODE_ENV: 'development',
      SQLITE_PATH: path.join(dataDir, 'centre.sqlite'),
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      ...env,
    },
  });
  return {
    baseUrl: server.baseUrl,
    dataDir,
    stop: async () => {
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
