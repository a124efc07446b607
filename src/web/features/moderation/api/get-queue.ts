import { useQuery } from '@tanstack/react-query';
import type { ModerationQueue, QueueKind } from '#common/moderation';
import { apiRequest } from '#web/lib/api-client';
import { moderationKeys } from '../query-keys';

/** GET /api/admin/moderation (admin): everything waiting, oldest first, with counts per kind. */
export function useModerationQueue(kind: QueueKind | '') {
  return useQuery({
    queryKey: moderationKeys.queue(kind),
    queryFn: () => apiRequest<ModerationQueue>(`/api/admin/moderation${kind ? `?kind=${kind}` : ''}`),
  });
}
