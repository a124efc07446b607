import { createHash, randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  COHORT_INVITE_DAYS,
  COHORT_INVITE_RESEND_MINUTES,
  STARTUP_MESSAGES as M,
  STARTUP_SLUG_PATTERN,
  STARTUP_STAGES,
  type AnnouncementInput,
  type CohortInput,
} from '#common/startups';
import type { Executor } from '#server/db/database';
import { HttpError } from '#server/lib/http-error';
import { isUniqueViolation } from '#server/lib/unique-violation';
import { acceptedApplicationsOf, findCallProgram } from '#server/features/calls';
import { recordAdminAction } from '#server/modules/audit';
import { cohortMailRecipients, cohortMailUnsubscribe } from '#server/modules/notification-preferences';
import type { CurrentUser } from '#server/plugins/authentication';
import { announcementMail, invitationMail } from './mails';
import {
  acceptInvitation,
  countInviteAttempt,
  deleteInvitation,
  findCohort,
  findInvitation,
  findMembershipInStartup,
  findProgram,
  findStartup,
  findStartupBySlug,
  formedApplicationIds,
  insertAnnouncement,
  insertCohort,
  insertMember,
  insertStartup,
  listCohortRecipients,
  listInvitationsFor,
  listStartupMembers,
  renewInvitation,
  updateMember,
} from './repository';

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 8;
/** Wrong codes an invitation survives; with 32^8 codes guessing stays hopeless long before. */
const MAX_INVITE_ATTEMPTS = 10;

export const isAdmin = (user: CurrentUser) => user.role === 'admin';

/** "Déjà Vu Labs!" → "deja-vu-labs"; never empty. */
export function slugify(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/g, '');
  return STARTUP_SLUG_PATTERN.test(slug) ? slug : 'startup';
}

/** The name's slug, or the first of slug-2, slug-3, … that no startup uses. */
export async function freeSlug(db: Executor, name: string): Promise<string> {
  const base = slugify(name);
  for (let n = 1; ; n += 1) {
    const candidate = n === 1 ? base : `${base}-${n}`;
    if (!(await findStartupBySlug(db, candidate))) return candidate;
  }
}

/** Applications name stages in the same words; anything else starts as the first stage. */
const toStage = (stage: string) =>
  (STARTUP_STAGES as readonly string[]).includes(stage) ? stage : STARTUP_STAGES[0];

/**
 * Creates a cohort; with a call, each of its accepted applications not yet formed becomes an unpublished
 * startup with the applicant as founder (docs/product.md#cohorts). One transaction: all or nothing.
 */
export async function formCohort(app: FastifyInstance, admin: CurrentUser, input: CohortInput) {
  try {
    return await app.db.transaction().execute(async (trx) => {
      let program = input.program;
      if (input.callId) {
        const call = await findCallProgram(trx, input.callId);
        if (!call) throw new HttpError(404, M.callNotFound, { callId: M.callNotFound });
        program = call.program_slug;
      }
      if (!(await findProgram(trx, program)))
        throw new HttpError(400, M.programNotFound, { program: M.programNotFound });
      const now = new Date().toISOString();
      const cohortId = await insertCohort(trx, {
        name: input.name,
        program_slug: program,
        call_id: input.callId ?? null,
        starts_on: input.startsOn,
        ends_on: input.endsOn,
        created_at: now,
        updated_at: now,
      });
      let added = 0;
      if (input.callId) {
        const accepted = await acceptedApplicationsOf(trx, input.callId);
        const formed = await formedApplicationIds(
          trx,
          accepted.map((application) => application.id),
        );
        for (const application of accepted.filter((candidate) => !formed.has(candidate.id))) {
          const startupId = await insertStartup(trx, {
            slug: await freeSlug(trx, application.team_name),
            name: application.team_name,
            logo_key: null,
            pitch: application.description.split(/\n/)[0]!.slice(0, 160),
            sector: 'Other',
            stage: toStage(application.stage),
            website: /^https?:\/\//i.test(application.website) ? application.website.slice(0, 300) : '',
            founded_year: null,
            status: 'active',
            funding_raised: null,
            jobs: null,
            cohort_id: cohortId,
            cohort_label: '',
            application_id: application.id,
            published: 0,
            published_at: null,
            created_at: now,
            updated_at: now,
          });
          await insertMember(trx, {
            cohort_id: cohortId,
            startup_id: startupId,
            user_id: application.user_id,
            role: 'founder',
            invite_attempts: 0,
            joined_at: now,
            created_at: now,
          });
          added += 1;
        }
      }
      await recordAdminAction(trx, admin, {
        action: 'cohort.create',
        subjectType: 'cohort',
        subjectId: cohortId,
        summary: `Formed cohort "${input.name}"${input.callId ? ` with ${added} startups from a call` : ''}`,
      });
      return { id: cohortId, startupsAdded: added };
    });
  } catch (error) {
    // Another admin formed the same applications at the same moment: this one adds nothing.
    if (isUniqueViolation(error))
      throw new HttpError(409, 'These applications were just formed into another cohort. Reload the list.');
    throw error;
  }
}

