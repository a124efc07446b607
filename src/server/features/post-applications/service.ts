import type { FastifyInstance } from 'fastify';
import {
  OPEN_APPLICATION_STATES,
  POST_APPLICATION_MESSAGES as M,
  postApplicationSchema,
  type ApplicableKind,
  type PostApplicationState,
} from '#common/post-applications';
import { LISTING_MESSAGES as L } from '#common/listing-lifecycle';
import { HttpError } from '#server/lib/http-error';
import { isUniqueViolation } from '#server/lib/unique-violation';
import { parseOrThrow } from '#server/lib/validation-error';
import type { MultipartForm } from '#server/modules/media';
import { ownerChoices } from '#server/modules/notification-preferences';
import { deletePrivateFile, preparePdf, storePrivateFile } from '#server/modules/private-files';
import type { CurrentUser } from '#server/plugins/authentication';
import { newApplicationMail, stateChangeMail } from './mails';
import {
  deleteOpenApplication,
  findApplication,
  findApplicationToPost,
  findApplyTarget,
  findUserEmail,
  insertPostApplication,
  updateApplication,
  POST_COLUMN,
  type ApplyTargetRow,
} from './repository';

export const INBOX_PATH = '/my/posts';

/** Why the caller may not apply to this post, or null (docs/product.md#applications-on-the-site). */
export function refusalOf(target: ApplyTargetRow, user: CurrentUser): 'own' | 'not-open' | null {
  if (target.owner_id === user.id) return 'own';
  if (target.status !== 'approved' || target.hidden_at !== null || closedBy(target)) return 'not-open';
  return null;
}

/**
 * Why an approved listing takes no more applications (docs/product.md#listing-lifecycle): closed as filled,
 * or expired — also in the moments between its expiry and the job that closes it.
 */
function closedBy(target: ApplyTargetRow): 'filled' | 'expired' | null {
  if (target.closed_reason) return target.closed_reason;
  if (target.expires_at !== null && Date.parse(target.expires_at) <= Date.now()) return 'expired';
  return null;
}

/** The clearest words for a post that is not open. */
function notOpenMessage(target: ApplyTargetRow): string {
  const closed = target.status === 'approved' ? closedBy(target) : null;
  return closed === 'filled' ? L.postClosed : closed === 'expired' ? L.postExpired : M.postNotOpen;
}

/**
 * The checks that need no body, made before the form is read: the post exists (404), is not the caller's
 * own (403), is approved and listed (409), and the caller has not applied yet (409).
 */
export async function checkMayApply(
  app: FastifyInstance,
  user: CurrentUser,
  kind: ApplicableKind,
  postId: number,
): Promise<ApplyTargetRow> {
  const target = await findApplyTarget(app.db, kind, postId);
  if (!target) throw new HttpError(404, M.postNotFound);
  const refusal = refusalOf(target, user);
  if (refusal === 'own') throw new HttpError(403, M.ownPost);
  if (refusal === 'not-open') throw new HttpError(409, notOpenMessage(target));
  if (await findApplicationToPost(app.db, kind, postId, user.id)) throw new HttpError(409, M.alreadyApplied);
  return target;
}

/**
 * Stores an application with its checked CV and mails the post's owner, all in one transaction; nothing is
 * stored on any refusal. The unique index decides between two simultaneous applications (409 for the
 * second).
 */
export async function applyToPost(
  app: FastifyInstance,
  user: CurrentUser,
  kind: ApplicableKind,
  postId: number,
  form: MultipartForm,
): Promise<number> {
  const unknownFile = form.files.find((file) => file.field !== 'cv');
  const input = parseOrThrow(
    postApplicationSchema,
    form.fields,
    unknownFile ? { [unknownFile.field]: `Unknown file field "${unknownFile.field}"` } : {},
  );
  const upload = form.files.find((file) => file.field === 'cv');
  const cv = upload ? await preparePdf(upload.bytes, upload.filename) : null;
  const now = new Date().toISOString();
  try {
    return await app.db.transaction().execute(async (trx) => {
      // Checked again inside the transaction: the post may have closed while the file was read.
      const target = await findApplyTarget(trx, kind, postId);
      if (!target || refusalOf(target, user) !== null)
        throw new HttpError(409, target ? notOpenMessage(target) : M.postNotOpen);
      const cvKey = cv ? await storePrivateFile(trx, cv) : null;
      const id = await insertPostApplication(trx, {
        [POST_COLUMN[kind]]: postId,
        applicant_id: user.id,
        note: input.note,
        portfolio_url: input.portfolioUrl ?? null,
        github_url: input.githubUrl ?? null,
        linkedin_url: input.linkedinUrl ?? null,
        cv_key: cvKey,
        created_at: now,
        updated_at: now,
      });
      const links = [input.portfolioUrl, input.githubUrl, input.linkedinUrl].filter((link): link is string =>
        Boolean(link),
      );
      // The owner's choice (docs/product.md#owner-notifications): otherwise the daily digest, or nothing.
      if ((await ownerChoices(trx, target.owner_id)).applications === 'instant') {
        const mail = newApplicationMail({
          postTitle: target.title,
          applicant: { name: user.full_name, email: user.email },
          note: input.note,
          links,
          hasCv: cv !== null,
          inboxUrl: `${app.config.publicUrl}${INBOX_PATH}`,
        });
        await app.mail.send({ to: target.owner_email, ...mail }, trx);
      }
      return id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, M.alreadyApplied);
    throw error;
  }
}

/** The applicant withdraws an open application; its CV goes with it. 404 for anyone else's. */
export async function withdrawApplication(app: FastifyInstance, user: CurrentUser, id: number) {
  await app.db.transaction().execute(async (trx) => {
    const application = await findApplication(trx, id);
    if (!application || application.applicant_id !== user.id) throw new HttpError(404, M.notFound);
    if (!(await deleteOpenApplication(trx, id, user.id, OPEN_APPLICATION_STATES)))
      throw new HttpError(409, M.notOpen);
    if (application.cv_key) await deletePrivateFile(trx, application.cv_key);
  });
}

/** Who may read an application and its CV: the applicant, the post's owner, admins. */
export function mayRead(
  application: { applicant_id: number; post_owner_id: number },
  user: CurrentUser,
): boolean {
  return (
    user.role === 'admin' ||
    application.applicant_id === user.id ||
    Number(application.post_owner_id) === user.id
  );
}

/**
 * The post's owner changes an application's state and/or their private note; a change of state mails the
 * applicant in the same transaction. 404 for anyone but the owner (admins read, they do not decide).
 */
export async function updateApplicationAsOwner(
  app: FastifyInstance,
  user: CurrentUser,
  id: number,
  change: { state?: PostApplicationState; note?: string },
) {
  return app.db.transaction().execute(async (trx) => {
    const application = await findApplication(trx, id);
    if (!application || Number(application.post_owner_id) !== user.id) throw new HttpError(404, M.notFound);
    const now = new Date().toISOString();
    const before = await updateApplication(
      trx,
      id,
      {
        ...(change.state ? { state: change.state } : {}),
        ...(change.note !== undefined ? { owner_note: change.note || null } : {}),
      },
      now,
    );
    if (before === undefined) throw new HttpError(404, M.notFound);
    if (change.state && change.state !== before) {
      const applicant = await findUserEmail(trx, application.applicant_id);
      const mail = stateChangeMail({
        postTitle: application.post_title,
        organisation: application.post_organisation,
        state: change.state,
        statusUrl: `${app.config.publicUrl}/application-status`,
      });
      if (applicant) await app.mail.send({ to: applicant, ...mail }, trx);
    }
  });
}
