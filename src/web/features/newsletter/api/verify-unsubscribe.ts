import { useMutation } from '@tanstack/react-query';
import type { UnsubscribeVerifyInput } from '#common/newsletter';
import { newsletterEndpoints } from '#common/newsletter-endpoints';
import { callApi } from '#web/lib/api-client';

/** The mailed code unsubscribes. */
export function verifyUnsubscribe(input: UnsubscribeVerifyInput) {
  return callApi(newsletterEndpoints.unsubscribe, { body: input });
}

export function useVerifyUnsubscribe() {
  return useMutation({ mutationFn: verifyUnsubscribe });
}
