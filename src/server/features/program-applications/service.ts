import type { FastifyInstance } from 'fastify';
import { APPLICATION_MESSAGES as A } from '#common/program-applications';
import { decideOnce } from '#server/lib/decide-once';
import { recordAdminAction } from '#server/modules/audit';
import type { CurrentUser } from '#server/plugins/authentication';
import { applicationDecisionMail } from './mails';
import type { Executor } from '#server/db/database';
import { toApplication } from './mappers';
import { decideApplication, findApplicationById, listApplications, type ApplicationRow } from './repository';

/**
 * docs/product.md#programme-applications: accepts or declines a pending application once, with the
 * applicant's mail and the activity-log entry in one transaction. The Applications tab and the moderation
 * queue call it.
 */
export function decideProgramApplication(
  app: FastifyInstance,
  admin: CurrentUser,
  id: number,
  status: 'accepted' | 'declined',
): Promise<ApplicationRow> {
  return app.db.transaction().execute(async (trx) => {
    const now = new Date().toISOString();
    const row = await decideOnce({
      decide: () => decideApplication(trx, id, { status, decided_at: now, decided_by: admin.email }),
      find: () => findApplicationById(trx, id),
      notFound: A.notFound,
      alreadyDecided: A.alreadyDecided,
    });
    const programTitle = row.program_title ?? row.program_slug;
    await app.mail.send(
      {
        to: row.applicant_email,
        ...applicationDecisionMail(status, { programTitle, teamName: row.team_name }, app.config),
      },
      trx,
    );
    await recordAdminAction(trx, admin, {
      action: status === 'accepted' ? 'application.accept' : 'application.decline',
      subjectType: 'program_application',
      subjectId: id,
      summary: `${status === 'accepted' ? 'Accepted' : 'Declined'} the application of "${row.team_name}" (${row.applicant_email}) to the ${programTitle}`,
    });
    return row;
  });
}

/** Pending applications, oldest first, as the moderation queue shows them: the application and who sent it. */
export async function listPendingApplicationsUnderReview(db: Executor) {
  const rows = await listApplications(db, { status: 'pending' });
  return rows.reverse().map((row) => ({
    content: toApplication(row),
    poster: { name: row.applicant_name, email: row.applicant_email },
  }));
}
