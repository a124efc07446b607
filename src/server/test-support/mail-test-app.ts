import { afterAll, beforeAll } from 'vitest';
import type { Config } from '#server/config';
import { signIn, type SignedIn } from './sign-in';
import {
  mailboxReader,
  startSmtpTestServer,
  type ReceivedMail,
  type SmtpTestServer,
} from './smtp-test-server';
import { createTestApp, type TestApp } from './test-app';

/** Someone to sign in before the tests: an address, or an address with a full name. */
export type Person = string | { email: string; name: string };

export interface MailTestApp<Name extends string = never> {
  /** The app; the same object before and after `beforeAll`, so a file may destructure it at the top. */
  t: TestApp;
  /** The SMTP server every mail of the app reaches (there once `beforeAll` has run). */
  sink: SmtpTestServer;
  /** The next mail to an address not yet read through this reader. */
  nextMailFor: (to: string, timeoutMs?: number) => Promise<ReceivedMail>;
  /** The people asked for, signed in in the order given (so their ids follow it); destructurable likewise. */
  people: Record<Name, SignedIn>;
}

/**
 * The API tests' app: starts, before the file's tests, an app whose mail reaches an SMTP sink, signs the
 * given people in, and closes app and sink after them. `t` and `people` are filled in place by the file's
 * first `beforeAll`, so `const { t, people: { admin } } = useMailTestApp(…)` at the top of a file works.
 */
export function useMailTestApp<Name extends string = never>(
  overrides: Partial<Config> = {},
  people: Record<Name, Person> = {} as Record<Name, Person>,
): MailTestApp<Name> {
  let reader: ReturnType<typeof mailboxReader> | undefined;
  const signedIn = Object.fromEntries(Object.keys(people).map((name) => [name, {}])) as Record<
    Name,
    SignedIn
  >;
  const fixture: MailTestApp<Name> = {
    t: {} as TestApp,
    sink: undefined as unknown as SmtpTestServer,
    nextMailFor: (to, timeoutMs) => reader!(to, timeoutMs),
    people: signedIn,
  };
  beforeAll(async () => {
    fixture.sink = await startSmtpTestServer();
    reader = mailboxReader(fixture.sink);
    Object.assign(fixture.t, await createTestApp({ ...overrides, smtpUrl: fixture.sink.url }));
    for (const [name, person] of Object.entries<Person>(people)) {
      const { email, name: fullName } = typeof person === 'string' ? { email: person, name: '' } : person;
      Object.assign(signedIn[name as Name], await signIn(fixture.t.app, email, fullName));
    }
  });
  afterAll(async () => {
    await fixture.t.close?.();
    await fixture.sink?.close();
  });
  return fixture;
}
