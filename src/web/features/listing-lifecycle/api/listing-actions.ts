import { useMutation } from '@tanstack/react-query';
import type { ApplicableKind } from '#common/post-applications-constants';
import type { ListingLifecycle } from '#common/listing-lifecycle';
import { apiRequest } from '#web/lib/api-client';

/**
 * POST /api/{internships,projects}/:id/renewal or …/closure: the owner renews a listing or closes it as
 * filled. `onChanged` refreshes whatever shows the listing (the applicants inbox).
 */
export function useListingAction(
  kind: ApplicableKind,
  id: number,
  action: 'renewal' | 'closure',
  onChanged: () => void,
) {
  return useMutation({
    mutationFn: () => apiRequest<ListingLifecycle>(`/api/${kind}s/${id}/${action}`, { method: 'POST' }),
    onSuccess: onChanged,
  });
}
