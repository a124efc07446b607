import type { FastifyInstance } from 'fastify';
import { CERTIFICATE_ADMIN_MESSAGES } from '#common/certificates';
import {
  COHORT_CERTIFICATE_MESSAGES as M,
  type CohortCertificateBody,
  type CohortCertificates,
  cohortCertificateReason,
  cohortCertificateSubject,
} from '#common/cohort-certificates';
import type { CohortRow, Executor } from '#server/db/database';
import { HttpError } from '#server/lib/http-error';
import { recordAdminAction } from '#server/modules/audit';
import {
  type CertificateCodeSource,
  type CertificateRecords,
  certificateDocument,
  certificatePath,
  certificateReadyMail,
  DEFAULT_CERTIFICATE_TITLE,
  newCertificateCode,
  reissueStoredCertificate,
  revokeStoredCertificate,
} from '#server/modules/certificates';
import { shownName } from '#server/modules/users';
import type { CurrentUser } from '#server/plugins/authentication';
import { centreToday } from '#server/features/news';
import { findCohort } from '../repository';
import {
  findCohortCertificateByCode,
  findCohortCertificateForPdf,
  findCohortCertificateHolder,
  findCohortCertificateSettings,
  insertCohortCertificate,
  listCohortCertificates,
  listCohortCertificatesOf,
  listMembersWithoutCertificate,
  reissueCohortCertificate,
  revokeCohortCertificate,
  saveCohortCertificateSettings,
} from './repository';

/** Where founders download their certificates of completion: their cohort page. */
export const COHORT_CERTIFICATES_PATH = '/my/cohort#certificates';

type ListedRow = Awaited<ReturnType<typeof listCohortCertificates>>[number];

function toIssued(row: ListedRow) {
  return {
    id: row.id,
    name: row.shown_name,
    code: row.code,
    startup: row.startup_name,
    role: row.member_role,
    issued_at: row.issued_at,
    revoked_at: row.revoked_at,
    reissued_at: row.reissued_at,
  };
}

/** The programme and cohort as printed: the programme's title, or its slug if the programme is gone. */
function subjectOf(row: { programme: string | null; program_slug: string; cohort: string }): string {
  return cohortCertificateSubject(row.programme ?? row.program_slug, row.cohort);
}

function recordsOf(cohortId: number): CertificateRecords<ListedRow> {
  return {
    holder: (db, id) => findCohortCertificateHolder(db, cohortId, id),
    revoke: (db, id, now) => revokeCohortCertificate(db, cohortId, id, now),
    reissue: (db, before, change) => reissueCohortCertificate(db, cohortId, before, change),
  };
}

/** Cohorts' certificates for the public check of a code (docs/product.md#certificates). */
export const cohortCertificateCodes: CertificateCodeSource = {
  kind: 'completion',
  find: async (db, code) => {
    const row = await findCohortCertificateByCode(db, code);
    return (
      row && {
        shown_name: row.replaced_name ?? row.shown_name,
        revoked_at: row.revoked_at,
        replaced: row.replaced_name !== null,
        subject: subjectOf(row),
        start_date: row.start_date,
        end_date: row.end_date,
      }
    );
  },
};

/**
 * Certificates of a cohort's completion (docs/decisions/057-cohort-certificates.md): the admin issues them once
 * the cohort's last day has come, one per joined founder or member (the unique pair makes a repeat issue none
 * twice), each mailed with its PDF in the same transaction; the code, PDF, revoke and reissue are the
 * certificates module's, as for events.
 */
export class CohortCertificateService {
  constructor(private readonly app: FastifyInstance) {}

  private async cohort(db: Executor, cohortId: number): Promise<CohortRow> {
    const cohort = await findCohort(db, cohortId);
    if (!cohort) throw new HttpError(404, M.cohortNotFound);
    return cohort;
  }

  async list(cohortId: number, db: Executor = this.app.db): Promise<CohortCertificates> {
    await this.cohort(db, cohortId);
    const settings = await findCohortCertificateSettings(db, cohortId);
    const waiting = await listMembersWithoutCertificate(db, cohortId);
    return {
      settings: settings
        ? {
            title: settings.title,
            signatory_name: settings.signatory_name,
            signatory_role: settings.signatory_role,
          }
        : null,
      waiting: waiting.length,
      waiting_members: waiting.map((member) => ({
        user_id: member.user_id,
        name: shownName(member, { seesEmail: true }),
        startup: member.startup_name,
        role: member.role,
      })),
      items: (await listCohortCertificates(db, cohortId)).map(toIssued),
    };
  }

