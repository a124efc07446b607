import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { COMPILED_SERVER, startServerProcess } from '#server/test-support/server-process';

export interface SiteServer {
  baseUrl: string;
  dataDir: string;
  stop: () => Promise<void>;
}

/**
 * Starts the real server as production runs it (the compiled dist/server/server.js, which the e2e global setup
 * builds when its sources changed) on the built site, a free port and a fresh SQLite file. Compiled, a start takes
 * about half the CPU it takes through tsx (docs/performance.md#compiled-server), which every spec's server pays.
 */
export async function startSiteServer(env: Record<string, string> = {}): Promise<SiteServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'centre-e2e-'));
  const server = await startServerProcess({
    baseEnv: 'inherit',
    entry: COMPILED_SERVER,
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
