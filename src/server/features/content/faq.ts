import type { FaqEntry } from '#common/content';
import type { Executor } from '#server/db/database';
import { listFaqEntries } from './repository';

/**
 * GET /api/faq's items, and what /programs is rendered with on the server, so its questions and their schema.org
 * `FAQPage` data are in the HTML search engines read (docs/decisions/030-public-pages-rendered-with-their-data.md).
 */
export function loadFaqList(db: Executor): Promise<FaqEntry[]> {
  return listFaqEntries(db);
}
