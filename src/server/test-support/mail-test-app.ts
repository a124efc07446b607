import { afterAll, beforeAll } from 'vitest';
import type { Config } from '#server/config';
import { mailboxReader, startSmtpTestServer, type SmtpTestServer } from './smtp-test-server';
import { createTestApp, type TestApp } from './test-app';

export interface MailTestApp {
  t: TestApp;
  /** The SMTP server every mail of the app reaches. */
  sink: SmtpTestServer;
  /** The next mail to an address not yet read through this reader. */
  nextMailFor: ReturnType<typeof mailboxReader>;
}

/**
 * Starts, before the file's tests, an app whose mail reaches an SMTP sink, and closes both after them. The
 * answer's fields are there once the file's `beforeAll` hooks have run.
 */
export function useMailTestApp(overrides: Partial<Config> = {}): MailTestApp {
  const fixture = {} as MailTestApp;
  beforeAll(async () => {
    fixture.sink = await startSmtpTestServer();
    fixture.nextMailFor = mailboxReader(fixture.sink);
    fixture.t = await createTestApp({ ...overrides, smtpUrl: fixture.sink.url });
  });
  afterAll(async () => {
    await fixture.t?.close();
    await fixture.sink?.close();
  });
  return fixture;
}
