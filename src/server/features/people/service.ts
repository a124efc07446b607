import type { FastifyInstance } from 'fastify';
import { PEOPLE_MESSAGES as M, type GrantableRole, type Person, type RoleChangeResult } from '#common/roles';
import type { Config } from '#server/config';
import { HttpError } from '#server/lib/http-error';
import { recordAdminAction } from '#server/modules/audit';
import { deleteGrant, insertGrant, rolesOfUser } from '#server/modules/roles';
import { findUserByEmail, insertUserIfMissing, roleFor } from '#server/modules/users';
import type { CurrentUser } from '#server/plugins/authentication';
import { roleChangeMail } from './mails';

export function toPerson(
  row: { id: number; email: string; full_name: string; last_sign_in_at?: string | null },
  roles: GrantableRole[],
  config: Config,
): Person {
  return {
    id: row.id,
    email: row.email,
    fullName: row.full_name,
    isAdmin: roleFor(row.email, config) === 'admin',
    roles,
    lastSignInAt: row.last_sign_in_at ?? null,
  };
}

/**
 * Grants or revokes one role (docs/product.md#people-tab). A grant to an address without an account creates
 * the account, so a panel can be set up before its members first sign in. The grant row, the activity-log
 * entry and the person's mail are one transaction, and only a call that changed something records and mails:
 * two simultaneous grants store, log and mail once (the unique index decides).
 */
export async function changeRole(
  app: FastifyInstance,
  admin: CurrentUser,
  change: { email: string; role: GrantableRole; granted: boolean },
): Promise<RoleChangeResult> {
  const { email, role, granted } = change;
  return app.db.transaction().execute(async (trx) => {
    const now = new Date().toISOString();
    if (granted) await insertUserIfMissing(trx, { email, full_name: '', picture_url: null, now });
    const user = await findUserByEmail(trx, email);
    if (!user) throw new HttpError(404, M.notFound);
    const changed = granted
      ? await insertGrant(trx, { user_id: user.id, role, granted_at: now, granted_by: admin.email })
      : await deleteGrant(trx, user.id, role);
    if (changed) {
      await recordAdminAction(trx, admin, {
        action: granted ? 'role.grant' : 'role.revoke',
        subjectType: 'user',
        subjectId: user.id,
        summary: granted ? `Made ${email} a ${role}` : `Took the ${role} role from ${email}`,
      });
      await app.mail.send({ to: email, ...roleChangeMail({ role, granted, email }, app.config) }, trx);
    }
    const message = changed
      ? (granted ? M.granted : M.revoked)(role, email)
      : (granted ? M.alreadyGranted : M.alreadyRevoked)(role, email);
    return {
      person: toPerson(user, await rolesOfUser(trx, user.id), app.config),
      changed,
      message,
    };
  });
}