  /** Saves the wording and issues a certificate to each joined member who holds none, mailing each its PDF. */
  async issue(actor: CurrentUser, cohortId: number, body: CohortCertificateBody) {
    return this.app.db.transaction().execute(async (trx) => {
      const cohort = await this.cohort(trx, cohortId);
      if (centreToday(this.app.config.centreTimezone) < cohort.ends_on)
        throw new HttpError(409, M.notOver(cohort.ends_on));
      const members = await listMembersWithoutCertificate(trx, cohortId);
      const settings = await findCohortCertificateSettings(trx, cohortId);
      if (members.length === 0 && !settings) throw new HttpError(409, M.nobody);
      const now = new Date().toISOString();
      await saveCohortCertificateSettings(trx, { cohort_id: cohortId, ...body, updated_at: now });
      let issued = 0;
      for (const member of members) {
        const code = newCertificateCode();
        const id = await insertCohortCertificate(trx, {
          cohort_id: cohortId,
          user_id: member.user_id,
          code,
          shown_name: shownName(member, { seesEmail: false }),
          startup_name: member.startup_name,
          member_role: member.role,
          issued_at: now,
        });
        if (id === undefined) continue;
        issued++;
        const mail = certificateReadyMail({
          to: member.email,
          subject: `Certificate: ${cohort.name}`,
          title: body.title,
          opening: `Congratulations on completing the programme with ${member.startup_name} in "${cohort.name}". Your certificate of completion is ready.`,
          footer: 'You receive this because you were part of this cohort. Each cohort sends one certificate.',
          code,
          url: `${this.app.config.publicUrl}${certificatePath(code)}`,
          downloadUrl: `${this.app.config.publicUrl}${COHORT_CERTIFICATES_PATH}`,
          pdf: await this.pdf(trx, id, { cohortId }),
        });
        await this.app.mail.send(mail, trx);
      }
      await recordAdminAction(trx, actor, {
        action: 'cohort.certificates.issue',
        subjectType: 'cohort',
        subjectId: cohortId,
        summary: `Issued ${issued} certificates of completion "${body.title}" for cohort "${cohort.name}"`,
      });
      return { ...(await this.list(cohortId, trx)), issued, message: M.issued(issued) };
    });
  }

  /** Revokes one: its code checks as revoked from then on. */
  async revoke(actor: CurrentUser, cohortId: number, certificateId: number) {
    return this.app.db.transaction().execute(async (trx) => {
      const cohort = await this.cohort(trx, cohortId);
      const messages = { ...CERTIFICATE_ADMIN_MESSAGES, notFound: M.notFound };
      const row = await revokeStoredCertificate(trx, recordsOf(cohortId), certificateId, messages);
      await recordAdminAction(trx, actor, {
        action: 'cohort.certificate.revoke',
        subjectType: 'cohort',
        subjectId: cohortId,
        summary: `Revoked ${row.shown_name}’s certificate of completion for cohort "${cohort.name}"`,
      });
      return { message: CERTIFICATE_ADMIN_MESSAGES.revoked(row.shown_name), certificate: toIssued(row) };
    });
  }

  /** Reissues one with the name shown today and a new code; the old code checks as replaced. */
  async reissue(actor: CurrentUser, cohortId: number, certificateId: number) {
    return this.app.db.transaction().execute(async (trx) => {
      const cohort = await this.cohort(trx, cohortId);
      const messages = { ...CERTIFICATE_ADMIN_MESSAGES, notFound: M.notFound };
      const { before, row } = await reissueStoredCertificate(
        trx,
        recordsOf(cohortId),
        certificateId,
        messages,
      );
      await recordAdminAction(trx, actor, {
        action: 'cohort.certificate.reissue',
        subjectType: 'cohort',
        subjectId: cohortId,
        summary: `Reissued ${before.shown_name}’s certificate of completion for cohort "${cohort.name}" as ${row.shown_name} (code ${before.code} replaced by ${row.code})`,
      });
      return { message: CERTIFICATE_ADMIN_MESSAGES.reissued(row.shown_name), certificate: toIssued(row) };
    });
  }

  /** The signed-in person's certificates of completion that still attest. */
  async mine(userId: number) {
    const rows = await listCohortCertificatesOf(this.app.db, userId);
    return {
      items: rows.map((row) => ({
        id: row.id,
        cohort_id: row.cohort_id,
        title: row.title ?? DEFAULT_CERTIFICATE_TITLE,
        subject: subjectOf(row),
        startup: row.startup_name,
        name: row.shown_name,
        code: row.code,
        start_date: row.start_date,
        end_date: row.end_date,
        issued_at: row.issued_at,
      })),
    };
  }

  /** One as a PDF, built from its row: for its holder (never a revoked one) or for an admin of its cohort. */
  async pdf(db: Executor, certificateId: number, scope: { cohortId: number } | { userId: number }) {
    const row = await findCohortCertificateForPdf(db, certificateId, scope);
    if (!row || ('userId' in scope && row.revoked_at !== null))
      throw new HttpError(404, 'userId' in scope ? M.mineNotFound : M.notFound);
    return certificateDocument(
      db,
      this.app.config.publicUrl,
      { ...row, logo_key: null, signature_key: null },
      { reason: cohortCertificateReason(row.member_role, row.startup_name), subject: subjectOf(row) },
    );
  }
}
