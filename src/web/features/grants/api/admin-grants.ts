import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  DisbursementInput,
  GrantCreateInput,
  TrancheCreateInput,
  TrancheReviewInput,
} from '#common/grants';
import { grantEndpoints } from '#common/grant-endpoints';
import { callApi } from '#web/lib/api-client';
import { grantKeys } from '../query-keys';

export function useAdminGrants() {
  return useQuery({ queryKey: grantKeys.admin, queryFn: () => callApi(grantEndpoints.list) });
}

export function useAdminGrant(id: number) {
  return useQuery({
    queryKey: grantKeys.adminGrant(id),
    queryFn: () => callApi(grantEndpoints.detail, { params: { id } }),
  });
}

/** Every change refreshes the list (balances, waiting work) and the grant shown. */
function useGrantChange<Input>(call: (input: Input) => Promise<{ message: string }>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => client.invalidateQueries({ queryKey: grantKeys.admin }),
  });
}

export const useCreateGrant = () =>
  useGrantChange((input: GrantCreateInput) => callApi(grantEndpoints.create, { body: input }));

export const useAddTranche = (grantId: number) =>
  useGrantChange((input: TrancheCreateInput) =>
    callApi(grantEndpoints.addTranche, { params: { id: grantId }, body: input }),
  );

export const useReviewTranche = (trancheId: number) =>
  useGrantChange((input: TrancheReviewInput) =>
    callApi(grantEndpoints.review, { params: { id: trancheId }, body: input }),
  );

export const useDisburseTranche = (trancheId: number) =>
  useGrantChange((input: DisbursementInput) =>
    callApi(grantEndpoints.disburse, { params: { id: trancheId }, body: input }),
  );
