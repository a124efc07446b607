import { useMutation } from '@tanstack/react-query';
import type { RequestDeletionCodeInput } from '#common/account-deletion';
import { accountDeletionEndpoints } from '#common/account-deletion-endpoints';
import { callApi } from '#web/lib/api-client';

/** Mails a code to the account's own address (docs/product.md#delete-account). */
export function useSendDeletionCode() {
  return useMutation({
    mutationFn: (input: RequestDeletionCodeInput) =>
      callApi(accountDeletionEndpoints.sendCode, { body: input }),
  });
}
