import { describe, expect, it } from 'vitest';
import { isUniqueViolation } from '#server/lib/unique-violation';
import { useMigrationDatabase } from '#server/test-support/migration-database';

/**
 * docs/product.md#work-profile: a university address verifies one account. The migration that adds the
 * unique index keeps the address on the account that verified it first and clears it from the others.
 */
describe('migration 0012: one account per university email', () => {
  const handle = useMigrationDatabase();

  it('keeps the first verification of a shared address and then refuses a second', async () => {
    await handle.migrateTo('0011-jobs');
    const user = (email: string, affiliationEmail: string | null, verifiedAt: string | null) => ({
      email,
      full_name: '',
      phone: '',
      location: '',
      bio: '',
      created_at: '2026-01-01T00:00:00.000Z',
      updated_at: '2026-01-01T00:00:00.000Z',
      affiliation: affiliationEmail ? ('student' as const) : null,
      affiliation_email: affiliationEmail,
      affiliation_verified_at: verifiedAt,
    });
    await handle.db
      .insertInto('users')
      .values([
        user('later@gmail.example.com', 'shared@iic.example.edu', '2026-03-01T00:00:00.000Z'),
        user('first@gmail.example.com', 'shared@iic.example.edu', '2026-02-01T00:00:00.000Z'),
        user('own@gmail.example.com', 'own@iic.example.edu', '2026-02-01T00:00:00.000Z'),
        user('none@gmail.example.com', null, null),
      ])
      .execute();
    await handle.migrateTo('0012-one-account-per-university-email');
    const rows = await handle.db
      .selectFrom('users')
      .select(['email', 'affiliation_email'])
      .orderBy('email')
      .execute();
    expect(rows).toEqual([
      { email: 'first@gmail.example.com', affiliation_email: 'shared@iic.example.edu' },
      { email: 'later@gmail.example.com', affiliation_email: null },
      { email: 'none@gmail.example.com', affiliation_email: null },
      { email: 'own@gmail.example.com', affiliation_email: 'own@iic.example.edu' },
    ]);
    const second = handle.db
      .updateTable('users')
      .set({ affiliation_email: 'own@iic.example.edu' })
      .where('email', '=', 'none@gmail.example.com')
      .execute();
    await expect(second.catch((error: unknown) => isUniqueViolation(error))).resolves.toBe(true);
  });
});
