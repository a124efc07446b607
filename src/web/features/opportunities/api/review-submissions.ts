import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OpportunityKind, ReviewStatus } from '#common/opportunities';
import { opportunitiesEndpoints } from '#common/opportunities-endpoints';
import { callApi } from '#web/lib/api-client';
import { opportunityKeys } from '../query-keys';

export function useAdminSubmissions(status: ReviewStatus) {
  return useQuery({
    queryKey: opportunityKeys.reviewList(status),
    queryFn: () =>
      callApi(opportunitiesEndpoints.reviewList, { query: { status } }).then((body) => body.items),
  });
}

export interface Decision {
  kind: OpportunityKind;
  id: number;
  status: 'approved' | 'declined';
  reason?: string;
}

export function useDecideSubmission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, id, status, reason }: Decision) =>
      callApi(opportunitiesEndpoints.decide[kind], {
        params: { id },
        body: reason ? { status, reason } : { status },
      }),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: opportunityKeys.review });
      await queryClient.invalidateQueries({ queryKey: opportunityKeys.lists });
    },
  });
}

/** The centre deletes a post for good (docs/product.md#user-submissions-tab); answers its message. */
export function useDeleteSubmission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, id }: { kind: OpportunityKind; id: number }) =>
      callApi(opportunitiesEndpoints.remove[kind], { params: { id } }),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: opportunityKeys.review });
      await queryClient.invalidateQueries({ queryKey: opportunityKeys.lists });
    },
  });
}
