import { useMutation } from '@tanstack/react-query';
import type { SubscribeInput } from '#common/newsletter';
import { callApi } from '#web/lib/api-client';

// The subscribe form is on the home page's first paint: the declaration loads with the first call.
const subscribe = () =>
  import('#common/newsletter-endpoints').then((module) => module.newsletterEndpoints.subscribe);

/** Subscribing twice is fine. */
export function subscribeToNewsletter(input: SubscribeInput) {
  return callApi(subscribe, { body: input });
}

export function useSubscribe() {
  return useMutation({ mutationFn: subscribeToNewsletter });
}
