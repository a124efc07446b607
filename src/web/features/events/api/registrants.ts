import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AddRegistrantBody,
  EventMessageAnswer,
  EventMessageBody,
  RegistrantAnswer,
} from '#common/event-registrations';
import { apiRequest } from '#web/lib/api-client';

/** The admin's registrant lists (docs/architecture.md#query-keys). */
export const registrantKeys = { list: (eventId: number) => ['admin', 'event-registrants', eventId] as const };

/** POST /api/events/:id/registrants: an admin adds a person by their account's email. */
export function useAddRegistrant(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddRegistrantBody) =>
      apiRequest<RegistrantAnswer>(`/api/events/${eventId}/registrants`, {
        method: 'POST',
        body: JSON.stringify(body),
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: registrantKeys.list(eventId) }),
  });
}

/** DELETE /api/events/:id/registrants/:registrationId: an admin removes a person's place. */
export function useRemoveRegistrant(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (registrationId: number) =>
      apiRequest<RegistrantAnswer>(`/api/events/${eventId}/registrants/${registrationId}`, {
        method: 'DELETE',
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: registrantKeys.list(eventId) }),
  });
}

/** POST /api/events/:id/messages: a message to one group, through the outbox. */
export function useSendEventMessage(eventId: number) {
  return useMutation({
    mutationFn: (body: EventMessageBody) =>
      apiRequest<EventMessageAnswer>(`/api/events/${eventId}/messages`, {
        method: 'POST',
        body: JSON.stringify(body),
      }),
  });
}
