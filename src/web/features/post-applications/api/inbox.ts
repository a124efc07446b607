import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApplicableKind, ApplicationUpdateInput } from '#common/post-applications';
import { postApplicationsEndpoints } from '#common/post-applications-endpoints';
import { endpointLink } from '#common/api-contract';
import { callApi } from '#web/lib/api-client';
import { postApplicationKeys } from '../query-keys';

/** My internships and projects with their applications counted by state. */
export function useMyPosts() {
  return useQuery({
    queryKey: postApplicationKeys.posts,
    queryFn: () => callApi(postApplicationsEndpoints.myPosts).then((body) => body.items),
  });
}

/** The applications to one of my posts. */
export function useReceivedApplications(kind: ApplicableKind, id: number) {
  return useQuery({
    queryKey: postApplicationKeys.received(kind, id),
    queryFn: () =>
      callApi(postApplicationsEndpoints[kind].received, { params: { id } }).then((body) => body.items),
  });
}

/** A new state and/or my private note. */
export function useUpdateApplication(kind: ApplicableKind, postId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...change }: ApplicationUpdateInput & { id: number }) =>
      callApi(postApplicationsEndpoints.update, { params: { id }, body: change }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: postApplicationKeys.received(kind, postId) });
      void queryClient.invalidateQueries({ queryKey: postApplicationKeys.posts });
    },
  });
}

/** Where the applications to one of my posts download from as a CSV file. */
export const csvUrl = (kind: ApplicableKind, id: number) =>
  endpointLink<(typeof postApplicationsEndpoints)[typeof kind]['receivedCsv']>(
    postApplicationsEndpoints[kind].receivedCsv.path,
    { params: { id } },
  );
