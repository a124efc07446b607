import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  CERTIFICATE_ADMIN_MESSAGES,
  CERTIFICATE_MESSAGES,
  type CertificateSettingsAnswer,
  type CertificateSettingsBody,
  CERTIFICATE_ROLE_WORDS,
  CERTIFICATES_HUB_PATH,
} from '#common/certificates';
import { EVENT_MESSAGES } from '#common/events';
import { zonedDayStart } from '#common/times';
import type { CertificateRole, EventCertificateSettingsRow, EventRow, Executor } from '#server/db/database';
import { HttpError } from '#server/lib/http-error';
import { recordAdminAction } from '#server/modules/audit';
import type { JobContext, JobDefinition } from '#server/modules/jobs';
import { deleteMediaAsset, prepareImage, readMultipartForm, storeImage } from '#server/modules/media';
import { deletePrivateFile, storePrivateFile } from '#server/modules/private-files';
import { shownName } from '#server/modules/users';
import type { CurrentUser } from '#server/plugins/authentication';
import { detailsOf } from '../event-details';
import { findEvent } from '../repository';
import type { EventService } from '../service';
import {
  CERTIFICATE_PICTURE_WIDTHS,
  type CertificateRecords,
  certificateDocument,
  certificatePath,
  certificateReadyMail,
  DEFAULT_CERTIFICATE_TITLE,
  newCertificateCode,
  reissueStoredCertificate,
  revokeStoredCertificate,
  toPng,
} from '#server/modules/certificates';
import {
  deleteCertificateSettings,
  findCertificateForPdf,
  findCertificateHolder,
  findCertificateSettings,
  findUsersByEmails,
  findUsersByFullNames,
  holdsCertificate,
  insertCertificate,
  listAttendeesWithoutCertificate,
  listCertificatesOf,
  listEventsWithCertificates,
  listIssuedCertificates,
  reissueCertificate,
  revokeCertificate,
  saveCertificateSettings,
  setCertificatePicture,
} from './repository';

type IssuedRow = Awaited<ReturnType<typeof listIssuedCertificates>>[number];

function toIssued(row: IssuedRow) {
  return {
    id: row.id,
    name: row.shown_name,
    code: row.code,
    role: row.role,
    issued_at: row.issued_at,
    revoked_at: row.revoked_at,
    reissued_at: row.reissued_at,
  };
}

/** An event's certificates for the shared revoke and reissue steps (docs/decisions/057-cohort-certificates.md). */
function recordsOf(eventId: number): CertificateRecords<IssuedRow> {
  return {
    holder: (db, id) => findCertificateHolder(db, eventId, id),
    revoke: (db, id, now) => revokeCertificate(db, eventId, id, now),
    reissue: reissueCertificate,
  };
}

const issuePayload = z.object({ eventId: z.number().int(), endDate: z.string().max(10) });
type IssuePayload = z.infer<typeof issuePayload>;

