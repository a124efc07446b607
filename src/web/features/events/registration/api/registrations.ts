import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MyRegistration, RegistrationAnswer } from '#common/event-registrations';
import { callApi } from '#web/lib/api-client';

// The public event pages ask for a signed-in person's registrations at their first paint: the declarations
// load with the first call.
const endpoints = () =>
  import('#common/event-registration-endpoints').then((module) => module.eventRegistrationEndpoints);
const mine = () => endpoints().then((all) => all.mine);
const register = () => endpoints().then((all) => all.register);
const cancel = () => endpoints().then((all) => all.cancel);
const claim = () => endpoints().then((all) => all.claim);

/**
 * The registration queries (docs/architecture.md#query-keys): under ['my', …], so signing out clears
 * the person's registrations with the rest of their data.
 */
export const registrationKeys = { mine: ['my', 'registrations'] as const };

/** The signed-in person's registrations, soonest event first. */
export function useMyRegistrations(enabled: boolean) {
  return useQuery({
    queryKey: registrationKeys.mine,
    queryFn: () => callApi(mine),
    enabled,
    staleTime: 30_000,
  });
}

/** The person's registration for one event, if any and not cancelled. */
export function findActive(list: MyRegistration[] | undefined, eventId: number): MyRegistration | undefined {
  return list?.find((item) => item.event_id === eventId && item.state !== 'cancelled');
}

type Action = 'register' | 'cancel' | 'claim';

function request(action: Action, eventId: number, answer?: string): Promise<RegistrationAnswer> {
  const params = { id: eventId };
  if (action === 'register') return callApi(register, { params, body: { answer: answer ?? '' } });
  if (action === 'cancel') return callApi(cancel, { params });
  return callApi(claim, { params });
}

/**
 * Register, cancel (also: leave the waitlist, decline an offer) or claim. Seats left arrive over the live
 * feed; the person's own list is read again.
 */
export function useRegistrationAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, eventId, answer }: { action: Action; eventId: number; answer?: string }) =>
      request(action, eventId, answer),
    onSettled: () => queryClient.invalidateQueries({ queryKey: registrationKeys.mine }),
  });
}
