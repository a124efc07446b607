// Tests only: people with live sessions, for requests made with app.inject.
import type { Database } from '../../db/database';
import { createSession } from '../sessions/sessions';
import { findUserByEmail, insertUserIfMissing } from '../users/repository';

export interface TestPerson {
  id: number;
  email: string;
  headers: { authorization: string };
}

/** A user with a live session; `headers` authenticate requests made with app.inject. */
export async function personWithSession(db: Database, email: string, fullName = ''): Promise<TestPerson> {
  await insertUserIfMissing(db, {
    email,
    full_name: fullName,
    picture_url: null,
    now: new Date().toISOString(),
  });
  const user = (await findUserByEmail(db, email))!;
  const token = await createSession(db, user.id);
  return { id: user.id, email, headers: { authorization: `Bearer ${token}` } };
}
