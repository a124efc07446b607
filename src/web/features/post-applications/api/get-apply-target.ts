import { useQuery } from '@tanstack/react-query';
import type { ApplicableKind, ApplyTarget } from '#common/post-applications';
import { apiRequest } from '#web/lib/api-client';
import { postApplicationKeys } from '../query-keys';

/** GET /api/{internships,projects}/:id/my-application: the post and my application to it. */
export function useApplyTarget(kind: ApplicableKind, id: number) {
  return useQuery({
    queryKey: postApplicationKeys.target(kind, id),
    queryFn: () => apiRequest<ApplyTarget>(`/api/${kind}s/${id}/my-application`),
    retry: false,
  });
}
