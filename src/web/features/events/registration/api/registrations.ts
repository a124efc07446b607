import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MyRegistration, MyRegistrationList, RegistrationAnswer } from '#common/event-registrations';
import { apiRequest } from '#web/lib/api-client';

/**
 * The registration queries (docs/architecture.md#query-keys): under ['my', …], so signing out clears
 * the person's registrations with the rest of their data.
 */
export const registrationKeys = { mine: ['my', 'registrations'] as const };

/** GET /api/my/registrations: the signed-in person's registrations, soonest event first. */
export function useMyRegistrations(enabled: boolean) {
  return useQuery({
    queryKey: registrationKeys.mine,
    queryFn: () => apiRequest<MyRegistrationList>('/api/my/registrations'),
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
  if (action === 'register')
    return apiRequest(`/api/events/${eventId}/registrations`, {
      method: 'POST',
      body: JSON.stringify({ answer: answer ?? '' }),
    });
  if (action === 'cancel') return apiRequest(`/api/events/${eventId}/registrations/me`, { method: 'DELETE' });
  return apiRequest(`/api/events/${eventId}/registrations/me/claim`, { method: 'POST' });
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
