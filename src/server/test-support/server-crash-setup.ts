import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import type { DatabaseHandle } from '#server/db/connection';
import { createCrashWorkspace, withDatabase, type CrashWorkspace } from './crash-workspace';
import { killServerProcesses, startServerProcess, type ServerProcessOptions } from './server-process';
import { startSmtpTestServer, type SmtpTestServer } from './smtp-test-server';

export interface ServerCrashSetup {
  /** The mail server every start of the server sends to. */
  smtp: SmtpTestServer;
  workspace: CrashWorkspace;
  /** The one SQLite file every start of the server uses. */
  sqliteFile: string;
  /** Starts the bundled server on the file with mail to `smtp`, demo content off, and `env` on top. */
  startServer: (
    env: Record<string, string>,
    options?: Pick<ServerProcessOptions, 'readyPath'>,
  ) => ReturnType<typeof startServerProcess>;
  /** Opens the file for `work` between kills and closes it after. */
  withDatabase: <T>(work: (handle: DatabaseHandle) => Promise<T>) => Promise<T>;
}

/**
 * What the tests that SIGKILL the real server share (crash-recovery, campaign-crash): before the file's
 * tests an SMTP sink and a workspace with the server bundled; after them every server killed, the sink
 * closed and the workspace removed. The answer's fields are there once the file's `beforeAll` hooks have run.
 */
export function useServerCrashSetup(prefix: string): ServerCrashSetup {
  let serverBundle = '';
  const setup: ServerCrashSetup = {
    smtp: undefined as unknown as SmtpTestServer,
    workspace: undefined as unknown as CrashWorkspace,
    sqliteFile: '',
    // The bundle, not the source: a restart then costs no TypeScript compilation.
    startServer: (env, options = {}) =>
      startServerProcess({
        entry: [serverBundle],
        env: {
          NODE_ENV: 'development',
          SQLITE_PATH: setup.sqliteFile,
          SMTP_URL: setup.smtp.url,
          SEED_DEMO_CONTENT: 'false',
          ...env,
        },
        ...options,
      }),
    withDatabase: (work) => withDatabase({ kind: 'sqlite', file: setup.sqliteFile }, work),
  };
  beforeAll(async () => {
    setup.smtp = await startSmtpTestServer();
    setup.workspace = createCrashWorkspace(prefix);
    setup.sqliteFile = path.join(setup.workspace.dir, 'centre.sqlite');
    serverBundle = await setup.workspace.bundle('src/server/server.ts');
  });
  afterAll(async () => {
    killServerProcesses();
    await setup.smtp?.close();
    setup.workspace?.remove();
  });
  return setup;
}
