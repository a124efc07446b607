import { useMutation } from '@tanstack/react-query';
import type { SendWorkCodeInput } from '#common/work-profile';
import { workProfileEndpoints } from '#common/work-profile-endpoints';
import { callApi } from '#web/lib/api-client';

/** Mails a code to the university address. */
export function useSendWorkCode() {
  return useMutation({
    mutationFn: (input: SendWorkCodeInput) => callApi(workProfileEndpoints.sendCode, { body: input }),
  });
}
