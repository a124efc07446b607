import type { FastifyInstance } from 'fastify';
import { DATA_EXPORT_LIMIT, MY_DATA_MESSAGES as M, type DataExportQueued } from '#common/my-data-constants';
import type { Executor } from '#server/db/database';
import { HttpError } from '#server/lib/http-error';
import { recordAdminAction } from '#server/modules/audit';
import type { JobDefinition } from '#server/modules/jobs';
import { takeHit, type Limit } from '#server/modules/rate-limits';
import type { CurrentUser } from '#server/modules/sessions';
import { findUserById, lockUserRow } from '#server/modules/users';
import { exportJobOf } from './export-job';
import { findPendingExportOf, insertDataExport } from './repository';

/** Archives prepared per person an hour, whoever asked (the person or an administrator on their behalf). */
const EXPORT_LIMIT: Limit = { name: 'data-export', ...DATA_EXPORT_LIMIT };

type ExportJob = JobDefinition<{ exportId: number }>;

/**
 * Queues the preparation of a person's archive (docs/decisions/058-data-export-by-job.md): one waiting export
 * per person — a second ask while one waits queues nothing (the person's row is locked meanwhile, so two
 * instances agree) — and at most DATA_EXPORT_LIMIT new ones an hour, counted in the database. The job is due
 * at once. True when a new one was queued.
 */
async function queueExport(
  app: FastifyInstance,
  job: ExportJob,
  subject: { id: number; byAdmin: boolean },
  onQueued: (trx: Executor, exportId: number) => Promise<void> = async () => {},
): Promise<boolean> {
  const now = new Date();
  return app.db.transaction().execute(async (trx) => {
    await lockUserRow(trx, subject.id);
    if (await findPendingExportOf(trx, subject.id)) return false;
    const hit = await takeHit(trx, EXPORT_LIMIT, String(subject.id), now.getTime());
    if (!hit.allowed)
      throw new HttpError(429, M.tooMany(Math.ceil(hit.retryAfterSeconds / 60)), undefined, {
        'retry-after': String(hit.retryAfterSeconds),
      });
    const exportId = await insertDataExport(trx, {
      user_id: subject.id,
      requested_by_admin: subject.byAdmin,
      requested_at: now.toISOString(),
    });
    await app.jobs.schedule(job, { ...exportJobOf(exportId), dueAt: now }, { db: trx });
    await onQueued(trx, exportId);
    return true;
  });
}

/** The signed-in person asks for their own data; the link goes to their account's address. */
export async function requestOwnExport(
  app: FastifyInstance,
  job: ExportJob,
  user: CurrentUser,
): Promise<DataExportQueued> {
  const queued = await queueExport(app, job, { id: user.id, byAdmin: false });
  const email = user.email.toLowerCase();
  return { queued, message: queued ? M.queued(email) : M.alreadyQueued(email) };
}

/**
 * An administrator asks on a person's behalf (a request received by post or mail): the link goes to the
 * person's own address, never to the administrator, and the activity log records who asked for whom.
 */
export async function requestExportFor(
  app: FastifyInstance,
  job: ExportJob,
  admin: CurrentUser,
  personId: number,
): Promise<DataExportQueued> {
  const person = await findUserById(app.db, personId);
  if (!person) throw new HttpError(404, M.adminNoSuchPerson);
  const email = person.email.toLowerCase();
  const queued = await queueExport(app, job, { id: person.id, byAdmin: true }, (trx, exportId) =>
    recordAdminAction(trx, admin, {
      action: 'data-export.request',
      subjectType: 'user',
      subjectId: person.id,
      summary: `Asked for the data of ${email} to be prepared and mailed to them (export ${exportId})`,
    }),
  );
  return { queued, message: queued ? M.adminQueued(email) : M.adminAlreadyQueued(email) };
}
