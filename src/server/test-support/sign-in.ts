import type { FastifyInstance } from 'fastify';
import { createSession } from '#server/modules/sessions/sessions';
import { findUserByEmail, insertUserIfMissing } from '#server/modules/users/repository';

export interface SignedIn {
  id: number;
  email: string;
  /** Headers that make `app.inject` act as this user (the session cookie). */
  headers: { cookie: string };
}

/**
 * Signs a user in the quick way for API tests (the code flow itself is tested in auth.api.test.ts):
 * creates the account if needed and a real session. Admins are whoever config.adminEmails names.
 */
export async function signIn(app: FastifyInstance, email: string, fullName = ''): Promise<SignedIn> {
  const address = email.trim().toLowerCase();
  await insertUserIfMissing(app.db, {
    email: address,
    full_name: fullName,
    picture_url: null,
    now: new Date().toISOString(),
  });
  const user = (await findUserByEmail(app.db, address))!;
  const token = await createSession(app.db, user.id);
  const name = app.config.env === 'production' ? '__Host-session' : 'session';
  return { id: user.id, email: address, headers: { cookie: `${name}=${token}` } };
}
