import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { consentEndpoints } from '#common/consent-endpoints';
import type { WithdrawConsent } from '#common/consents';
import { callApi } from '#web/lib/api-client';
import { consentKeys } from '../query-keys';

/** The signed-in person's consents in force and the ledger (docs/product.md#my-consents). */
export function useMyConsents() {
  return useQuery({ queryKey: consentKeys.mine, queryFn: () => callApi(consentEndpoints.mine) });
}

/**
 * Withdraws one consent. Every answer under ['me'] is asked again: the choice it changed shows elsewhere on
 * the page too (the mail choices, the alerts).
 */
export function useWithdrawConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (consent: WithdrawConsent) => callApi(consentEndpoints.withdraw, { body: consent }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['me'] }),
  });
}
