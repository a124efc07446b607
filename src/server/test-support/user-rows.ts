import type { NewUserRow } from '#server/db/tables/accounts';
import type { Executor } from '#server/db/database';
import { insertUsersReturningIds } from '#server/modules/users/repository';

/** A user as seeds of tests and benchmarks store one: only the address and the name matter to them. */
export function userRow(email: string, fullName: string, now: string): NewUserRow {
  return {
    email,
    full_name: fullName,
    phone: '',
    location: '',
    bio: '',
    picture_url: null,
    created_at: now,
    updated_at: now,
  };
}

/** Someone a seed stores: the address and the name. */
export interface SeedPerson {
  email: string;
  name: string;
}

/** The batch form of `userRow`: stores everyone in one statement and answers their ids in the order given. */
export async function insertUsers(db: Executor, people: SeedPerson[], now: string): Promise<number[]> {
  const ids = await insertUsersReturningIds(
    db,
    people.map((person) => userRow(person.email, person.name, now)),
  );
  return people.map((person) => ids.get(person.email)!);
}
