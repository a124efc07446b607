import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { LOGIN_MESSAGES } from '#common/auth';
import { codeIn } from '#server/test-support/smtp-test-server';
import type { Mailbox } from './site-with-mail';

type UrlMatch = Parameters<Page['waitForURL']>[0];

/**
 * The code from the next sign-in mail to `email`, passing over other mails before it (an admin who chose
 * mails at once, as the demo's first admin does, may be told of waiting work first).
 */
async function nextCodeFor(mailbox: Mailbox, email: string): Promise<string> {
  for (let passed = 0; ; passed += 1) {
    const mail = await mailbox(email);
    if (/\b\d{6}\b/.test(mail.text ?? '') || passed >= 5) return codeIn(mail);
  }
}

/** Fills the open login panel with the address and the code from the delivered mail. */
export async function completeSignIn(page: Page, mailbox: Mailbox, email: string): Promise<void> {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email address').fill(email);
  await dialog.getByRole('button', { name: 'Send OTP' }).click();
  // Generous: the mail goes out before the answer, and CI machines are busy.
  await expect
    .poll(() => dialog.getByRole('status').innerText(), { timeout: 20_000 })
    .toBe(LOGIN_MESSAGES.sent);
  await dialog.getByLabel('One-time code').fill(await nextCodeFor(mailbox, email));
  await dialog.getByRole('button', { name: 'Verify OTP' }).click();
}

/** Signs in through the login panel on /login; with `landsOn`, also waits for the page it leads to. */
export async function signInThroughUi(
  page: Page,
  baseUrl: string,
  mailbox: Mailbox,
  email: string,
  { landsOn }: { landsOn?: UrlMatch } = {},
): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await completeSignIn(page, mailbox, email);
  if (landsOn) await page.waitForURL(landsOn);
}
