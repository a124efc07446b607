import type { Executor } from '../database';
import { findUserByEmail, insertUserIfMissing } from '#server/modules/users';
import type { CastMember } from './demo-cast';

const DAY_MS = 86_400_000;

/**
 * The account of a cast member (demo-cast.ts), made if missing with the day they joined, so the
 * "people registered" history grows the way the cast says; its id.
 */
export async function castAccount(trx: Executor, member: CastMember, now: Date | string): Promise<number> {
  const at = typeof now === 'string' ? new Date(now) : now;
  await insertUserIfMissing(trx, {
    email: member.email,
    full_name: member.name,
    picture_url: null,
    now: new Date(at.getTime() - member.joinedDaysAgo * DAY_MS).toISOString(),
  });
  return (await findUserByEmail(trx, member.email))!.id;
}
