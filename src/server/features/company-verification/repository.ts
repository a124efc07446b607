import type { Executor } from '../../db/database';

/** True when the user has a company verification request that the centre approved. */
export async function hasApprovedCompanyVerification(db: Executor, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('company_verifications')
    .select('id')
    .where('user_id', '=', userId)
    .where('status', '=', 'approved')
    .executeTakeFirst();
  return row !== undefined;
}
