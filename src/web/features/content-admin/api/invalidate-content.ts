import type { QueryClient } from '@tanstack/react-query';
import { AUDIT_KEY, contentListKey, type ContentKind } from './content-kinds';

/** After a change: the public lists refetch (so every page shows it at once) and so does the trail. */
export async function invalidateAfterChange(client: QueryClient, kind: ContentKind | 'metrics') {
  await Promise.all([
    client.invalidateQueries({
      queryKey: kind === 'metrics' ? ['content', 'metrics'] : contentListKey(kind),
    }),
    kind === 'metrics' ? client.invalidateQueries({ queryKey: ['admin', 'content', 'metrics'] }) : null,
    client.invalidateQueries({ queryKey: AUDIT_KEY }),
  ]);
}
