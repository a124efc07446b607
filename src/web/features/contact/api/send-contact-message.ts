import { useMutation } from '@tanstack/react-query';
import type { ContactInput } from '#common/contact';
import { callApi } from '#web/lib/api-client';

// The contact form is on the home page's first paint: the declaration loads with the first call.
const send = () => import('#common/contact-endpoints').then((module) => module.contactEndpoints.send);

/** Stores the message and notifies the centre. */
export function sendContactMessage(input: ContactInput) {
  return callApi(send, { body: input });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
