import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  KIND_PATHS,
  type AdminSubmission,
  type OpportunityKind,
  type ReviewStatus,
} from '#common/opportunities';
import { apiRequest } from '#web/lib/api-client';
import { opportunityKeys } from '../query-keys';

export function useAdminSubmissions(status: ReviewStatus) {
  return useQuery({
    queryKey: opportunityKeys.reviewList(status),
    queryFn: () =>
      apiRequest<{ items: AdminSubmission[] }>(`/api/admin/submissions?status=${status}`).then(
        (body) => body.items,
      ),
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
      apiRequest<{ id: number; status: string }>(`/api/${KIND_PATHS[kind]}/${id}`, {
        method: 'PATCH',
        body: JSON.stringify(reason ? { status, reason } : { status }),
      }),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: opportunityKeys.review });
      await queryClient.invalidateQueries({ queryKey: opportunityKeys.lists });
    },
  });
}