const hashInviteCode = (memberId: number, code: string) =>
  createHash('sha256').update(`cohort-invite\u0000${memberId}\u0000${code}`).digest('hex');

function newInviteCode(): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i += 1) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

const inviteExpiry = (sentAt: Date) =>
  new Date(sentAt.getTime() + COHORT_INVITE_DAYS * 86_400_000).toISOString();

async function mailInvitation(
  app: FastifyInstance,
  trx: Executor,
  invitation: {
    startup: { name: string; cohort_name: string | null };
    founder: CurrentUser;
    email: string;
    code: string;
  },
) {
  const { startup, founder, email, code } = invitation;
  await app.mail.send(
    {
      to: email,
      ...invitationMail(
        {
          startupName: startup.name,
          cohortName: startup.cohort_name ?? '',
          inviterName: founder.full_name || founder.email,
          code,
        },
        app.config,
      ),
    },
    trx,
  );
}

/** A founder invites a team member by email: the invitation and its mail commit together. */
export async function inviteMember(
  app: FastifyInstance,
  founder: CurrentUser,
  startupId: number,
  email: string,
) {
  try {
    await app.db.transaction().execute(async (trx) => {
      const startup = await findStartup(trx, startupId);
      if (!startup || startup.cohort_id === null) throw new HttpError(404, M.notFound);
      const team = await listStartupMembers(trx, startupId);
      if (team.some((member) => member.email === email || member.invited_email === email))
        throw new HttpError(409, M.alreadyInvited, { email: M.alreadyInvited });
      const now = new Date();
      const memberId = await insertMember(trx, {
        cohort_id: startup.cohort_id,
        startup_id: startupId,
        user_id: null,
        role: 'member',
        invited_email: email,
        invite_attempts: 0,
        invited_by: founder.id,
        created_at: now.toISOString(),
      });
      const code = newInviteCode();
      await updateMember(trx, memberId, {
        invite_code_hash: hashInviteCode(memberId, code),
        invite_expires_at: inviteExpiry(now),
      });
      await mailInvitation(app, trx, { startup, founder, email, code });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, M.alreadyInvited, { email: M.alreadyInvited });
    throw error;
  }
  return { message: M.invited(email) };
}

/**
 * A founder sends a waiting invitation again (docs/product.md#cohorts): a new code, valid for the full
 * period, replaces the old one, whose code stops working; the mail commits with it. At most once per
 * COHORT_INVITE_RESEND_MINUTES, checked in the update itself, so resends at once send one mail.
 */
export async function resendInvitation(
  app: FastifyInstance,
  founder: CurrentUser,
  startupId: number,
  memberId: number,
) {
  return app.db.transaction().execute(async (trx) => {
    const startup = await findStartup(trx, startupId);
    const invitation = startup ? await findInvitation(trx, startupId, memberId) : undefined;
    if (!startup || !invitation?.invited_email) throw new HttpError(404, M.invitationGone);
    const now = new Date();
    const code = newInviteCode();
    // Last sent = expiry minus the code's lifetime; a resend is allowed once that is the cooldown ago.
    const expiresBefore = inviteExpiry(new Date(now.getTime() - COHORT_INVITE_RESEND_MINUTES * 60_000));
    const renewed = await renewInvitation(trx, memberId, {
      codeHash: hashInviteCode(memberId, code),
      expiresAt: inviteExpiry(now),
      expiresBefore,
    });
    if (!renewed) throw new HttpError(429, M.resendTooSoon);
    await mailInvitation(app, trx, { startup, founder, email: invitation.invited_email, code });
    return { message: M.invitationResent(invitation.invited_email) };
  });
}

/** A founder withdraws a waiting invitation: its code stops working at once. */
export async function cancelInvitation(app: FastifyInstance, startupId: number, memberId: number) {
  const invitation = await findInvitation(app.db, startupId, memberId);
  if (!invitation || !(await deleteInvitation(app.db, startupId, memberId)))
    throw new HttpError(404, M.invitationGone);
  return { message: M.invitationCancelled(invitation.invited_email ?? '') };
}

/** The signed-in user types the code from an invitation to their own address and joins the team. */
export async function joinWithCode(app: FastifyInstance, user: CurrentUser, code: string) {
  const now = new Date().toISOString();
  const open = (await listInvitationsFor(app.db, user.email.toLowerCase())).filter(
    (invitation) =>
      invitation.invite_code_hash !== null &&
      invitation.invite_expires_at !== null &&
      invitation.invite_expires_at > now &&
      invitation.invite_attempts < MAX_INVITE_ATTEMPTS,
  );
  const match = open.find(
    (invitation) => invitation.invite_code_hash === hashInviteCode(invitation.id, code),
  );
  if (!match) {
    for (const invitation of open) await countInviteAttempt(app.db, invitation.id);
    throw new HttpError(400, M.badCode, { code: M.badCode });
  }
  try {
    const joined = await acceptInvitation(app.db, match.id, user.id, now);
    if (!joined) throw new HttpError(400, M.badCode, { code: M.badCode });
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, M.alreadyMember, { code: M.alreadyMember });
    throw error;
  }
  return { message: M.joined(match.startup_name), cohortId: match.cohort_id };
}

