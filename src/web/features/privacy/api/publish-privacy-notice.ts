import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PrivacyNoticeInput } from '#common/privacy';
import { privacyEndpoints } from '#common/privacy-endpoints';
import { callApi } from '#web/lib/api-client';
import { privacyKeys } from '../query-keys';

/** Publishes a new version; the answer is the notice now in force. */
export function usePublishPrivacyNotice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: PrivacyNoticeInput) => callApi(privacyEndpoints.publish, { body: input }),
    onSuccess: (notice) => client.setQueryData(privacyKeys.notice, notice),
  });
}
