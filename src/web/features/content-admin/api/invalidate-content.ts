import type { QueryClient } from '@tanstack/react-query';
import { auditKeys } from '#web/features/audit';
import { impactKeys } from '#web/features/impact';
import { contentAdminKeys } from '../query-keys';
import { contentListKey, type ContentKind } from './content-kinds';

/** After a change: the public lists refetch (so every page shows it at once) and so does the trail. */
export async function invalidateAfterChange(client: QueryClient, kind: ContentKind | 'metrics') {
  await Promise.all([
    client.invalidateQueries({
      queryKey: kind === 'metrics' ? impactKeys.metrics : contentListKey(kind),
    }),
    kind === 'metrics' ? client.invalidateQueries({ queryKey: contentAdminKeys.metrics }) : null,
    client.invalidateQueries({ queryKey: auditKeys.all }),
  ]);
}
