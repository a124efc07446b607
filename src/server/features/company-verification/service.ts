import type { FastifyInstance } from 'fastify';
import {
  COMPANY_VERIFICATION_MESSAGES as M,
  type CompanyVerificationRequest,
  type CompanyVerificationStatus,
} from '#common/company-verification';
import type { Executor } from '#server/db/database';
import { isUniqueViolation } from '#server/lib/unique-violation';
import { HttpError } from '#server/lib/http-error';
import { decideOnce } from '#server/lib/decide-once';
import { recordAdminAction } from '#server/modules/audit';
import { SEES_EMAIL, shownName } from '#server/modules/users';
import type { CurrentUser } from '#server/plugins/authentication';
import { newVerificationMail, verificationDecisionMail } from './mails';
import {
  decideVerification,
  findVerificationById,
  findLatestVerification,
  findOpenVerification,
  insertVerification,
  listPendingVerificationsWithNames,
  type VerificationRequestRow,
} from './repository';
import { tellAdminsWorkWaits } from '#server/modules/notification-preferences';

export interface NewCompanyVerification {
  companyName: string;
  companyWebsite: string;
  linkedinUrl: string | null;
  socialMediaUrl: string | null;
  additionalInfo: string;
}

export function toVerificationRequest(row: VerificationRequestRow): CompanyVerificationRequest {
  return {
    id: row.id,
    companyName: row.company_name,
    companyWebsite: row.company_website,
    linkedinUrl: row.linkedin_url,
    socialMediaUrl: row.social_media_url,
    additionalInfo: row.additional_info,
    userEmail: row.user_email,
    userName: shownName({ full_name: row.user_full_name, email: row.user_email }, SEES_EMAIL),
    status: row.status,
    submittedAt: row.submitted_at,
    decidedAt: row.decided_at,
  };
}

/** Pending requests as the moderation queue shows them: the request and who sent it. */
export async function listPendingVerificationsUnderReview(db: Executor) {
  return (await listPendingVerificationsWithNames(db)).map((row) => ({
    content: toVerificationRequest(row),
    poster: { name: row.user_full_name, email: row.user_email },
  }));
}

export async function verificationStatusOf(
  db: FastifyInstance['db'],
  userId: number,
): Promise<CompanyVerificationStatus> {
  const latest = await findLatestVerification(db, userId);
  return {
    status: latest?.status ?? null,
    companyName: latest?.company_name ?? null,
    submittedAt: latest?.submitted_at ?? null,
  };
}

/**
 * Opens a pending request for the signed-in user, under their own email, and tells the centre.
 * One open request per user: a pending or approved one refuses another (409); after a decline
 * the user may ask again. Used by the company verification form and the work profile's startup form.
 */
export async function submitCompanyVerification(
  app: FastifyInstance,
  user: { id: number; email: string },
  request: NewCompanyVerification,
): Promise<CompanyVerificationStatus> {
  const submittedAt = new Date().toISOString();
  try {
    await app.db.transaction().execute(async (trx) => {
      const open = await findOpenVerification(trx, user.id);
      if (open) throw new HttpError(409, open.status === 'approved' ? M.alreadyApproved : M.alreadyPending);
      await insertVerification(trx, {
        user_id: user.id,
        user_email: user.email,
        company_name: request.companyName,
        company_website: request.companyWebsite,
        linkedin_url: request.linkedinUrl,
        social_media_url: request.socialMediaUrl,
        additional_info: request.additionalInfo,
        submitted_at: submittedAt,
      });
      await tellAdminsWorkWaits(
        app,
        trx,
        { kind: 'verification', title: request.companyName, detail: `requested by ${user.email}` },
        { inboxTold: true },
      );
      await app.mail.send(
        {
          to: app.config.centreInbox,
          ...newVerificationMail(
            { companyName: request.companyName, userEmail: user.email },
            app.config.publicUrl,
          ),
        },
        trx,
      );
    });
  } catch (error) {
    // Two requests at once: the unique index on open requests lets only one in.
    if (isUniqueViolation(error)) throw new HttpError(409, M.alreadyPending);
    throw error;
  }
  return { status: 'pending', companyName: request.companyName, submittedAt };
}

/**
 * docs/product.md#startup-verification-tab: approves or declines a pending request once, with the
 * requester's mail and the activity-log entry in one transaction. The tab and the moderation queue call it.
 */
export function decideCompanyVerification(
  app: FastifyInstance,
  admin: CurrentUser,
  id: number,
  status: 'approved' | 'declined',
): Promise<VerificationRequestRow> {
  return app.db.transaction().execute(async (trx) => {
    const now = new Date().toISOString();
    const row = await decideOnce({
      decide: () => decideVerification(trx, id, { status, decided_at: now, decided_by: admin.email }),
      find: () => findVerificationById(trx, id),
      notFound: M.notFound,
      alreadyDecided: M.alreadyDecided,
    });
    await app.mail.send(
      { to: row.user_email, ...verificationDecisionMail(status, row.company_name, app.config) },
      trx,
    );
    await recordAdminAction(trx, admin, {
      action: status === 'approved' ? 'verification.approve' : 'verification.decline',
      subjectType: 'company_verification',
      subjectId: id,
      summary: `${status === 'approved' ? 'Approved' : 'Declined'} company verification of "${row.company_name}" for ${row.user_email}`,
    });
    return row;
  });
}
