import { useQuery } from '@tanstack/react-query';
import type { QueueKind } from '#common/moderation';
import { moderationEndpoints } from '#common/moderation-endpoints';
import { callApi } from '#web/lib/api-client';
import { moderationKeys } from '../query-keys';

/** Everything waiting (admin), oldest first, with counts per kind and each item's content. */
export function useModerationQueue(kind: QueueKind | '') {
  return useQuery({
    queryKey: moderationKeys.queue(kind),
    queryFn: () => callApi(moderationEndpoints.queue, { query: { kind: kind || undefined } }),
  });
}
