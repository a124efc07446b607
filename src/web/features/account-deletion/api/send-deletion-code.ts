import { useMutation } from '@tanstack/react-query';
import { accountDeletionEndpoints } from '#common/account-deletion-endpoints';
import { callApi } from '#web/lib/api-client';

/** Mails a code to the account's own address (docs/product.md#delete-account). */
export function useSendDeletionCode() {
  return useMutation({ mutationFn: () => callApi(accountDeletionEndpoints.sendCode, { body: {} }) });
}
