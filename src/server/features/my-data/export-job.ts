import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { DATA_EXPORT_DAYS } from '#common/my-data-constants';
import type { JobDefinition } from '#server/modules/jobs';
import { findUserById } from '#server/modules/users';
import { personalDataArchive } from './archive';
import { collectPersonalData } from './collect';
import { dataExportReadyMail } from './mails';
import { findExportToPrepare, storePreparedExport } from './repository';

const DAY_MS = 86_400_000;

/** What the database keeps of a link's token: its SHA-256, so a copy of the database opens no archive. */
export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

const payloadSchema = z.strictObject({ exportId: z.number().int().positive() });
type DataExportPayload = z.infer<typeof payloadSchema>;

/** The job of one export, keyed by the export (never the person): scheduling it twice queues it once. */
export const exportJobOf = (exportId: number) => ({
  key: `data-export:${exportId}`,
  payload: { exportId },
});

/**
 * Prepares one archive (docs/decisions/058-data-export-by-job.md): gathers the person's records as they are
 * at the run, stores the ZIP with a fresh 128-bit token's hash and its expiry, and queues the mail with the
 * link, all in the job's transaction, so two runners or a killed one prepare and mail it once. An export
 * erased meanwhile (Delete my account) is gone: the run does nothing.
 */
export function dataExportJob(app: FastifyInstance): JobDefinition<DataExportPayload> {
  return {
    kind: 'data-export',
    payload: payloadSchema,
    run: async ({ trx, payload, now }) => {
      const pending = await findExportToPrepare(trx, payload.exportId);
      if (!pending) return;
      const user = await findUserById(trx, pending.user_id);
      if (!user) return;
      const subject = { id: user.id, email: user.email.toLowerCase() };
      const { records, files } = await collectPersonalData(trx, subject);
      const archive = personalDataArchive(subject.email, records, files, now);
      const token = randomBytes(16).toString('base64url');
      const expiresAt = new Date(now.getTime() + DATA_EXPORT_DAYS * DAY_MS);
      await storePreparedExport(trx, pending.id, {
        token_hash: tokenHash(token),
        archive,
        ready_at: now.toISOString(),
        expires_at: expiresAt.toISOString(),
      });
      await app.mail.send(
        {
          to: subject.email,
          ...dataExportReadyMail({
            publicUrl: app.config.publicUrl,
            token,
            expiresAt,
            timeZone: app.config.centreTimezone,
            byAdmin: pending.requested_by_admin === 1,
          }),
        },
        trx,
      );
    },
  };
}
