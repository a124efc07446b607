import { useMutation } from '@tanstack/react-query';
import type { SendWorkCodeInput } from '#common/work-profile';
import { apiRequest } from '#web/lib/api-client';

/** POST /api/work-profile/send-code: mails a code to the university address. */
export function useSendWorkCode() {
  return useMutation({
    mutationFn: (input: SendWorkCodeInput) =>
      apiRequest<{ message: string; cooldownSeconds: number }>('/api/work-profile/send-code', {
        method: 'POST',
        body: JSON.stringify(input),
      }),
  });
}
