import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { postApplicationsEndpoints } from '#common/post-applications-endpoints';
import { endpointLink } from '#common/api-contract';
import { callApi } from '#web/lib/api-client';
import { MY_DATA } from '#web/lib/query-roots';
import { postApplicationKeys } from '../query-keys';

/** My applications to internships and projects, newest first. */
export function useMyPostApplications() {
  return useQuery({
    queryKey: postApplicationKeys.mine,
    queryFn: () => callApi(postApplicationsEndpoints.mine).then((body) => body.items),
  });
}

/** Withdraws an open application. */
export function useWithdrawApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(postApplicationsEndpoints.withdraw, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: MY_DATA }),
  });
}

/** Where the CV of an application downloads from (the applicant, the post's owner and admins only). */
export const cvUrl = (applicationId: number) =>
  endpointLink<typeof postApplicationsEndpoints.cv>(postApplicationsEndpoints.cv.path, {
    params: { id: applicationId },
  });
