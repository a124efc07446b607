import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '#server/test-support/test-app';
import { findMail } from './repository';
import { oneTimeCodeMail } from './templates';

// Without SMTP_URL the outbox still records every message; the console transport "delivers" it.
describe('mail without SMTP_URL', () => {
  let subject: TestApp | undefined;
  afterEach(async () => {
    vi.restoreAllMocks();
    await subject?.close();
    subject = undefined;
  });

  it('prints each message to stdout in development, code included, and records it as sent', async () => {
    subject = await createTestApp({ env: 'development', smtpUrl: undefined });
    const write = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    const id = await subject.app.mail.send({ to: 'ada@example.edu', ...oneTimeCodeMail('730016', 'login') });
    expect(await subject.app.mail.deliverDue()).toBe(1);
    await subject.app.mail.sendNow({ to: 'bob@example.edu', ...oneTimeCodeMail('118822', 'unsubscribe') });
    const printed = write.mock.calls.map((call) => String(call[0])).join('');
    write.mockRestore();

    expect(printed).toContain('ada@example.edu');
    expect(printed).toContain('Your sign-in code: 730016');
    expect(printed).toMatch(/^│\s+730016$/m);
    expect(printed).toContain('bob@example.edu');
    expect(printed).toMatch(/^│\s+118822$/m);
    expect(await findMail(subject.app.db, id)).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('keeps test output clean (NODE_ENV=test)', async () => {
    subject = await createTestApp({ smtpUrl: undefined });
    const write = vi.spyOn(process.stdout, 'write');
    await subject.app.mail.sendNow({ to: 'ada@example.edu', ...oneTimeCodeMail('730016', 'login') });
    expect(write.mock.calls.map((call) => String(call[0])).join('')).not.toContain('730016');
  });
});