/** The centre posts to a cohort; each joined member gets it by mail in the same transaction. */
export async function announce(
  app: FastifyInstance,
  admin: CurrentUser,
  cohortId: number,
  input: AnnouncementInput,
) {
  return app.db.transaction().execute(async (trx) => {
    const cohort = await findCohort(trx, cohortId);
    if (!cohort) throw new HttpError(404, M.cohortNotFound);
    const body = input.body.replace(/\r\n?/g, '\n');
    await insertAnnouncement(trx, {
      cohort_id: cohortId,
      title: input.title,
      body,
      created_by: admin.email,
      created_at: new Date().toISOString(),
    });
    // Members who stopped announcements by mail (docs/product.md#cohort-mail) read them on My cohort.
    const recipients = await cohortMailRecipients(
      trx,
      await listCohortRecipients(trx, cohortId),
      'announcements',
    );
    const mail = announcementMail({ cohortName: cohort.name, title: input.title, body }, app.config);
    for (const recipient of recipients) {
      const stop = await cohortMailUnsubscribe(trx, app.config.publicUrl, recipient.id, 'announcements');
      await app.mail.send({ to: recipient.email, ...mail, headers: { ...mail.headers, ...stop } }, trx);
    }
    await recordAdminAction(trx, admin, {
      action: 'cohort.announce',
      subjectType: 'cohort',
      subjectId: cohortId,
      summary: `Announced "${input.title}" to cohort "${cohort.name}"`,
    });
    return { message: M.announced(recipients.length) };
  });
}

/** Founders edit their own startup; the admin edits any. */
export async function assertCanEdit(db: Executor, user: CurrentUser, startupId: number) {
  if (isAdmin(user)) return;
  const membership = await findMembershipInStartup(db, user.id, startupId);
  if (!membership) throw new HttpError(404, M.notFound);
  if (membership.role !== 'founder') throw new HttpError(403, M.notFounder);
}
