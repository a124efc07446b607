import type { Partner } from '#common/content';
import type { Executor } from '#server/db/database';
import { withImageRefs } from '#server/modules/media';
import { listPartners } from './repository';

/**
 * GET /api/partners's items, and what /partners is rendered with on the server
 * (docs/decisions/030-public-pages-rendered-with-their-data.md): the partners in the admin's order, each
 * with its logo's image reference.
 */
export async function loadPartnerList(db: Executor): Promise<Partner[]> {
  const rows = await listPartners(db);
  return withImageRefs(
    db,
    rows,
    (row) => row.image_key,
    ({ image_key: _key, ...row }, logo) => ({
      ...row,
      logo,
    }),
  );
}
