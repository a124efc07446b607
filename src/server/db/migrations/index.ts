import type { Migration } from 'kysely';
import * as siteContent from './0001-site-content';
import * as accounts from './0002-accounts';

/** Every migration, in order. Names are frozen once released; add new files, never edit old ones. */
export const migrations: Record<string, Migration> = {
  '0001-site-content': siteContent,
  '0002-accounts': accounts,
};
