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

/** "asha.verma@…" → "Asha Verma": the name a journey's new account gives at its first sign-in. */
export function nameFromAddress(email: string): string {
  return email
    .split('@')[0]!
    .split(/[._+-]+/)
    .filter(Boolean)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join(' ');
}

/**
 * After the code: an account without a name is asked for one before the panel moves on
 * (docs/product.md#names). Gives `name` when asked; does nothing when the panel moves on by itself.
 */
export async function answerNameStepIfAsked(page: Page, name: string): Promise<void> {
  const step = page.getByRole('dialog', { name: 'What should we call you?' });
  const asked = await Promise.race([
    step.waitFor({ state: 'visible', timeout: 30_000 }).then(
      () => true,
      () => false,
    ),
    page
      .waitForURL((url) => new URL(url).pathname !== '/login', { timeout: 30_000 })
      .then(
        () => false,
        () => false,
      ),
    page
      .getByRole('dialog')
      .getByRole('alert')
      .filter({ hasText: /\S/ })
      .first()
      .waitFor({ state: 'visible', timeout: 30_000 })
      .then(
        () => false,
        () => false,
      ),
  ]);
  if (!asked) return;
  await step.getByLabel(/Your name/).fill(name);
  await step.getByRole('button', { name: 'Continue' }).click();
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
  await answerNameStepIfAsked(page, nameFromAddress(email));
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
