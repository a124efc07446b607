import { useMutation } from '@tanstack/react-query';
import type { ApplicableKind } from '#common/post-applications-constants';
import { listingLifecycleEndpoints } from '#common/listing-lifecycle-endpoints';
import { callApi } from '#web/lib/api-client';

/**
 * The owner renews a listing or closes it as
 * filled. `onChanged` refreshes whatever shows the listing (the applicants inbox).
 */
export function useListingAction(
  kind: ApplicableKind,
  id: number,
  action: 'renewal' | 'closure',
  onChanged: () => void,
) {
  return useMutation({
    mutationFn: () =>
      callApi(listingLifecycleEndpoints[kind][action === 'renewal' ? 'renew' : 'close'], { params: { id } }),
    onSuccess: onChanged,
  });
}
