import type { Migration } from 'kysely';
import * as siteContent from './0001-site-content';

/** Every migration, in order. Names are frozen once released; add new files, never edit old ones. */
export const migrations: Record<string, Migration> = {
  '0001-site-content': siteContent,
};
