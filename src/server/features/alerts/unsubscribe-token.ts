import { createHmac, timingSafeEqual } from 'node:crypto';
import { ALERTS_PER_PERSON } from '#common/alerts';
import { recordIdSchema } from '#common/ids';
import type { Executor } from '#server/db/database';
import { getOrCreateSecret } from '#server/modules/app-meta';

const SECRET_NAME = 'alert-unsubscribe';

/** What a digest's unsubscribe link names: one person and the alerts the digest was made from. */
export interface DigestAlerts {
  userId: number;
  alertIds: number[];
}

function signature(secret: Buffer, { userId, alertIds }: DigestAlerts): Buffer {
  return createHmac('sha256', secret)
    .update(`alert-digest\u0000${userId}\u0000${alertIds.join(',')}`)
    .digest();
}

/**
 * Signs the unsubscribe links of many digests with one secret lookup. A link names the person and every
 * alert its digest merged (docs/product.md#search-alerts), so one click pauses all of them; it never
 * expires and can only ever pause that person's alerts.
 */
export async function digestTokenSigner(db: Executor) {
  const secret = await getOrCreateSecret(db, SECRET_NAME);
  return (digest: DigestAlerts) =>
    `${digest.userId}.${digest.alertIds.join('-')}.${signature(secret, digest).toString('base64url')}`;
}

const TOKEN = new RegExp(
  `^(\\d{1,15})\\.(\\d{1,15}(?:-\\d{1,15}){0,${ALERTS_PER_PERSON - 1}})\\.([A-Za-z0-9_-]{43})$`,
);

/** The person and alerts a digest token names when this server signed it; null otherwise. */
export async function readDigestToken(db: Executor, token: string): Promise<DigestAlerts | null> {
  const match = TOKEN.exec(token);
  if (!match) return null;
  const userId = recordIdSchema().safeParse(match[1]);
  const alertIds = match[2]!.split('-').map((id) => recordIdSchema().safeParse(id));
  if (!userId.success || alertIds.some((id) => !id.success)) return null;
  const digest = { userId: userId.data, alertIds: alertIds.map((id) => id.data!) };
  const given = Buffer.from(match[3]!, 'base64url');
  const expected = signature(await getOrCreateSecret(db, SECRET_NAME), digest);
  return given.length === expected.length && timingSafeEqual(given, expected) ? digest : null;
}
