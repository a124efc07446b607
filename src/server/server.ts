import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';

const SHUTDOWN_DEADLINE_MS = 5000;

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error('The server will not start until these settings are fixed:');
      for (const problem of error.problems) console.error(`  - ${problem}`);
      process.exit(1);
    }
    throw error;
  }

  const app = await buildApp(config);
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down: no new connections, draining requests');
    const deadline = setTimeout(() => {
      app.log.error('shutdown took longer than 5 s; exiting anyway');
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS);
    deadline.unref();
    app.close().then(
      () => {
        app.log.info('shut down cleanly');
        process.exit(0);
      },
      (error: unknown) => {
        app.log.error({ err: error }, 'error while shutting down');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`site and API ready at ${config.publicUrl}`);
}

main().catch((error: unknown) => {
  console.error('The server failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
