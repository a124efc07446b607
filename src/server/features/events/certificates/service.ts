import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  CERTIFICATE_ADMIN_MESSAGES,
  CERTIFICATE_MESSAGES,
  type CertificateSettingsAnswer,
  type CertificateSettingsBody,
  type CertificateVerification,
} from '#common/certificates';
import { EVENT_MESSAGES } from '#common/events';
import { zonedDayStart } from '#common/times';
import type { EventCertificateSettingsRow, EventRow, Executor } from '#server/db/database';
import { HttpError } from '#server/lib/http-error';
import { recordAdminAction } from '#server/modules/audit';
import type { JobContext, JobDefinition } from '#server/modules/jobs';
import { shownName } from '#server/modules/users';
import type { CurrentUser } from '#server/plugins/authentication';
import { findEvent } from '../repository';
import type { EventService } from '../service';
import { newCertificateCode } from './codes';
import { certificateIssuedMail } from './mails';
import {
  deleteCertificateSettings,
  findCertificateByCode,
  findCertificateSettings,
  insertCertificate,
  listAttendeesWithoutCertificate,
  listEventsWithCertificates,
  listIssuedCertificates,
  revokeCertificate,
  saveCertificateSettings,
} from './repository';

type IssuedRow = Awaited<ReturnType<typeof listIssuedCertificates>>[number];

function toIssued(row: IssuedRow) {
  return {
    id: row.id,
    name: row.shown_name,
    code: row.code,
    issued_at: row.issued_at,
    revoked_at: row.revoked_at,
  };
}

/** Where a certificate's public verification page is. */
export function certificatePath(code: string): string {
  return `/certificates/${code}`;
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
      ? { title: row.title, signatory_name: row.signatory_name, signatory_role: row.signatory_role }
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
    for (const attendee of await listAttendeesWithoutCertificate(db, event.id)) {
      const code = newCertificateCode();
      const inserted = await insertCertificate(db, {
        event_id: event.id,
        user_id: attendee.user_id,
        code,
        shown_name: shownName(attendee, { seesEmail: false }),
        issued_at: now.toISOString(),
      });
      if (!inserted) continue;
      issued++;
      const mail = certificateIssuedMail({
        eventName: event.name,
        title: settings.title,
        code,
        url: `${this.app.config.publicUrl}${certificatePath(code)}`,
      });
      await this.app.mail.send({ to: attendee.email, ...mail }, db);
    }
    return issued;
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
      const row = { event_id: eventId, ...body, updated_at: new Date().toISOString() };
      await saveCertificateSettings(trx, row);
      await this.schedule(trx, event);
      await recordAdminAction(trx, actor, {
        action: 'event.certificate.save',
        subjectType: 'event',
        subjectId: eventId,
        summary: `Set up certificates "${body.title}" for event "${event.name}"`,
      });
      return settingsAnswer(row, CERTIFICATE_MESSAGES.saved);
    });
  }

  async removeSettings(actor: CurrentUser, eventId: number): Promise<CertificateSettingsAnswer> {
    return this.app.db.transaction().execute(async (trx) => {
      const event = await findEvent(trx, eventId);
      if (!event) throw new HttpError(404, EVENT_MESSAGES.notFound);
      await deleteCertificateSettings(trx, eventId);
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
      const before = (await listIssuedCertificates(trx, eventId)).find((row) => row.id === certificateId);
      if (!before) throw new HttpError(404, CERTIFICATE_ADMIN_MESSAGES.notFound);
      if (before.revoked_at !== null) throw new HttpError(409, CERTIFICATE_ADMIN_MESSAGES.alreadyRevoked);
      const row = (await revokeCertificate(trx, eventId, certificateId, new Date().toISOString()))!;
      await recordAdminAction(trx, actor, {
        action: 'event.certificate.revoke',
        subjectType: 'event',
        subjectId: eventId,
        summary: `Revoked ${row.shown_name}’s certificate for event "${event.name}"`,
      });
      return { message: CERTIFICATE_ADMIN_MESSAGES.revoked(row.shown_name), certificate: toIssued(row) };
    });
  }

  /** What anyone holding a code may learn: valid or revoked, for whom, for which event and when. */
  async verify(code: string): Promise<CertificateVerification> {
    const row = await findCertificateByCode(this.app.db, code);
    if (!row) throw new HttpError(404, CERTIFICATE_MESSAGES.notFound);
    return {
      state: row.revoked_at === null ? 'valid' : 'revoked',
      name: row.shown_name,
      event: row.event_name,
      start_date: row.start_date,
      end_date: row.end_date,
    };
  }
}
