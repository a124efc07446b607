import type { FastifyInstance } from 'fastify';
import type { Config } from '#server/config';
import { OutboxMailer } from './outbox';
import { createConsoleTransport, createSmtpTransport, type MailTransport } from './transport';
import { MailWorker } from './worker';

/** How long shutdown waits for a delivery in progress before aborting it (server.ts allows 5 s in all). */
export const MAIL_SHUTDOWN_GRACE_MS = 2_500;
/** A message queued inside a caller's transaction is visible to the worker only after the commit. */
const AFTER_COMMIT_DELAY_MS = 250;

export function createMailTransport(app: FastifyInstance, config: Config): MailTransport {
  if (config.smtpUrl)
    return createSmtpTransport(config.smtpUrl, {
      from: config.mailFrom,
      messageIdHost: new URL(config.publicUrl).hostname,
    });
  // Development: print each message (with its code). Tests keep their output clean.
  const print =
    config.env === 'test'
      ? (block: string) => app.log.debug({ mail: block }, 'mail printed instead of sent')
      : (block: string) => process.stdout.write(`\n${block}\n`);
  return createConsoleTransport(config.mailFrom, print);
}

/**
 * Decorates the app with `mail` (the outbox) and, unless `config.mailWorker` is false, runs
 * the delivery worker from onReady until the app closes. Call it after the database is
 * migrated.
 */
export function registerMail(app: FastifyInstance, config: Config): OutboxMailer {
  const transport = createMailTransport(app, config);
  let worker: MailWorker | undefined;
  const mailer = new OutboxMailer({
    db: app.db,
    transport,
    log: app.log,
    onQueued: (inTransaction) => worker?.wake(inTransaction ? AFTER_COMMIT_DELAY_MS : 0),
  });
  if (config.mailWorker) worker = new MailWorker(mailer, { log: app.log });
  app.decorate('mail', mailer);

  if (transport.kind === 'console' && config.env !== 'test')
    app.log.info('SMTP_URL is not set: emails (and their codes) are printed to this console instead of sent');

  app.addHook('onReady', async () => {
    worker?.start();
  });
  // Before requests drain and before the database closes: stop claiming, let deliveries in
  // progress finish (or abort them after the grace period) and record their outcome.
  app.addHook('preClose', async () => {
    await Promise.all([mailer.shutdown(MAIL_SHUTDOWN_GRACE_MS), worker?.stop()]);
  });
  app.addHook('onClose', async () => {
    transport.close();
  });
  return mailer;
}
