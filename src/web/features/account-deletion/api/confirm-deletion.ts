import { useMutation } from '@tanstack/react-query';
import type { ConfirmDeletionInput } from '#common/account-deletion';
import { accountDeletionEndpoints } from '#common/account-deletion-endpoints';
import { callApi } from '#web/lib/api-client';

/** Confirms the deletion with the mailed code; the server ends every session (docs/product.md#delete-account). */
export function useConfirmDeletion() {
  return useMutation({
    mutationFn: (input: ConfirmDeletionInput) => callApi(accountDeletionEndpoints.confirm, { body: input }),
  });
}