/** The instant an event is over: the start of the day after its last day, in the centre's zone. */
export function eventOverAt(endDate: string, timeZone: string): Date {
  const next = new Date(`${endDate}T12:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return zonedDayStart(next.toISOString().slice(0, 10), timeZone);
}

function settingsAnswer(
  row: EventCertificateSettingsRow | undefined,
  message?: string,
): CertificateSettingsAnswer {
  return {
    settings: row
      ? {
          title: row.title,
          signatory_name: row.signatory_name,
          signatory_role: row.signatory_role,
          include_staff: row.include_staff === 1,
          has_logo: row.logo_key !== null,
          has_signature: row.signature_key !== null,
        }
      : null,
    ...(message ? { message } : {}),
  };
}

/**
 * Certificates of attendance (docs/product.md#certificates). When an event with certificates on is over, a
 * job issues one to each person who checked in and mails them its link, in the job's transaction: a retry,
 * a restart or a second instance finds the certificate there and issues none (the unique pair in
 * event_certificates, docs/decisions/050-certificates.md).
 */
export class CertificateService {
  readonly issueJob: JobDefinition<IssuePayload>;

  constructor(
    private readonly app: FastifyInstance,
    events: EventService,
  ) {
    this.issueJob = {
      kind: 'event-certificates-issue',
      payload: issuePayload,
      run: (context) => this.issueFromJob(context),
    };
    app.jobs.define(this.issueJob);
    // A moved last day moves the issue job: the key names the day, so the old job finds the day changed.
    events.onUpdated(async (trx, before, after) => {
      if (before.end_date === after.end_date) return;
      if (await findCertificateSettings(trx, after.id)) await this.schedule(trx, after);
    });
    // The process that runs jobs makes sure every event with certificates on has its issue job.
    if (app.config.jobRunner)
      app.addHook('onReady', async () => {
        for (const event of await listEventsWithCertificates(app.db)) await this.schedule(app.db, event);
      });
  }

  private async schedule(db: Executor, event: Pick<EventRow, 'id' | 'end_date'>): Promise<void> {
    await this.app.jobs.schedule(
      this.issueJob,
      {
        key: `event-certificates-issue:${event.id}:${event.end_date}`,
        dueAt: eventOverAt(event.end_date, this.app.config.centreTimezone),
        payload: { eventId: event.id, endDate: event.end_date },
      },
      { db },
    );
  }

  private async issueFromJob({ trx, payload, now }: JobContext<IssuePayload>): Promise<void> {
    const event = await findEvent(trx, payload.eventId);
    if (!event || event.end_date !== payload.endDate) return;
    if (eventOverAt(event.end_date, this.app.config.centreTimezone).getTime() > now.getTime()) return;
    await this.issue(trx, event, now);
  }

  /**
   * Issues the certificates still missing for an event with certificates on; returns how many this call
   * issued. Each one's mail is queued on the same executor, so it goes out exactly when the row commits.
   */
  async issue(db: Executor, event: EventRow, now: Date): Promise<number> {
    const settings = await findCertificateSettings(db, event.id);
    if (!settings) return 0;
    let issued = 0;
    // The organiser and speakers first, so one who also checked in is named for the larger part they had.
    const staff = settings.include_staff === 1 ? await this.staffWithAccounts(db, event) : [];
    const attendees = (await listAttendeesWithoutCertificate(db, event.id)).map((row) => ({
      ...row,
      role: 'attendee' as CertificateRole,
    }));
    for (const attendee of [...staff, ...attendees]) {
      const code = newCertificateCode();
      const inserted = await insertCertificate(db, {
        event_id: event.id,
        user_id: attendee.user_id,
        code,
        shown_name: shownName(attendee, { seesEmail: false }),
        issued_at: now.toISOString(),
        role: attendee.role,
      });
      if (inserted === undefined) continue;
      issued++;
      // The PDF goes with the mail (docs/product.md#certificates), built from the row just written.
      const pdf = await this.pdf(db, inserted, { eventId: event.id });
      await this.app.mail.send(
        certificateReadyMail({
          to: attendee.email,
          subject: `Certificate: ${event.name}`,
          title: settings.title,
          opening: `Thank you for coming to "${event.name}". Your certificate of attendance is ready.`,
          footer: 'You receive this because you checked in at this event. Each event sends one certificate.',
          code,
          url: `${this.app.config.publicUrl}${certificatePath(code)}`,
          downloadUrl: `${this.app.config.publicUrl}${CERTIFICATES_HUB_PATH}`,
          pdf,
        }),
        db,
      );
    }
    return issued;
  }

  /**
   * The organiser (by the email the event gives for them) and the speakers (by a full name that exactly one
   * account has) who have accounts and hold no certificate yet (docs/product.md#certificates).
   */
  private async staffWithAccounts(db: Executor, event: EventRow) {
    const details = detailsOf(event);
    const found: { user_id: number; email: string; full_name: string | null; role: CertificateRole }[] = [];
    const organiserEmail = details.organiser.email.trim();
    if (organiserEmail)
      for (const user of await findUsersByEmails(db, [organiserEmail]))
        found.push({ ...user, role: 'organiser' });
    const names = [...new Set(details.speakers.map((speaker) => speaker.name.trim()).filter(Boolean))];
    const byName = await findUsersByFullNames(db, names);
    for (const name of names) {
      const matches = byName.filter((user) => user.full_name === name);
      if (matches.length === 1) found.push({ ...matches[0]!, role: 'speaker' });
    }
    const seen = new Set<number>();
    const fresh = [];
    for (const person of found) {
      if (seen.has(person.user_id)) continue;
      seen.add(person.user_id);
      if (!(await holdsCertificate(db, event.id, person.user_id))) fresh.push(person);
    }
    return fresh;
  }

  async settings(eventId: number): Promise<CertificateSettingsAnswer> {
    if (!(await findEvent(this.app.db, eventId))) throw new HttpError(404, EVENT_MESSAGES.notFound);
    return settingsAnswer(await findCertificateSettings(this.app.db, eventId));
  }

  async saveSettings(
    actor: CurrentUser,
    eventId: number,
    body: CertificateSettingsBody,
  ): Promise<CertificateSettingsAnswer> {
    return this.app.db.transaction().execute(async (trx) => {
      const event = await findEvent(trx, eventId);
      if (!event) throw new HttpError(404, EVENT_MESSAGES.notFound);
      const before = await findCertificateSettings(trx, eventId);
      const row = {
        event_id: eventId,
        title: body.title,
        signatory_name: body.signatory_name,
        signatory_role: body.signatory_role,
        include_staff: (body.include_staff ?? before?.include_staff === 1) ? 1 : 0,
        updated_at: new Date().toISOString(),
      };
      await saveCertificateSettings(trx, row);
      await this.schedule(trx, event);
      await recordAdminAction(trx, actor, {
        action: 'event.certificate.save',
        subjectType: 'event',
        subjectId: eventId,
        summary: `Set up certificates "${body.title}" for event "${event.name}"`,
      });
      return settingsAnswer(await findCertificateSettings(trx, eventId), CERTIFICATE_MESSAGES.saved);
    });
  }

  async removeSettings(actor: CurrentUser, eventId: number): Promise<CertificateSettingsAnswer> {
    return this.app.db.transaction().execute(async (trx) => {
      const event = await findEvent(trx, eventId);
      if (!event) throw new HttpError(404, EVENT_MESSAGES.notFound);
      const before = await findCertificateSettings(trx, eventId);
      await deleteCertificateSettings(trx, eventId);
      if (before?.logo_key) await deleteMediaAsset(trx, before.logo_key);
      if (before?.signature_key) await deletePrivateFile(trx, before.signature_key);
      await recordAdminAction(trx, actor, {
        action: 'event.certificate.remove',
        subjectType: 'event',
        subjectId: eventId,
        summary: `Turned certificates off for event "${event.name}"`,
      });
      return settingsAnswer(undefined, CERTIFICATE_MESSAGES.removed);
    });
  }

  async issued(eventId: number) {
    if (!(await findEvent(this.app.db, eventId))) throw new HttpError(404, EVENT_MESSAGES.notFound);
    return { items: (await listIssuedCertificates(this.app.db, eventId)).map(toIssued) };
  }

  /** Revokes a certificate: the public check says revoked from then on (docs/product.md#certificates). */
  async revoke(actor: CurrentUser, eventId: number, certificateId: number) {
    return this.app.db.transaction().execute(async (trx) => {
      const event = await findEvent(trx, eventId);
      if (!event) throw new HttpError(404, EVENT_MESSAGES.notFound);
      const row = await revokeStoredCertificate(
        trx,
        recordsOf(eventId),
        certificateId,
        CERTIFICATE_ADMIN_MESSAGES,
      );
      await recordAdminAction(trx, actor, {
        action: 'event.certificate.revoke',
        subjectType: 'event',
        subjectId: eventId,
        summary: `Revoked ${row.shown_name}’s certificate for event "${event.name}"`,
      });
      return { message: CERTIFICATE_ADMIN_MESSAGES.revoked(row.shown_name), certificate: toIssued(row) };
    });
  }

  /** Reissues a certificate with the name shown today and a new code (docs/decisions/051-certificate-pdfs.md). */
  async reissue(actor: CurrentUser, eventId: number, certificateId: number) {
    return this.app.db.transaction().execute(async (trx) => {
      const event = await findEvent(trx, eventId);
      if (!event) throw new HttpError(404, EVENT_MESSAGES.notFound);
      const { before, row } = await reissueStoredCertificate(
        trx,
        recordsOf(eventId),
        certificateId,
        CERTIFICATE_ADMIN_MESSAGES,
      );
      await recordAdminAction(trx, actor, {
        action: 'event.certificate.reissue',
        subjectType: 'event',
        subjectId: eventId,
        summary: `Reissued ${before.shown_name}’s certificate for event "${event.name}" as ${row.shown_name} (code ${before.code} replaced by ${row.code})`,
      });
      return { message: CERTIFICATE_ADMIN_MESSAGES.reissued(row.shown_name), certificate: toIssued(row) };
    });
  }

  /** The signed-in person's certificates that still attest, for their hub and the events' pages. */
  async mine(userId: number) {
    const rows = await listCertificatesOf(this.app.db, userId);
    return { items: rows.map((row) => ({ ...row, title: row.title ?? DEFAULT_CERTIFICATE_TITLE })) };
  }

  /**
   * One certificate as a PDF, built on request from its row (nothing is cached, so no one is ever handed
   * another's file): for its holder (`userId`), who never gets a revoked one, or for an admin (`eventId`).
   */
  async pdf(db: Executor, certificateId: number, scope: { eventId: number } | { userId: number }) {
    const row = await findCertificateForPdf(db, certificateId, scope);
    if (!row || ('userId' in scope && row.revoked_at !== null))
      throw new HttpError(
        404,
        'eventId' in scope ? CERTIFICATE_ADMIN_MESSAGES.notFound : CERTIFICATE_MESSAGES.notFound,
      );
    return certificateDocument(db, this.app.config.publicUrl, row, {
      reason: CERTIFICATE_ROLE_WORDS[row.role],
      subject: row.event_name,
    });
  }

  /** Puts a logo or a signature on an event's certificate, replacing the one before (docs/product.md#certificates). */
  async savePicture(
    actor: CurrentUser,
    eventId: number,
    picture: 'logo' | 'signature',
    request: FastifyRequest,
  ): Promise<CertificateSettingsAnswer> {
    const form = await readMultipartForm(request);
    const file = form.files.find((candidate) => candidate.field === 'file');
    if (!file) throw new HttpError(400, CERTIFICATE_MESSAGES.noPicture);
    const [variant] = await prepareImage(file.bytes, CERTIFICATE_PICTURE_WIDTHS);
    const signature = picture === 'signature' ? await toPng(variant!.bytes) : null;
    return this.app.db.transaction().execute(async (trx) => {
      const event = await findEvent(trx, eventId);
      if (!event) throw new HttpError(404, EVENT_MESSAGES.notFound);
      const before = await findCertificateSettings(trx, eventId);
      if (!before) throw new HttpError(409, CERTIFICATE_MESSAGES.settingsFirst);
      const now = new Date().toISOString();
      if (signature) {
        const key = await storePrivateFile(trx, {
          contentType: 'image/png',
          filename: 'signature.png',
          bytes: signature,
        });
        await setCertificatePicture(trx, eventId, 'signature_key', key, now);
        if (before.signature_key) await deletePrivateFile(trx, before.signature_key);
      } else {
        const key = await storeImage(trx, [variant!]);
        await setCertificatePicture(trx, eventId, 'logo_key', key, now);
        if (before.logo_key) await deleteMediaAsset(trx, before.logo_key);
      }
      await recordAdminAction(trx, actor, {
        action: `event.certificate.${picture}`,
        subjectType: 'event',
        subjectId: eventId,
        summary: `Put a ${picture} on the certificates of event "${event.name}"`,
      });
      return settingsAnswer(await findCertificateSettings(trx, eventId), CERTIFICATE_MESSAGES.picturesSaved);
    });
  }

  async removePicture(
    actor: CurrentUser,
    eventId: number,
    picture: 'logo' | 'signature',
  ): Promise<CertificateSettingsAnswer> {
    return this.app.db.transaction().execute(async (trx) => {
      const event = await findEvent(trx, eventId);
      if (!event) throw new HttpError(404, EVENT_MESSAGES.notFound);
      const before = await findCertificateSettings(trx, eventId);
      if (!before) throw new HttpError(409, CERTIFICATE_MESSAGES.settingsFirst);
      const now = new Date().toISOString();
      if (picture === 'signature' && before.signature_key) {
        await setCertificatePicture(trx, eventId, 'signature_key', null, now);
        await deletePrivateFile(trx, before.signature_key);
      }
      if (picture === 'logo' && before.logo_key) {
        await setCertificatePicture(trx, eventId, 'logo_key', null, now);
        await deleteMediaAsset(trx, before.logo_key);
      }
      await recordAdminAction(trx, actor, {
        action: `event.certificate.${picture}.remove`,
        subjectType: 'event',
        subjectId: eventId,
        summary: `Took the ${picture} off the certificates of event "${event.name}"`,
      });
      return settingsAnswer(await findCertificateSettings(trx, eventId), CERTIFICATE_MESSAGES.pictureRemoved);
    });
  }
}
