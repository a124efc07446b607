import path from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { openDatabase } from '#server/db/connection';
import { createSession } from '#server/modules/sessions';
import { findUserByEmail, insertUserIfMissing, recordSignIn } from '#server/modules/users';
import { USER_STORAGE_KEY } from '#web/lib/stored-user';
import { nameFromAddress } from './sign-in';

/** Where a spec's server keeps its data: `startSiteServer` gives each a folder with its SQLite file. */
export interface SiteData {
  baseUrl: string;
  dataDir: string;
}

/**
 * Signs `email` in without the login panel (the Epic Stack's cookie login): the account is made as a first
 * sign-in makes it, a session is written to the spec server's own database with the sessions module's
 * `createSession`, and its token is put in the browser context as the session cookie the server sets
 * (`session` outside production: `sessionCookieName` in src/server/plugins/authentication.ts). As the login
 * panel does, it also keeps the browser's display copy of the user (`GET /api/me`'s answer under `user` in
 * localStorage, docs/product.md#stored-user-copy), without which the site does not ask who is signed in.
 * For every journey that needs someone signed in; the sign-in itself is tested through the panel
 * (auth.spec.ts, login-panel.spec.ts).
 */
export async function signInWithSession(
  context: BrowserContext,
  site: SiteData,
  email: string,
): Promise<void> {
  const handle = openDatabase({ kind: 'sqlite', file: path.join(site.dataDir, 'centre.sqlite') });
  try {
    const now = new Date().toISOString();
    // A name as the first sign-in's name step would have stored it (docs/product.md#names).
    await insertUserIfMissing(handle.db, {
      email,
      full_name: nameFromAddress(email),
      picture_url: null,
      now,
    });
    const user = (await findUserByEmail(handle.db, email))!;
    await recordSignIn(handle.db, user.id, { last_sign_in_at: now });
    const token = await createSession(handle.db, user.id);
    await context.addCookies([
      { name: 'session', value: token, url: site.baseUrl, httpOnly: true, sameSite: 'Lax' },
    ]);
  } finally {
    await handle.close();
  }
  const me = await context.request.get(`${site.baseUrl}/api/me`);
  if (!me.ok()) throw new Error(`the new session was refused: ${me.status()} ${await me.text()}`);
  const stored = { key: USER_STORAGE_KEY, value: await me.text() };
  // Written once per tab, before the site's scripts run; a later logout's removal then stays removed.
  await context.addInitScript(({ key, value }) => {
    if (sessionStorage.getItem('e2e-stored-user') !== null) return;
    localStorage.setItem(key, value);
    sessionStorage.setItem('e2e-stored-user', '1');
  }, stored);
  // A page already open on the site gets the copy now (the init script runs at its next navigation).
  for (const page of context.pages()) {
    if (page.url().startsWith(site.baseUrl)) {
      await page.evaluate(({ key, value }) => localStorage.setItem(key, value), stored);
    }
  }
}
