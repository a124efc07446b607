import { useQuery } from '@tanstack/react-query';
import type { ApplicableKind } from '#common/post-applications';
import { postApplicationsEndpoints } from '#common/post-applications-endpoints';
import { callApi } from '#web/lib/api-client';
import { postApplicationKeys } from '../query-keys';

/** The post and my application to it. */
export function useApplyTarget(kind: ApplicableKind, id: number) {
  return useQuery({
    queryKey: postApplicationKeys.target(kind, id),
    queryFn: () => callApi(postApplicationsEndpoints[kind].target, { params: { id } }),
    retry: false,
  });
}
