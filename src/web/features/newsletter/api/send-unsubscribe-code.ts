import { useMutation } from '@tanstack/react-query';
import type { UnsubscribeSendCodeInput } from '#common/newsletter';
import { newsletterEndpoints } from '#common/newsletter-endpoints';
import { callApi } from '#web/lib/api-client';

/** The same answer whether or not the email is subscribed. */
export function sendUnsubscribeCode(input: UnsubscribeSendCodeInput) {
  return callApi(newsletterEndpoints.sendUnsubscribeCode, { body: input });
}

export function useSendUnsubscribeCode() {
  return useMutation({ mutationFn: sendUnsubscribeCode });
}
