import { randomBytes } from 'node:crypto';
import type { Executor } from '#server/db/database';
import { claimMeta, getMeta } from './repository';

/**
 * A random server secret kept in the database, made on first use. Every server
 * process sharing the database gets the same one, and no setting is needed.
 */
export async function getOrCreateSecret(db: Executor, name: string): Promise<Buffer> {
  const key = `secret:${name}`;
  const existing = await getMeta(db, key);
  if (existing) return Buffer.from(existing, 'base64');
  const now = new Date().toISOString();
  await claimMeta(db, key, randomBytes(32).toString('base64'), now);
  // Another process may have won the race: read back whichever value was stored.
  return Buffer.from((await getMeta(db, key))!, 'base64');
}
